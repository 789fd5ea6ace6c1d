import type { TableGame } from '../table/table-game';
import { botMove } from './bot';
import { deal, join, leave, newMatch, pendingOf, phaseOf } from './match';
import { applyMove, timeoutHand } from './play';
import { refuse } from './rules';
import type {
  TeenPattiMove,
  TeenPattiOptions,
  TeenPattiOutcome,
  TeenPattiState,
  TeenPattiView,
} from './state';
import { viewOf } from './view';

// Teen Patti on the generic table (table/table-game.ts). Rules: docs/tables.md "Teen Patti".

export const teenPattiGame: TableGame<
  TeenPattiState,
  TeenPattiMove,
  TeenPattiView,
  TeenPattiOptions,
  TeenPattiOutcome,
  null
> = {
  id: 'teen-patti',
  newMatch,
  join: (state, seat) => join(state, seat),
  leave,
  deal,
  apply(state, seat, move) {
    if (typeof move !== 'object' || move === null) return refuse('illegal', 'That is not a Teen Patti move.');
    return applyMove(state, seat, move);
  },
  timeout: timeoutHand,
  pending: pendingOf,
  phase: phaseOf,
  view: viewOf,
  handOutcome: (state) => (state.hand?.over ? state.outcome : null),
  matchResult: () => null,
  botMove: (view, seat) => (view.seat === seat ? botMove(view) : null),
};

/** What each seat has put into the pot of the hand being played (boot included); empty between hands. */
export function contributions(state: TeenPattiState): Record<number, number> {
  const hand = state.hand;
  if (!hand) return {};
  return Object.fromEntries(hand.seats.map((seat) => [seat.seat, seat.put]));
}
