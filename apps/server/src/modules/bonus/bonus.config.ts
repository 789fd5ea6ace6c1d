import { ConfigError, type Env } from '../../config';

// The operator's bonus settings (issue 8; docs/bonus-and-tax.md). Amounts are whole rupees in the
// environment and paise here.

export interface BonusSettings {
  /** Instant cash on sign-up (SIGNUP_BONUS, rupees). */
  signupPaise: bigint;
  /** The first deposit's welcome bonus as a percentage of it (WELCOME_BONUS_PERCENT). */
  welcomePercent: number;
  /** The welcome bonus at most (WELCOME_BONUS_CAP, rupees). */
  welcomeCapPaise: bigint;
  /** The referrer's bonus when a referred player's first deposit completes (REFERRAL_BONUS, rupees). */
  referralPaise: bigint;
  /** Days a bonus can be released before it expires (BONUS_CLAIM_DAYS). */
  claimDays: number;
  /** The share of each cash stake released from bonus to cash (BONUS_RELEASE_PERCENT). */
  releasePercent: number;
}

/** No sign-up, welcome or referral bonus: what tests of other modules run with (test-app.ts). */
export const NO_BONUSES: BonusSettings = {
  signupPaise: 0n,
  welcomePercent: 0,
  welcomeCapPaise: 0n,
  referralPaise: 0n,
  claimDays: 30,
  releasePercent: 10,
};

const VARIABLES: [keyof BonusSettings, string, number, number, number][] = [
  ['signupPaise', 'SIGNUP_BONUS', 25, 0, 10_000],
  ['welcomePercent', 'WELCOME_BONUS_PERCENT', 100, 0, 500],
  ['welcomeCapPaise', 'WELCOME_BONUS_CAP', 1_000, 0, 1_000_000],
  ['referralPaise', 'REFERRAL_BONUS', 100, 0, 100_000],
  ['claimDays', 'BONUS_CLAIM_DAYS', 30, 1, 3_650],
  ['releasePercent', 'BONUS_RELEASE_PERCENT', 10, 1, 100],
];

export function bonusSettingsFrom(env: Env): BonusSettings {
  const values: Record<string, number> = {};
  for (const [key, name, fallback, min, max] of VARIABLES) {
    const raw = env[name]?.trim();
    const value = raw ? Number(raw) : fallback;
    if (!Number.isInteger(value) || value < min || value > max)
      throw new ConfigError(
        `${name}: must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`,
      );
    values[key] = value;
  }
  return {
    signupPaise: BigInt(values.signupPaise!) * 100n,
    welcomePercent: values.welcomePercent!,
    welcomeCapPaise: BigInt(values.welcomeCapPaise!) * 100n,
    referralPaise: BigInt(values.referralPaise!) * 100n,
    claimDays: values.claimDays!,
    releasePercent: values.releasePercent!,
  };
}
