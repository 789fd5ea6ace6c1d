import { cardNotation } from '../cards/notation';

// Poker cards in the notation of the whole site (cards/notation.ts): rank 2 … 10, J, Q, K, A followed by
// the suit S, H, D or C ('10D', 'AS'). Inside the engine a card is also a code 0–51, the hand evaluator's numbering:
// code = 4 · rank index (2 = 0 … A = 12) + suit index (S = 0, H = 1, D = 2, C = 3). The unshuffled deck of
// the deal is the codes in order, so position p of the unshuffled deck holds the card with code p.

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export { SUITS } from '../cards/notation';
export const DECK_SIZE = 52;

const NOTATION = cardNotation(RANKS);

export const { codeOf, nameOf, isCard } = NOTATION;

/** The 52 cards in code order: 2S 2H 2D 2C 3S … AC. */
export function unshuffledDeck(): string[] {
  return [...NOTATION.names];
}
