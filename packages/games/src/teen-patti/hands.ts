import { codeOf, rankOfCode, suitOfCode } from '../rummy/cards';

// Teen Patti hand ranking (issue 21), high to low: trail (three of a kind), pure sequence (three in a row of
// one suit), sequence, colour (one suit), pair, high card. A-K-Q is the top sequence and A-2-3 the second;
// otherwise aces are high. Ties go by the usual card order; suits never break a tie (equal hands split).
// Cards in the rummy notation ('10D', 'AS'); the printed joker is not a Teen Patti card.

export const HAND_CATEGORIES = ['high-card', 'pair', 'colour', 'sequence', 'pure-sequence', 'trail'] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

export interface HandRank {
  category: HandCategory;
  /** Category first (0 = high card … 5 = trail), then the tie-breaking ranks, compared left to right. */
  key: number[];
}

/** Rank 2 … 14 (ace high) of a card; throws on anything that is not one of the 52 cards. */
function rankHigh(card: string): { rank: number; suit: number } {
  const code = codeOf(card);
  if (code < 0 || code >= 52) throw new RangeError(`${card} is not a Teen Patti card`);
  const rank = rankOfCode(code);
  return { rank: rank === 1 ? 14 : rank, suit: suitOfCode(code) };
}

/** The sequence's strength (A-K-Q 15, A-2-3 14, K-Q-J 13 … 4-3-2 4), or 0 when not a run. */
function runStrength(ranks: number[]): number {
  const [a, b, c] = ranks; // descending
  if (a === 14 && b === 3 && c === 2) return 14;
  if (a === 14 && b === 13 && c === 12) return 15;
  if (a! - b! === 1 && b! - c! === 1) return a!;
  return 0;
}

export function rankHand(cards: readonly string[]): HandRank {
  if (cards.length !== 3) throw new RangeError('a Teen Patti hand has 3 cards');
  const parsed = cards.map(rankHigh);
  const ranks = parsed.map((card) => card.rank).sort((x, y) => y - x);
  const flush = parsed.every((card) => card.suit === parsed[0]!.suit);
  const run = runStrength(ranks);
  const at = (category: HandCategory) => HAND_CATEGORIES.indexOf(category);
  if (ranks[0] === ranks[2]) return { category: 'trail', key: [at('trail'), ranks[0]!] };
  if (run && flush) return { category: 'pure-sequence', key: [at('pure-sequence'), run] };
  if (run) return { category: 'sequence', key: [at('sequence'), run] };
  if (flush) return { category: 'colour', key: [at('colour'), ...ranks] };
  if (ranks[0] === ranks[1] || ranks[1] === ranks[2]) {
    const pair = ranks[1]!;
    const kicker = ranks[0] === pair ? ranks[2]! : ranks[0]!;
    return { category: 'pair', key: [at('pair'), pair, kicker] };
  }
  return { category: 'high-card', key: [at('high-card'), ...ranks] };
}

function compareKeys(a: number[], b: number[]): -1 | 0 | 1 {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const diff = (a[index] ?? 0) - (b[index] ?? 0);
    if (diff !== 0) return diff > 0 ? 1 : -1;
  }
  return 0;
}

/** 1 when `a` beats `b`, -1 when `b` beats `a`, 0 when they split the pot. */
export function compareHands(a: string[], b: string[]): -1 | 0 | 1 {
  return compareKeys(rankHand(a).key, rankHand(b).key);
}
