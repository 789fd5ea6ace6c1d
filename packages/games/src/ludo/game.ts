import type { TableGame } from '../table/table-game';
import { botMove } from './bot';
import type { LudoMove, LudoOptions, LudoResult, LudoState, LudoView } from './state';
import { applyMove, deal, join, leave, newMatch, pendingOf, phaseOf, timeout, timeUp } from './table';
import { viewOf } from './view';

// Classic Ludo for 2 to 4 players and its timed variant, on the generic table runtime. One match is one
// game; the rules are in docs/ludo-and-tambola.md.
export const ludoGame: TableGame<LudoState, LudoMove, LudoView, LudoOptions, LudoResult> = {
  id: 'ludo',
  newMatch,
  join,
  leave,
  deal,
  apply: applyMove,
  timeout,
  clockUp: timeUp,
  pending: pendingOf,
  phase: phaseOf,
  view: viewOf,
  handOutcome: (state) => state.result,
  matchResult: (state) => (state.phase === 'match-over' ? state.result : null),
  botMove,
};
