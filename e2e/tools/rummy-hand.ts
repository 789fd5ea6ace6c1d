import { bestArrangement, bestDiscard } from '../../packages/games/src/rummy/arrange';
import { botMove } from '../../packages/games/src/rummy/bot';
import type { RummyView } from '../../packages/games/src/rummy/state';

// The e2e player's brain: from the view the player's own browser receives (never more), the engine's
// cheapest arrangement decides whether the hand can be declared and what to meld, and the practice bot's own
// policy which pile to draw from and what to discard. With the closed pile only and the cheapest discard, the
// player lost the race to declare to the bot twelve hands running in one CI run: now it plays as well as
// the bot it plays against.

export interface TurnPlan {
  /** The card to discard, or to put on the finish slot when `declare`. */
  card: string;
  /** When `declare`: the other 13 cards in groups, a valid declaration; else none. */
  groups: string[][];
  declare: boolean;
}

function cardsOf(view: RummyView): string[] {
  if (!view.hand) throw new Error('the view holds no hand');
  return view.hand.flat();
}

/** Before drawing: the open card when the bot would take it (a real gain), else the closed pile. */
export function planDraw(view: RummyView): 'open' | 'closed' {
  const move = botMove(view);
  return move?.type === 'draw' && move.pile === 'open' ? 'open' : 'closed';
}

/** After drawing (14 cards): declare when a valid show exists, else the bot's discard. */
export function planTurn(view: RummyView): TurnPlan {
  const cards = cardsOf(view);
  if (cards.length !== 14) throw new Error(`a turn plan needs 14 cards, the hand has ${cards.length}`);
  const choice = bestDiscard(cards, view.wildRank ?? '');
  if (choice.valid) return { card: choice.discard, groups: choice.groups, declare: true };
  const move = botMove(view);
  return { card: move?.type === 'discard' ? move.card : choice.discard, groups: [], declare: false };
}

/** In the meld time after someone else's declaration: the cheapest grouping of the 13 cards. */
export function planMeld(view: RummyView): string[][] {
  return bestArrangement(cardsOf(view), view.wildRank ?? '').groups;
}
