import { MONEY_MODES, type MoneyMode } from '@khelo/contracts/compliance';
import { TERMS_BLOCKED_STATES } from '@khelo/contracts/constants';
import { INDIAN_STATES } from '@khelo/contracts/profile';
import { ConfigError, type Env } from '../../config';

// The operator's compliance settings (issue 8; pages-and-rules.md sections 5 and 9). Online money games are
// banned in India since the Online Gaming Act of 2025: the operator chooses MONEY_MODE for its jurisdiction.

export { MONEY_MODES, type MoneyMode };

/** The terms' list: cash play is unavailable to residents of these states. */
export const DEFAULT_BLOCKED_STATES = TERMS_BLOCKED_STATES;

export interface ComplianceSettings {
  /** real: cash play; practice: free chips only, no cash in or out; wind-down: withdrawals only. */
  moneyMode: MoneyMode;
  /** States whose residents may not play for cash (BLOCKED_STATES, comma-separated). */
  blockedStates: string[];
  minimumAge: number;
  /**
   * CRYPTO_WITHDRAWALS (off by default): whether players may ask for a payout to a Polygon address. The
   * spec's /withdraw-cash page; off, the page and its link are hidden and the call refuses `method: crypto`.
   */
  cryptoWithdrawals: boolean;
}

/** A configured state as the profile spells it; a typo stops the start instead of blocking nobody. */
function canonicalState(state: string): string {
  const known = INDIAN_STATES.find((candidate) => candidate.toLowerCase() === state.toLowerCase());
  if (!known)
    throw new ConfigError(
      `BLOCKED_STATES: ${JSON.stringify(state)} is not a state or union territory of India`,
    );
  return known;
}

function onOff(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw || raw === 'off' || raw === '0' || raw === 'false') return false;
  if (raw === 'on' || raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name}: must be on or off (got ${JSON.stringify(env[name])})`);
}

export function complianceSettingsFrom(env: Env): ComplianceSettings {
  const mode = (env.MONEY_MODE?.trim().toLowerCase() || 'real') as MoneyMode;
  if (!MONEY_MODES.includes(mode))
    throw new ConfigError(
      `MONEY_MODE: must be one of ${MONEY_MODES.join(', ')} (got ${JSON.stringify(env.MONEY_MODE)})`,
    );
  const rawStates = env.BLOCKED_STATES?.trim();
  const blockedStates = rawStates
    ? rawStates
        .split(',')
        .map((state) => state.trim())
        .filter(Boolean)
        .map(canonicalState)
    : [...DEFAULT_BLOCKED_STATES];
  return {
    moneyMode: mode,
    blockedStates,
    minimumAge: 18,
    cryptoWithdrawals: onOff(env, 'CRYPTO_WITHDRAWALS'),
  };
}
