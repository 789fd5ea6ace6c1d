import { outcomeHash, UNIT_BITS, unitInteger } from './fair';

// Aviator-style crash: the multiplier rises from 1.00x and stops at the round's crash point. Multipliers
// are integer hundredths (150 = 1.50x) so money arithmetic stays exact.

/** 3 % house edge: cashing out at any target m pays m with probability 0.97 / m, an expected 97 % return. */
export const CRASH_HOUSE_EDGE_PERCENT = 3;
/** Default growth: the multiplier is e^(rate · seconds), 2x after about 8.7 s, 10x after about 29 s. */
export const CRASH_GROWTH_PER_SECOND = 0.08;

const RANGE = 1n << BigInt(UNIT_BITS);

/**
 * Crash point in hundredths from an outcome hash: floor((100 - edge) / (1 - X)) with X the first 52 bits
 * as a fraction, never below 100. Then P(crash ≥ m) = (1 - edge) / m exactly for every m in hundredths.
 */
export function crashPointFromHash(hash: string): number {
  const x = BigInt(unitInteger(hash));
  const value = ((100n - BigInt(CRASH_HOUSE_EDGE_PERCENT)) * RANGE) / (RANGE - x);
  return Math.max(100, Number(value));
}

export function crashPoint(serverSeed: string, clientSeed: string, nonce: number | string): number {
  return crashPointFromHash(outcomeHash(serverSeed, clientSeed, nonce));
}

/** The multiplier (hundredths) shown `elapsedMs` after take-off. */
export function multiplierAt(elapsedMs: number, growthPerSecond = CRASH_GROWTH_PER_SECOND): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp((growthPerSecond * elapsedMs) / 1000) + 1e-9);
}

/** Milliseconds after take-off at which the multiplier first reaches `multiplier` (hundredths). */
export function msToReach(multiplier: number, growthPerSecond = CRASH_GROWTH_PER_SECOND): number {
  if (multiplier <= 100) return 0;
  let ms = Math.floor((Math.log(multiplier / 100) / growthPerSecond) * 1000);
  while (multiplierAt(ms, growthPerSecond) < multiplier) ms++;
  while (ms > 0 && multiplierAt(ms - 1, growthPerSecond) >= multiplier) ms--;
  return ms;
}

/** Payout in paise of a stake cashed out at `multiplier` (hundredths), rounded down to the paisa. */
export function crashPayout(stakePaise: number, multiplier: number): number {
  return Math.floor((stakePaise * multiplier) / 100);
}

/** The smallest and largest auto cash-out targets accepted (hundredths). */
export const AUTO_CASHOUT_MIN = 101;
export const AUTO_CASHOUT_MAX = 1_000_000;

export function formatMultiplier(multiplier: number): string {
  return `${(multiplier / 100).toFixed(2)}x`;
}
