import { z } from 'zod';
import { operatorIdField } from './player-ref';
import { MONEY_MODES } from './compliance-constants';

// Cash-play compliance (issue 8, docs/compliance.md): the operator's money mode and the rules a player must
// meet to deposit, play cash games and withdraw. Refusals carry a stable `reason` the web translates.

export { MONEY_MODES, CASH_ACTIONS, ELIGIBILITY_REASONS, REASON_FIX_ROUTE } from './compliance-constants';
export type { MoneyMode, CashActionName, EligibilityReason } from './compliance-constants';

// ---------------------------------------------------------------------------------------------------
// GET api/compliance (public)

export const complianceSettingsResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  money_mode: z.enum(MONEY_MODES),
  blocked_states: z.array(z.string()).describe('residents of these states may not play for cash'),
  minimum_age: z.number().int(),
  crypto_withdrawals: z
    .boolean()
    .describe('the operator offers payouts to a Polygon address (/withdraw-cash); off by default'),
});
export type ComplianceSettingsResponse = z.infer<typeof complianceSettingsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// POST api/cash-eligibility (Bearer)

export const cashEligibilityRequestSchema = z.object({
  operator_id: operatorIdField,
  player_id: z.string({ error: 'must be text' }).trim().min(1, 'is required'),
});
export type CashEligibilityRequest = z.input<typeof cashEligibilityRequestSchema>;

export const cashVerdictSchema = z.object({
  allowed: z.boolean(),
  /** Set when refused: the rule's code (this module's or another's, e.g. `deposit_limit`). */
  reason: z.string().nullable(),
  message: z.string().nullable(),
  /** Values the translated text needs, e.g. { state: 'Assam' }. */
  details: z.record(z.string(), z.string()).optional(),
});
export type CashVerdict = z.infer<typeof cashVerdictSchema>;

export const cashEligibilityResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  money_mode: z.enum(MONEY_MODES),
  deposit: cashVerdictSchema,
  cash_game: cashVerdictSchema,
  withdrawal: cashVerdictSchema,
});
export type CashEligibilityResponse = z.infer<typeof cashEligibilityResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /staff/players/:player_id/status (admin, support)

export const STAFF_SETTABLE_STATUSES = ['active', 'suspended', 'terminated'] as const;
export type StaffSettableStatus = (typeof STAFF_SETTABLE_STATUSES)[number];

export const PLAYER_STATUS_MESSAGES = {
  notFound: 'player not found',
  terminated: 'This account is terminated; termination is final',
  changed: 'player status changed',
} as const;

export const playerStatusParamsSchema = z.object({
  player_id: z.uuid('must be a player id'),
});

export const playerStatusBodySchema = z.object({
  status: z.enum(STAFF_SETTABLE_STATUSES, { error: 'must be active, suspended or terminated' }),
  reason: z
    .string({ error: 'is required' })
    .trim()
    .min(3, 'is required (at least 3 characters)')
    .max(500, 'must be at most 500 characters'),
});
export type PlayerStatusBody = z.input<typeof playerStatusBodySchema>;

export const playerStatusResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  player_id: z.string(),
  previous_status: z.string(),
  player_status: z.string(),
});
export type PlayerStatusResponse = z.infer<typeof playerStatusResponseSchema>;
