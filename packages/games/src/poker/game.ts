import type { TableGame } from '../table/table-game';
import { botMove } from './bot';
import { deal } from './deal';
import { applyBet, timeoutHand } from './play';
import { refuse } from './refusal';
import type { PokerHandOutcome, PokerMove, PokerOptions, PokerState, PokerView } from './state';
import { applyTableMove, join, leave, newMatch, pendingOf, phaseOf } from './table';
import { viewOf } from './view';

// No-Limit Hold'em and Pot-Limit Omaha (4 and 5 cards) cash tables on the generic table runtime. A cash table
// never ends by itself: matchResult is always null. The rules are in docs/poker.md.

const TABLE_MOVES = new Set(['top-up', 'sit-out', 'sit-in', 'auto-muck']);

export const pokerGame: TableGame<PokerState, PokerMove, PokerView, PokerOptions, PokerHandOutcome, null> = {
  id: 'poker',
  newMatch,
  join,
  leave,
  deal,
  apply(state, seat, move) {
    if (typeof move !== 'object' || move === null || typeof move.type !== 'string')
      return refuse('illegal', 'That is not a poker move.');
    if (TABLE_MOVES.has(move.type)) return applyTableMove(state, seat, move);
    return applyBet(state, seat, move);
  },
  timeout: timeoutHand,
  pending: pendingOf,
  phase: phaseOf,
  view: viewOf,
  handOutcome: (state) => state.outcome,
  matchResult: () => null,
  botMove,
};
