import { ALTERNATE_PICKS, ONSTAGE_PICKS } from '@khelo/games/fortune-wheel/index';
import type { Env } from '../../config';

// The Fortune Wheel's timings and draw sizes (docs/fortune-wheel.md). Defaults are the spec's; e2e and tests
// shorten the timers, and the e2e server draws fewer picks so that 4 browsers make a whole show.

export interface FortuneWheelSettings {
  /** The presence check before each round (spec: 15 s). */
  presenceMs: number;
  /** A turn's time to act: spin, buy a vowel or press solve (spec: 3 s). */
  turnMs: number;
  /** Typing an answer after pressing solve or buzzing in the toss-up. */
  solveMs: number;
  /** The bonus round's time to solve (spec: 10 s). */
  bonusMs: number;
  /** The toss-up turns a tile this often. */
  revealMs: number;
  /** How often the show runner looks for due shows. */
  sweepMs: number;
  /** The draw's stage picks (spec: 7) and alternates (spec: 9). */
  onstagePicks: number;
  alternatePicks: number;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

const ms = (env: Env, name: string, fallback: number) => int(env, name, fallback, 50, 600_000);

export function fortuneWheelSettingsFrom(env: Env): FortuneWheelSettings {
  return {
    presenceMs: ms(env, 'FORTUNE_PRESENCE_MS', 15_000),
    turnMs: ms(env, 'FORTUNE_TURN_MS', 3_000),
    solveMs: ms(env, 'FORTUNE_SOLVE_MS', 10_000),
    bonusMs: ms(env, 'FORTUNE_BONUS_MS', 10_000),
    revealMs: ms(env, 'FORTUNE_REVEAL_MS', 1_500),
    sweepMs: ms(env, 'FORTUNE_SWEEP_MS', 500),
    onstagePicks: int(env, 'FORTUNE_ONSTAGE_PICKS', ONSTAGE_PICKS, 1, 100),
    alternatePicks: int(env, 'FORTUNE_ALTERNATE_PICKS', ALTERNATE_PICKS, 0, 100),
  };
}

/** The spec's settings, as a server with no FORTUNE_* variables runs. */
export const DEFAULT_FORTUNE_WHEEL_SETTINGS: FortuneWheelSettings = fortuneWheelSettingsFrom({});
