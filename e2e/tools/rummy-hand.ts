import { bestArrangement, bestDiscard } from '../../packages/games/src/rummy/arrange';
import type { RummyView } from '../../packages/games/src/rummy/state';

// The e2e player's brain: from the view the player's own browser receives (never more), the engine's
// cheapest arrangement decides what to discard, whether the hand can be declared, and what to meld.

export interface TurnPlan {
  /** The card to discard, or to put on the finish slot when `declare`. */
  card: string;
  /** The other 13 cards in groups (a valid declaration when `declare`). */
  groups: string[][];
  declare: boolean;
  points: number;
}

function cardsOf(view: RummyView): string[] {
  if (!view.hand) throw new Error('the view holds no hand');
  return view.hand.flat();
}

/** After drawing (14 cards): declare when a valid show exists, else the discard that leaves the cheapest 13. */
export function planTurn(view: RummyView): TurnPlan {
  const cards = cardsOf(view);
  if (cards.length !== 14) throw new Error(`a turn plan needs 14 cards, the hand has ${cards.length}`);
  const choice = bestDiscard(cards, view.wildRank ?? '');
  return { card: choice.discard, groups: choice.groups, declare: choice.valid, points: choice.points };
}

/** In the meld time after someone else's declaration: the cheapest grouping of the 13 cards. */
export function planMeld(view: RummyView): string[][] {
  return bestArrangement(cardsOf(view), view.wildRank ?? '').groups;
}
