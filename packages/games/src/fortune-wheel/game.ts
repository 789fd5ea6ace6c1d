import type { TableGame } from '../table/table-game';
import { botMove } from './bot';
import { deal, join, leave, newMatch, pendingOf, phaseOf } from './match';
import { applyMove, timeoutMove } from './play';
import { refuse } from '../table/refusal';
import type {
  FortuneWheelMove,
  FortuneWheelOptions,
  FortuneWheelOutcome,
  FortuneWheelState,
  FortuneWheelView,
} from './state';
import { viewOf } from './view';

// The Fortune Wheel promotion's round on the generic table (table/table-game.ts): 3 contestants, a toss-up,
// the main puzzles on the 24-wedge wheel, the leader's bonus. One hand is the whole round; the match is over
// when it ends. The rules: docs/fortune-wheel.md.

export const fortuneWheelGame: TableGame<
  FortuneWheelState,
  FortuneWheelMove,
  FortuneWheelView,
  FortuneWheelOptions,
  FortuneWheelOutcome
> = {
  id: 'fortune-wheel',
  newMatch,
  join: (state, seat) => join(state, seat),
  leave,
  deal,
  apply(state, seat, move) {
    if (typeof move !== 'object' || move === null || typeof move.type !== 'string')
      return refuse('illegal', 'That is not a Fortune Wheel move.');
    return applyMove(state, seat, move);
  },
  timeout: timeoutMove,
  pending: pendingOf,
  phase: phaseOf,
  view: viewOf,
  handOutcome: (state) => state.outcome,
  matchResult: (state) => state.outcome,
  botMove,
};
