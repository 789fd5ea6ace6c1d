// The Fortune Wheel's timings (docs/fortune-wheel.md). Defaults are the spec's; e2e and tests shorten them.

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
}

function ms(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 50 || value > 600_000)
    throw new Error(`${name} must be 50 to 600000 ms`);
  return value;
}

export function fortuneWheelSettingsFrom(env: NodeJS.ProcessEnv): FortuneWheelSettings {
  return {
    presenceMs: ms(env, 'FORTUNE_PRESENCE_MS', 15_000),
    turnMs: ms(env, 'FORTUNE_TURN_MS', 3_000),
    solveMs: ms(env, 'FORTUNE_SOLVE_MS', 10_000),
    bonusMs: ms(env, 'FORTUNE_BONUS_MS', 10_000),
    revealMs: ms(env, 'FORTUNE_REVEAL_MS', 1_500),
    sweepMs: ms(env, 'FORTUNE_SWEEP_MS', 500),
  };
}
