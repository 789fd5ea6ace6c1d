import { randomFloats } from '../fair';
import type { FairSeed } from '../table/table-game';

// The 24-wedge wheel of the main puzzles and the 24-wedge bonus wheel. Every stop comes from the hand's seed:
// spin k is the first float of the stream (server seed, client seed, "nonce:spin:k"), the bonus wheel's stop
// the first float of "nonce:bonus", so a stop is recomputed on /provably-fair from the revealed seed.

export type Wedge = { kind: 'points'; value: number } | { kind: 'bankrupt' } | { kind: 'lose-turn' };

const points = (value: number): Wedge => ({ kind: 'points', value });

/** Clockwise from the top: 21 point wedges, 2 bankrupts, 1 lose a turn. */
export const WHEEL: readonly Wedge[] = [
  points(2500),
  points(600),
  points(700),
  points(600),
  points(650),
  points(500),
  points(700),
  { kind: 'bankrupt' },
  points(600),
  points(550),
  points(500),
  points(600),
  { kind: 'bankrupt' },
  points(650),
  points(800),
  { kind: 'lose-turn' },
  points(700),
  points(900),
  points(650),
  points(500),
  points(900),
  points(300),
  points(500),
  points(850),
];

export const WEDGES = 24;

function stopOf(fair: FairSeed, suffix: string): number {
  const [unit] = randomFloats(fair.serverSeed, fair.clientSeed, `${fair.nonce}:${suffix}`, 1);
  return Math.floor(unit! * WEDGES);
}

/** The wedge spin `index` of the hand stops on. */
export function spinStop(fair: FairSeed, index: number): number {
  return stopOf(fair, `spin:${index}`);
}

/** The bonus wheel's wedge of the hand. */
export function bonusStop(fair: FairSeed): number {
  return stopOf(fair, 'bonus');
}

/** A Fisher–Yates shuffle of `items` driven by the stream of (seed, "nonce:label"): the same seed, the same order. */
export function seededShuffle<T>(items: readonly T[], fair: FairSeed, label: string): T[] {
  const out = [...items];
  const floats = randomFloats(fair.serverSeed, fair.clientSeed, `${fair.nonce}:${label}`, out.length);
  for (let index = out.length - 1; index > 0; index--) {
    const pick = Math.floor(floats[out.length - 1 - index]! * (index + 1));
    [out[index], out[pick]] = [out[pick]!, out[index]!];
  }
  return out;
}
