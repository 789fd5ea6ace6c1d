import { COLOR_ORDER_MS, COLOR_WAIT_MS } from '@khelo/games/color';
import { CRASH_GROWTH_PER_SECOND } from '@khelo/games/crash';
import { ConfigError, type Env } from '../../config';

// Round timings of the house games. The defaults are the spec's (color prediction: 45 s to order, 15 s
// waiting) and Aviator's usual pace; the variables exist so browser tests and benchmarks run short rounds.

export interface HouseTimings {
  crashBettingMs: number;
  /** Pause after a crash before the next betting window, showing the result. */
  crashPauseMs: number;
  crashGrowthPerSecond: number;
  colorOrderMs: number;
  colorWaitMs: number;
}

export const DEFAULT_HOUSE_TIMINGS: HouseTimings = {
  crashBettingMs: 7_000,
  crashPauseMs: 3_000,
  crashGrowthPerSecond: CRASH_GROWTH_PER_SECOND,
  colorOrderMs: COLOR_ORDER_MS,
  colorWaitMs: COLOR_WAIT_MS,
};

const VARIABLES: [keyof HouseTimings, string, number, number][] = [
  ['crashBettingMs', 'HOUSE_CRASH_BETTING_MS', 1_000, 60_000],
  ['crashPauseMs', 'HOUSE_CRASH_PAUSE_MS', 500, 60_000],
  ['crashGrowthPerSecond', 'HOUSE_CRASH_GROWTH', 0.01, 2],
  ['colorOrderMs', 'HOUSE_COLOR_ORDER_MS', 2_000, 600_000],
  ['colorWaitMs', 'HOUSE_COLOR_WAIT_MS', 1_000, 600_000],
];

export function houseTimingsFrom(env: Env): HouseTimings {
  const timings = { ...DEFAULT_HOUSE_TIMINGS };
  for (const [key, name, min, max] of VARIABLES) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max)
      throw new ConfigError(`${name}: must be a number from ${min} to ${max} (got ${JSON.stringify(raw)})`);
    timings[key] = value;
  }
  // Issues follow the day; a period that does not divide it would number them unevenly.
  if (86_400_000 % (timings.colorOrderMs + timings.colorWaitMs) !== 0)
    throw new ConfigError('HOUSE_COLOR_ORDER_MS: order + wait must divide a day into whole issues');
  return timings;
}
