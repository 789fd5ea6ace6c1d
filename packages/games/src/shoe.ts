import { fairShuffle } from './fair';

// A shoe of 6 or 8 decks for the card games (Dragon Tiger, Baccarat), shuffled by the provably fair
// generator (docs/house-games.md, "Card games"): fair.ts's Fisher–Yates over the float stream of
// HMAC-SHA256(shoe seed, "clientSeed:nonce:block") blocks (the scheme Stake publishes for its card games). The shoe is fixed by its seed; a round is the cards
// from a position in it, so anyone holding the revealed seed rebuilds the shoe and every round dealt from it.

export const SHOE_DECK_COUNTS = [6, 8] as const;
export type ShoeDecks = (typeof SHOE_DECK_COUNTS)[number];

/** A card 0-51: rank = floor(card / 4) + 1 (A = 1 … K = 13), suit = card % 4 (♠ ♥ ♦ ♣). */
export type Card = number;

export const SUITS = ['♠', '♥', '♦', '♣'] as const;
const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export function rankOf(card: Card): number {
  return Math.floor(card / 4) + 1;
}

export function suitOf(card: Card): (typeof SUITS)[number] {
  return SUITS[card % 4]!;
}

export function cardLabel(card: Card): string {
  return `${RANK_LABELS[rankOf(card) - 1]}${suitOf(card)}`;
}

/**
 * The shoe in dealing order: decks × 52 cards, Fisher–Yates from the last position down, the k-th swap
 * (k = 0, 1, …) taking j = floor(float(k) · (i + 1)) for position i (decks·52 − 1 floats).
 */
export function shuffleShoe(
  serverSeed: string,
  clientSeed: string,
  nonce: number | string,
  decks: ShoeDecks,
): Card[] {
  // Position p of the unshuffled shoe holds card p mod 52 (deck after deck).
  return fairShuffle(decks * 52, serverSeed, clientSeed, nonce).map((position) => position % 52);
}

/** Where the cut card sits: before position total − cardsBehind (0-based), i.e. that many cards are left. */
export function cutIndexOf(decks: ShoeDecks, cardsBehind: number): number {
  const total = decks * 52;
  if (!Number.isInteger(cardsBehind) || cardsBehind < 6 || cardsBehind > total - 1)
    throw new RangeError(`cards behind the cut card must be 6 to ${total - 1}`);
  return total - cardsBehind;
}

/**
 * After a round has dealt up to `nextCard`, does the shoe end? The cut card came out when the round dealt
 * the card at or past the cut position: the round is finished, then the shoe is replaced.
 */
export function shoeIsOver(nextCard: number, cutIndex: number): boolean {
  return nextCard >= cutIndex;
}
