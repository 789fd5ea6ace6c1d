import { codeOf, isJokerCode, PJ_CODE, pointsOfCode, rankOfCode, suitOfCode, wildRankNumber } from './cards';

// What a group of cards is, by the rules of issue 17:
// - a sequence: 3 or more cards of one suit in a row, ace low (A-2-3) or high (Q-K-A), never both (no K-A-2);
// - pure when it holds no joker standing in for a card: no printed joker, and wild cards only in their own
//   place (with 7s wild, 6H 7H 8H is pure);
// - a set: 3 or 4 cards of one rank and different suits; jokers may fill it;
// - jokers (printed, and every card of the wild rank) fill any place of an impure sequence or a set.
// A group's label is its best reading: pure sequence, else sequence, else set. A group of jokers only is a
// sequence (it can always be read as one: a wild card in its own place with jokers around it).

export type GroupKind = 'pure-sequence' | 'sequence' | 'set' | 'invalid';

const MAX_RUN = 13;

/** Ranks of a run as positions: aces low (1) or high (14). Null when two cards share a position. */
function positions(ranks: readonly number[], aceHigh: boolean): number[] | null {
  const seen = new Set<number>();
  for (const rank of ranks) {
    const position = aceHigh && rank === 1 ? 14 : rank;
    if (seen.has(position)) return null;
    seen.add(position);
  }
  return [...seen];
}

/** Natural cards (ranks of one suit) plus `jokers` fillers make a run of `size` cards. */
function fitsRun(ranks: readonly number[], size: number): boolean {
  if (size < 3 || size > MAX_RUN) return false;
  if (ranks.length === 0) return true;
  for (const aceHigh of [false, true]) {
    if (aceHigh && !ranks.includes(1)) continue;
    const spots = positions(ranks, aceHigh);
    if (spots && Math.max(...spots) - Math.min(...spots) + 1 <= size) return true;
  }
  return false;
}

function oneSuit(codes: readonly number[]): boolean {
  return codes.every((code) => suitOfCode(code) === suitOfCode(codes[0]!));
}

export function isPureSequenceCodes(codes: readonly number[]): boolean {
  if (codes.length < 3 || codes.includes(PJ_CODE) || !oneSuit(codes)) return false;
  // No fillers: the run is exactly as long as the cards, so the positions must be consecutive.
  return fitsRun(
    codes.map((code) => rankOfCode(code)),
    codes.length,
  );
}

export function isSequenceCodes(codes: readonly number[], wild: number): boolean {
  const naturals = codes.filter((code) => !isJokerCode(code, wild));
  return (
    oneSuit(naturals) &&
    fitsRun(
      naturals.map((code) => rankOfCode(code)),
      codes.length,
    )
  );
}

export function isSetCodes(codes: readonly number[], wild: number): boolean {
  if (codes.length < 3 || codes.length > 4) return false;
  const naturals = codes.filter((code) => !isJokerCode(code, wild));
  const suits = new Set(naturals.map((code) => suitOfCode(code)));
  return (
    suits.size === naturals.length && naturals.every((code) => rankOfCode(code) === rankOfCode(naturals[0]!))
  );
}

export function classifyCodes(codes: readonly number[], wild: number): GroupKind {
  if (codes.length < 3) return 'invalid';
  if (isPureSequenceCodes(codes)) return 'pure-sequence';
  if (isSequenceCodes(codes, wild)) return 'sequence';
  if (isSetCodes(codes, wild)) return 'set';
  return 'invalid';
}

/** Sum of the card points of a group (face cards and aces 10, jokers 0), whatever the group is. */
export function codesPoints(codes: readonly number[], wild: number): number {
  return codes.reduce((sum, code) => sum + pointsOfCode(code, wild), 0);
}

/** Codes of card strings; null when one of them is not a card. */
export function codesOf(cards: readonly unknown[]): number[] | null {
  const codes: number[] = [];
  for (const card of cards) {
    const code = typeof card === 'string' ? codeOf(card) : -1;
    if (code < 0) return null;
    codes.push(code);
  }
  return codes;
}

/**
 * The label of a group for the table's live hints: 'pure-sequence', 'sequence' (with jokers), 'set' or
 * 'invalid' (fewer than 3 cards, not a card, or neither). `wildRank` as in validateDeclaration.
 */
export function classifyGroup(cards: readonly string[], wildRank: string): GroupKind {
  const codes = codesOf(cards);
  return codes ? classifyCodes(codes, wildRankNumber(wildRank)) : 'invalid';
}

/** The points the group's cards are worth (what they cost when they count). Unknown cards count 0. */
export function groupPoints(cards: readonly string[], wildRank: string): number {
  const wild = wildRankNumber(wildRank);
  return codesPoints(
    cards.map((card) => codeOf(card)).filter((code) => code >= 0),
    wild,
  );
}
