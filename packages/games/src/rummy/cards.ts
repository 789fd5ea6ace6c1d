import { cardNotation } from '../cards/notation';

// Cards of 13-card Indian rummy as players and the API write them: rank A, 2 … 10, J, Q, K followed by the
// suit S, H, D or C ('10D', 'QS'), and 'PJ' for the printed joker. Inside the engine a card is also a small
// integer code, the shoe's numbering (shoe.ts; cards/notation.ts): code c < 52 has rank ⌊c/4⌋ + 1 (A = 1 …
// K = 13) and suit c mod 4 (S, H, D, C); code 52 is the printed joker. Codes make the arrangement search fast.

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export { SUITS } from '../cards/notation';
export const PRINTED_JOKER = 'PJ';
export const PJ_CODE = 52;
export const HAND_SIZE = 13;
/** No hand costs more than this; a wrong show costs exactly this. */
export const MAX_POINTS = 80;
/** No rank is wild (only the printed joker is a joker). */
export const NO_WILD = 0;

const NOTATION = cardNotation(RANKS, [PRINTED_JOKER]);

export const { codeOf, nameOf, isCard } = NOTATION;

/** Rank 1 (A) … 13 (K) of a code below 52. */
export function rankOfCode(code: number): number {
  return Math.floor(code / 4) + 1;
}

export function suitOfCode(code: number): number {
  return code % 4;
}

/**
 * The wild rank as a number 1–13. Accepts a rank ('7', 'A', '10'), the cut card itself ('7H') and 'PJ'
 * (a cut printed joker makes aces wild). Anything else means no rank is wild.
 */
export function wildRankNumber(wildRank: string): number {
  if (wildRank === PRINTED_JOKER) return 1;
  const asRank = RANKS.indexOf(wildRank as (typeof RANKS)[number]);
  if (asRank >= 0) return asRank + 1;
  const code = codeOf(wildRank);
  return code >= 0 && code < 52 ? rankOfCode(code) : NO_WILD;
}

/** The wild rank a cut card makes: its own rank, or aces for a printed joker. */
export function wildRankOfCut(cutCard: string): (typeof RANKS)[number] {
  const code = codeOf(cutCard);
  if (code < 0) throw new RangeError(`${cutCard} is not a card`);
  return code === PJ_CODE ? 'A' : RANKS[rankOfCode(code) - 1]!;
}

export function isJokerCode(code: number, wild: number): boolean {
  return code === PJ_CODE || (wild !== NO_WILD && rankOfCode(code) === wild);
}

/** Face cards and aces 10, number cards their value, jokers (printed and wild) 0. */
export function pointsOfCode(code: number, wild: number): number {
  if (isJokerCode(code, wild)) return 0;
  const rank = rankOfCode(code);
  return rank === 1 || rank > 10 ? 10 : rank;
}

export function cardPoints(card: string, wildRank: string): number {
  const code = codeOf(card);
  if (code < 0) throw new RangeError(`${card} is not a card`);
  return pointsOfCode(code, wildRankNumber(wildRank));
}

export function isJoker(card: string, wildRank: string): boolean {
  const code = codeOf(card);
  return code >= 0 && isJokerCode(code, wildRankNumber(wildRank));
}

/** One pack per two players or fewer, two packs for 3–6 (ADR 016). */
export function decksFor(players: number): 1 | 2 {
  if (!Number.isInteger(players) || players < 2 || players > 6)
    throw new RangeError('rummy is played by 2 to 6 players');
  return players === 2 ? 1 : 2;
}

/** The unshuffled pack: per deck the 52 cards in code order, then the printed joker (53 cards a deck). */
export function unshuffledPack(decks: 1 | 2): string[] {
  const pack: string[] = [];
  for (let deck = 0; deck < decks; deck++) pack.push(...NOTATION.names);
  return pack;
}

/** Sorted copy, for comparing two multisets of cards. */
export function sortedCards(cards: readonly string[]): string[] {
  return [...cards].sort((a, b) => codeOf(a) - codeOf(b));
}

/** Removes one copy of each of `cards` from `from`; null when one of them is missing. */
export function removeCards(from: readonly string[], cards: readonly string[]): string[] | null {
  const rest = [...from];
  for (const card of cards) {
    const index = rest.indexOf(card);
    if (index < 0) return null;
    rest.splice(index, 1);
  }
  return rest;
}

/** True when `a` and `b` hold the same cards, ignoring order. */
export function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const left = sortedCards(a);
  const right = sortedCards(b);
  return left.every((card, index) => card === right[index]);
}

/** The cards sorted into one group per suit (S, H, D, C), by rank, with the jokers in a group of their own. */
export function groupBySuit(cards: readonly string[], wildRank: string): string[][] {
  const wild = wildRankNumber(wildRank);
  const groups: string[][] = [[], [], [], [], []];
  for (const card of sortedCards(cards)) {
    const code = codeOf(card);
    groups[isJokerCode(code, wild) ? 4 : suitOfCode(code)]!.push(card);
  }
  for (const group of groups) group.sort((a, b) => rankOfCode(codeOf(a)) - rankOfCode(codeOf(b)));
  return groups.filter((group) => group.length > 0);
}
