// Compliance values without zod, so the web app's entry chunk can import them (ADR 006).

export const MONEY_MODES = ['real', 'practice', 'wind-down'] as const;
export type MoneyMode = (typeof MONEY_MODES)[number];

export const CASH_ACTIONS = ['deposit', 'cash_game', 'withdrawal'] as const;
export type CashActionName = (typeof CASH_ACTIONS)[number];

/** The reasons of this module's rules; other modules add their own (deposit limits, bonus rules, …). */
export const ELIGIBILITY_REASONS = [
  'money_mode_practice',
  'money_mode_wind_down',
  'account_suspended',
  'account_terminated',
  'account_closed',
  'account_inactive',
  'account_pending_validation',
  'birthday_missing',
  'underage',
  'state_missing',
  'blocked_state',
  'mobile_unverified',
  'kyc_unverified',
  'instrument_name_required',
  'instrument_name_mismatch',
] as const;
export type EligibilityReason = (typeof ELIGIBILITY_REASONS)[number];

/** Where a player fixes what a refusal names (web routes). */
export const REASON_FIX_ROUTE: Partial<Record<EligibilityReason, string>> = {
  birthday_missing: '/info',
  state_missing: '/info',
  mobile_unverified: '/verify-mobile',
  kyc_unverified: '/kyc',
};
