import type { EligibilityReason } from '@khelo/contracts/compliance';
import { ageOn, todayInIndia } from '@khelo/contracts/profile';
import type { ComplianceSettings } from './compliance.config';
import type { PlayerFacts } from './compliance.repository';
import { namesMatch } from './name-match';
import type { CashAction, CashCheck, CashRule, CashRuleMany, Refusal } from './register-compliance';

// The cash-play rules of this module (docs/compliance.md), in the order a player meets them: the operator's
// money mode, the account's status, age, state of residence, mobile verification, and for withdrawals KYC
// and the payout instrument's name. Each refusal names the rule and what the player can do.
//
// Age and state gate what puts money into play (deposits, cash games). Withdrawals return the player's own
// money, so they are checked by the account, the mobile, KYC and the instrument only: a player who moved to
// a blocked state can still take the balance out.

export interface EligibilityDeps {
  settings: ComplianceSettings;
  facts: (playerId: string) => Promise<PlayerFacts | null>;
  /** The facts of many players in one read; a player not found is missing. */
  factsMany?: (playerIds: string[]) => Promise<Map<string, PlayerFacts>>;
  kycNames: (playerId: string) => Promise<string[]>;
  now: () => Date;
}

function refuse(reason: EligibilityReason, message: string, details?: Record<string, string>): Refusal {
  return details ? { reason, message, statusCode: 403, details } : { reason, message, statusCode: 403 };
}

const DOING: Record<CashAction, string> = {
  deposit: 'Adding cash',
  cash_game: 'Cash games',
  withdrawal: 'Withdrawals',
};

export function moneyModeRefusal(settings: ComplianceSettings, action: CashAction): Refusal | null {
  switch (settings.moneyMode) {
    case 'real':
      return null;
    case 'practice':
      return refuse(
        'money_mode_practice',
        `${DOING[action]}: not available, this site offers free practice play only (no cash in or out). Practice games stay open.`,
      );
    case 'wind-down':
      if (action === 'withdrawal') return null;
      return refuse(
        'money_mode_wind_down',
        `${DOING[action]}: closed, this site is winding down cash play. You can still withdraw your balance.`,
      );
  }
}

const STATUS_REFUSALS: Record<Exclude<PlayerFacts['status'], 'active'>, [EligibilityReason, string]> = {
  suspended: ['account_suspended', 'your account is suspended. Please contact support.'],
  terminated: ['account_terminated', 'your account is terminated.'],
  closed: ['account_closed', 'your account is closed. Please contact support.'],
  inactive: ['account_inactive', 'your account is inactive. Log in again to reactivate it.'],
  pending_validation: [
    'account_pending_validation',
    'your account is waiting for validation by support. Cash play opens once it is validated.',
  ],
};

function statusRefusal(facts: PlayerFacts, action: CashAction): Refusal | null {
  if (facts.status === 'active') return null;
  const [reason, text] = STATUS_REFUSALS[facts.status];
  return refuse(reason, `${DOING[action]} need an active account: ${text}`);
}

function ageRefusal(facts: PlayerFacts, minimumAge: number, now: Date): Refusal | null {
  if (!facts.birthday)
    return refuse(
      'birthday_missing',
      `Cash play is for players aged ${minimumAge} or over: add your birthday on My Profile (/info).`,
    );
  if (ageOn(facts.birthday, todayInIndia(now)) < minimumAge)
    return refuse(
      'underage',
      `Cash play is for players aged ${minimumAge} or over, and the birthday on your profile says you are younger. Free practice games stay open.`,
    );
  return null;
}

function stateRefusal(facts: PlayerFacts, blockedStates: string[]): Refusal | null {
  if (!facts.state)
    return refuse(
      'state_missing',
      'Cash play depends on your state of residence: add your state on My Profile (/info).',
    );
  const state = facts.state.toLowerCase();
  if (blockedStates.some((blocked) => blocked.toLowerCase() === state))
    return refuse(
      'blocked_state',
      `Cash play is not available to residents of ${facts.state} (not allowed in ${blockedStates.join(', ')}). Free practice games stay open.`,
      { state: facts.state },
    );
  return null;
}

function mobileRefusal(facts: PlayerFacts): Refusal | null {
  if (facts.mobileNumber && facts.mobileVerifiedAt) return null;
  return refuse(
    'mobile_unverified',
    'Cash play needs a verified mobile number: verify your number at /verify-mobile.',
  );
}

async function withdrawalRefusal(deps: EligibilityDeps, check: CashCheck): Promise<Refusal | null> {
  const names = await deps.kycNames(check.playerId);
  if (names.length === 0)
    return refuse(
      'kyc_unverified',
      'Withdrawals need verified KYC: submit your Aadhaar or PAN at /kyc and wait for its approval.',
    );
  const instrument = check.instrument;
  if (!instrument) return null;
  const what = instrument.kind === 'bank' ? 'bank account' : 'UPI ID';
  const holder = instrument.holderName?.trim();
  if (!holder)
    return refuse(
      'instrument_name_required',
      `Withdrawals go only to your own account: enter the name on the ${what}, as on your KYC document.`,
    );
  if (!names.some((name) => namesMatch(holder, name)))
    return refuse(
      'instrument_name_mismatch',
      `The name on this ${what} ("${holder}") does not match the name on your KYC document: withdrawals go only to your own account.`,
      { name: holder },
    );
  return null;
}

/** The money mode: no database read, so it runs first and answers the same for everyone. */
export function moneyModeRule(settings: ComplianceSettings): CashRule {
  return (check) => Promise.resolve(moneyModeRefusal(settings, check.action));
}

async function eligibilityOf(
  deps: EligibilityDeps,
  check: CashCheck,
  facts: PlayerFacts | null,
): Promise<Refusal | null> {
  if (!facts) return refuse('account_closed', 'This account does not exist.');
  const money = check.action !== 'withdrawal';
  return (
    statusRefusal(facts, check.action) ??
    (money ? ageRefusal(facts, deps.settings.minimumAge, deps.now()) : null) ??
    (money ? stateRefusal(facts, deps.settings.blockedStates) : null) ??
    mobileRefusal(facts) ??
    (check.action === 'withdrawal' ? await withdrawalRefusal(deps, check) : null)
  );
}

/** Account, age, state, mobile; KYC and the instrument for withdrawals. */
export function eligibilityRule(deps: EligibilityDeps): CashRule {
  return async (check) => eligibilityOf(deps, check, await deps.facts(check.playerId));
}

/** The same for many checks, the players' facts read at once. */
export function eligibilityRuleMany(deps: EligibilityDeps): CashRuleMany {
  return async (checks) => {
    const facts = deps.factsMany
      ? await deps.factsMany([...new Set(checks.map((check) => check.playerId))])
      : null;
    return Promise.all(
      checks.map(async (check) =>
        eligibilityOf(
          deps,
          check,
          facts ? (facts.get(check.playerId) ?? null) : await deps.facts(check.playerId),
        ),
      ),
    );
  };
}
