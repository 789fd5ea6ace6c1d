import { MAX_POINTS } from './cards';
import type { MatchPlayer, Penalty, RummyOptions } from './state';

// The numbers of each variant (spec "Rummy", issue 17, ADR 016).

export const WRONG_SHOW_POINTS = MAX_POINTS;
/** A valid declaration made after the winner's (a loser who melds everything). */
export const SECOND_VALID_POINTS = 2;
/** Missed turns in a row that drop a player (at the middle-drop penalty). */
export const MISSED_TURNS_TO_DROP = 3;
export const MIN_PLAYERS = 2;
export const MAX_SEATS = 6;

/** First drop (before drawing any card), middle drop (after): 20/40, pool 201: 25/50. */
export function dropPoints(options: RummyOptions, penalty: Exclude<Penalty, 'wrong-show'>): number {
  const big = options.variant === 'pool' && options.pool === 201;
  if (penalty === 'first-drop') return big ? 25 : 20;
  return big ? 50 : 40;
}

export function penaltyPoints(options: RummyOptions, penalty: Penalty): number {
  return penalty === 'wrong-show' ? WRONG_SHOW_POINTS : dropPoints(options, penalty);
}

/** Deals: every player starts with 80 chips per player at the table. */
export function startingChips(players: number): number {
  return MAX_POINTS * players;
}

/** Pool: out at or above the pool. */
export function isEliminated(options: RummyOptions, score: number): boolean {
  return options.variant === 'pool' && score >= options.pool;
}

/** Pool: how many first drops a player can still take and stay in (the unit of the split). */
export function dropsLeft(options: Extract<RummyOptions, { variant: 'pool' }>, score: number): number {
  return Math.max(0, Math.floor((options.pool - 1 - score) / dropPoints(options, 'first-drop')));
}

/**
 * Pool split (the formula the Indian rummy sites publish, e.g. RummyCircle's "split" help page): the prize
 * is counted in entry fees (N players started, so N entries). Every remaining player is first paid one entry
 * for each drop they have left above the player with the fewest; the rest is shared equally. In integer
 * weights over the denominator k·N (k players remaining): w_i = k·(d_i − d_min) + (N − Σ_j (d_j − d_min)).
 * Offered after a hand when 2 players remain (the match started with 3 or more), or 3 remain (started with
 * 4 or more), and at least one entry is left to share after the equalising payments. Null when not offered.
 */
export function splitShares(
  options: RummyOptions,
  remaining: readonly MatchPlayer[],
  startedWith: number,
): { shares: { seat: number; share: number }[]; denominator: number } | null {
  if (options.variant !== 'pool') return null;
  const k = remaining.length;
  if (!((k === 2 && startedWith >= 3) || (k === 3 && startedWith >= 4))) return null;
  const drops = remaining.map((player) => dropsLeft(options, player.score));
  const fewest = Math.min(...drops);
  const extra = drops.reduce((sum, d) => sum + (d - fewest), 0);
  const rest = startedWith - extra;
  if (rest < 1) return null;
  return {
    shares: remaining.map((player, index) => ({
      seat: player.seat,
      share: k * (drops[index]! - fewest) + rest,
    })),
    denominator: k * startedWith,
  };
}
