import type { Applied, FairSeed, Refusal } from '../table/table-game';
import { fortuneWheelGame as game } from './game';
import { DEFAULT_BONUS_WEDGES, STARTER_PUZZLES } from './starter-puzzles';
import type { FortuneWheelOptions, FortuneWheelState } from './state';

// Shared by the engine's tests: a dealt round and an unwrap of a move's result.

export function options(
  language: 'en' | 'hi' = 'en',
  extra: Partial<FortuneWheelOptions> = {},
): FortuneWheelOptions {
  return { language, puzzles: STARTER_PUZZLES[language], bonusWedges: DEFAULT_BONUS_WEDGES, ...extra };
}

export function fair(nonce: string | number): FairSeed {
  return { serverSeed: 'fortune-server-seed', clientSeed: 'show-1', nonce: String(nonce) };
}

export function dealt(nonce: string | number = 1, language: 'en' | 'hi' = 'en'): FortuneWheelState {
  return ok(game.deal(game.newMatch(options(language), [0, 1, 2]), fair(nonce))).state;
}

export function ok(result: Applied<FortuneWheelState> | Refusal): Applied<FortuneWheelState> {
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.reason}`);
  return result;
}
