import { ConfigError, type Env } from '../../config';

// Round timings of the European roulette and Zoo Roulette wheels and the idle limit of a Mines round. The defaults suit a
// real table; the variables exist so browser tests run short rounds (scripts/e2e-server.mjs).

export interface WheelTimings {
  /** Betting window of a roulette spin. */
  rouletteBettingMs: number;
  /** From "no more bets" to the result: the wheel animation. */
  rouletteSpinMs: number;
  /** The result stays on the table before the next betting window. */
  roulettePauseMs: number;
  /** Zoo Roulette (issue 24): betting window, the wheel's spin, the result before the next window. */
  zooBettingMs: number;
  zooSpinMs: number;
  zooPauseMs: number;
  /** A Mines round nobody touched for this long is settled by the scheduler (docs/house-games.md). */
  minesIdleMs: number;
}

export const DEFAULT_WHEEL_TIMINGS: WheelTimings = {
  rouletteBettingMs: 20_000,
  rouletteSpinMs: 6_000,
  roulettePauseMs: 4_000,
  zooBettingMs: 15_000,
  zooSpinMs: 6_000,
  zooPauseMs: 4_000,
  minesIdleMs: 30 * 60_000,
};

const VARIABLES: [keyof WheelTimings, string, number, number][] = [
  ['rouletteBettingMs', 'HOUSE_ROULETTE_BETTING_MS', 2_000, 120_000],
  ['rouletteSpinMs', 'HOUSE_ROULETTE_SPIN_MS', 1_000, 30_000],
  ['roulettePauseMs', 'HOUSE_ROULETTE_PAUSE_MS', 500, 60_000],
  ['zooBettingMs', 'HOUSE_ZOO_BETTING_MS', 2_000, 120_000],
  ['zooSpinMs', 'HOUSE_ZOO_SPIN_MS', 1_000, 30_000],
  ['zooPauseMs', 'HOUSE_ZOO_PAUSE_MS', 500, 60_000],
  ['minesIdleMs', 'HOUSE_MINES_IDLE_MS', 10_000, 86_400_000],
];

export function wheelTimingsFrom(env: Env): WheelTimings {
  const timings = { ...DEFAULT_WHEEL_TIMINGS };
  for (const [key, name, min, max] of VARIABLES) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new ConfigError(
        `${name}: must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`,
      );
    timings[key] = value;
  }
  return timings;
}
