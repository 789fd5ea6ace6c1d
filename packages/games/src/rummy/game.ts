import type { TableGame } from '../table/table-game';
import { botMove } from './bot';
import { deal, join, leave, newMatch, pendingOf, phaseOf, timeoutSplit, voteSplit } from './match';
import { applyHandMove, timeoutHand } from './play';
import { refuse } from './refusal';
import type {
  RummyHandOutcome,
  RummyMatchResult,
  RummyMove,
  RummyOptions,
  RummyState,
  RummyView,
} from './state';
import { viewOf } from './view';

// 13-card Indian rummy on the generic table (table/table-game.ts): points, pool 101/201 and deals.
// The rules it plays are in docs/decisions/016-rummy-decks-and-engine-rules.md.

export type { RummyHandOutcome, RummyMatchResult, RummyMove, RummyOptions, RummyState, RummyView };

export const rummyGame: TableGame<
  RummyState,
  RummyMove,
  RummyView,
  RummyOptions,
  RummyHandOutcome,
  RummyMatchResult
> = {
  id: 'rummy',
  newMatch,
  join: (state, seat) => join(state, seat),
  leave,
  deal,
  apply(state, seat, move) {
    if (state.result) return refuse('notPlaying', 'This game is over.');
    if (typeof move !== 'object' || move === null) return refuse('illegal', 'That is not a rummy move.');
    if (move.type === 'split') return voteSplit(state, seat, move.accept);
    return applyHandMove(state, seat, move);
  },
  timeout: (state) => (state.split ? timeoutSplit(state) : timeoutHand(state)),
  pending: pendingOf,
  phase: phaseOf,
  view: viewOf,
  handOutcome: (state) => state.outcome,
  matchResult: (state) => state.result,
  botMove: (view, seat) => (view.seat === seat ? botMove(view) : null),
};
