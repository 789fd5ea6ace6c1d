import { fairShuffle, randomFloats } from '../fair';
import type { FairSeed } from '../table/table-game';
import { codeOf, isCard, nameOf, RANKS, SUITS } from '../rummy/cards';

// Cards in the rummy notation ('10D', 'AS'; rummy/cards.ts), without the printed joker. In Call Break the ace
// is high: strength 2 … 10, J, Q, K, A = 2 … 14. Spades are always trump.
//
// The deal of a round, fixed by its seed material (docs/tables.md "Fairness", ADR 032):
// 1. The pack: the 52 cards in code order (code c: rank ⌊c/4⌋ + 1 with A = 1, suit c mod 4 in S H D C).
// 2. The shuffle: fair.ts `fairShuffle(52, server seed, client seed, nonce)` (floats 0 … 50 of the stream).
// 3. The toss: float 51 picks the first round's dealer, ⌊f · 4⌋, among the players in seat order; later
//    rounds pass the deal to the next seat, so only the first round uses it.
// 4. The deal: one card at a time from the top (position 0 first), round the players in seat order starting
//    with the lowest seat; 13 each.

export const SPADE = 'S';
export const HAND_SIZE = 13;
export const PLAYERS = 4;

export { isCard, RANKS, SUITS };

export function suitOf(card: string): string {
  return card.slice(-1);
}

/** 2 … 14 (ace high). */
export function strengthOf(card: string): number {
  const rank = Math.floor(codeOf(card) / 4) + 1;
  return rank === 1 ? 14 : rank;
}

export function isPlainCard(card: unknown): card is string {
  return isCard(card) && card !== 'PJ';
}

const SUIT_ORDER: Record<string, number> = { S: 0, H: 1, C: 2, D: 3 };

/** Spades first, then hearts, clubs, diamonds (colours alternate), high to low within a suit. */
export function sortHand(cards: readonly string[]): string[] {
  return [...cards].sort(
    (a, b) => SUIT_ORDER[suitOf(a)]! - SUIT_ORDER[suitOf(b)]! || strengthOf(b) - strengthOf(a),
  );
}

export interface CallBreakDeal {
  /** The shuffled pack, position 0 dealt first. */
  pack: string[];
  /** Index (in seat order) of the first round's dealer. */
  dealer: number;
  /** hands[i]: the 13 cards of the i-th player in seat order, as dealt. */
  hands: string[][];
}

export function dealFromSeed(fair: FairSeed): CallBreakDeal {
  const pack = fairShuffle(52, fair.serverSeed, fair.clientSeed, fair.nonce).map((position) =>
    nameOf(position),
  );
  const toss = randomFloats(fair.serverSeed, fair.clientSeed, fair.nonce, 52)[51]!;
  const hands: string[][] = Array.from({ length: PLAYERS }, () => []);
  pack.forEach((card, index) => hands[index % PLAYERS]!.push(card));
  return { pack, dealer: Math.floor(toss * PLAYERS), hands };
}
