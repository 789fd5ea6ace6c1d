import type { TableGame } from '../table/table-game';
import { botMove } from './bot';
import { deal, join, leave, newMatch, pendingOf, phaseOf } from './match';
import { applyMove, timeoutMove } from './play';
import { refuse } from '../table/refusal';
import type {
  CallBreakMatchResult,
  CallBreakMove,
  CallBreakOptions,
  CallBreakRoundOutcome,
  CallBreakState,
  CallBreakView,
} from './state';
import { viewOf } from './view';

// Call Break on the generic table (table/table-game.ts): 4 players, 13 tricks a round, spades trump, 1, 2
// or 4 rounds. The rules it plays are in docs/decisions/032-call-break-versions-and-rules.md.

export type {
  CallBreakMatchResult,
  CallBreakMove,
  CallBreakOptions,
  CallBreakRoundOutcome,
  CallBreakState,
  CallBreakView,
};

export const callBreakGame: TableGame<
  CallBreakState,
  CallBreakMove,
  CallBreakView,
  CallBreakOptions,
  CallBreakRoundOutcome,
  CallBreakMatchResult
> = {
  id: 'call-break',
  newMatch,
  join: (state, seat) => join(state, seat),
  leave,
  deal,
  apply(state, seat, move) {
    if (typeof move !== 'object' || move === null) return refuse('illegal', 'That is not a Call Break move.');
    return applyMove(state, seat, move);
  },
  timeout: timeoutMove,
  pending: pendingOf,
  phase: phaseOf,
  view: viewOf,
  handOutcome: (state) => state.outcome,
  matchResult: (state) => state.result,
  botMove,
};
