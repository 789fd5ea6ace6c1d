import { evaluate } from '@pokertools/evaluator';
import { codeOf } from './cards';

// The best hand of a player, through @pokertools/evaluator (docs/decisions/027-poker-hand-evaluator.md): a perfect-hash evaluator
// of 5 to 7 cards whose score runs from 1 (royal flush) to 7462 (7-5-4-3-2 offsuit), one score per distinct
// 5-card hand class. We turn it round so that a higher rank wins: rank = 7463 − score.

export type PokerVariant = 'holdem' | 'omaha4' | 'omaha5';

export const CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const;
export type HandCategory = (typeof CATEGORIES)[number];

export interface HandValue {
  category: HandCategory;
  /** 1 (7-5-4-3-2 offsuit) … 7462 (royal flush); higher beats lower, equal ranks split. */
  rank: number;
}

export const HOLE_CARDS: Record<PokerVariant, number> = { holdem: 2, omaha4: 4, omaha5: 5 };
const CLASSES = 7462;
/** The lowest rank of each category, weakest first (the evaluator's score bands, turned round). */
const CATEGORY_FLOORS = [1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453];

export function categoryOf(rank: number): HandCategory {
  let index = CATEGORY_FLOORS.length - 1;
  while (rank < CATEGORY_FLOORS[index]!) index--;
  return CATEGORIES[index]!;
}

function codes(cards: readonly string[], what: string): number[] {
  return cards.map((card) => {
    const code = typeof card === 'string' ? codeOf(card) : -1;
    if (code < 0) throw new RangeError(`${String(card)} in the ${what} is not a card`);
    return code;
  });
}

function rankOf(cardCodes: number[]): number {
  return CLASSES + 1 - evaluate(cardCodes);
}

/** Omaha: the best of every 2 hole cards with every 3 board cards (60 hands for Omaha 4, 100 for Omaha 5). */
function bestOmaha(hole: number[], board: number[]): number {
  let best = 0;
  const five = [0, 0, 0, 0, 0];
  for (let a = 0; a < hole.length; a++)
    for (let b = a + 1; b < hole.length; b++)
      for (let c = 0; c < board.length; c++)
        for (let d = c + 1; d < board.length; d++)
          for (let e = d + 1; e < board.length; e++) {
            five[0] = hole[a]!;
            five[1] = hole[b]!;
            five[2] = board[c]!;
            five[3] = board[d]!;
            five[4] = board[e]!;
            best = Math.max(best, rankOf(five));
          }
  return best;
}

/**
 * The best 5-card hand of `hole` with `board`. Hold'em: any 5 of the 2 hole cards and 3 to 5 board cards;
 * Omaha: exactly two hole cards (of 4 or 5) and three board cards. Throws a RangeError for a card that is
 * not a card, a card seen twice, a wrong number of hole cards or fewer than 3 board cards.
 */
export function bestHand(hole: string[], board: string[], game: PokerVariant): HandValue {
  const holeCodes = codes(hole, 'hole cards');
  const boardCodes = codes(board, 'board');
  if (holeCodes.length !== HOLE_CARDS[game])
    throw new RangeError(`${game} has ${HOLE_CARDS[game]} hole cards, not ${holeCodes.length}`);
  if (boardCodes.length < 3 || boardCodes.length > 5) throw new RangeError('the board has 3 to 5 cards');
  if (new Set([...holeCodes, ...boardCodes]).size !== holeCodes.length + boardCodes.length)
    throw new RangeError('a card appears twice');
  const rank = game === 'holdem' ? rankOf([...holeCodes, ...boardCodes]) : bestOmaha(holeCodes, boardCodes);
  return { category: categoryOf(rank), rank };
}

function* fives(hole: string[], board: string[], game: PokerVariant): Generator<string[]> {
  if (game === 'holdem') {
    const cards = [...hole, ...board];
    for (let a = 0; a < cards.length; a++)
      for (let b = a + 1; b < cards.length; b++)
        for (let c = b + 1; c < cards.length; c++)
          for (let d = c + 1; d < cards.length; d++)
            for (let e = d + 1; e < cards.length; e++)
              yield [cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!];
    return;
  }
  for (let a = 0; a < hole.length; a++)
    for (let b = a + 1; b < hole.length; b++)
      for (let c = 0; c < board.length; c++)
        for (let d = c + 1; d < board.length; d++)
          for (let e = d + 1; e < board.length; e++)
            yield [hole[a]!, hole[b]!, board[c]!, board[d]!, board[e]!];
}

/**
 * The five cards that make `bestHand` (the first such five when several tie), to highlight at showdown:
 * only at the end of a hand, so trying every five (21 for Hold'em, 100 for Omaha 5) costs nothing.
 */
export function bestFive(hole: string[], board: string[], game: PokerVariant): string[] {
  let best: string[] = [];
  let bestRank = 0;
  for (const five of fives(hole, board, game)) {
    const rank = rankOf(codes(five, 'hand'));
    if (rank > bestRank) {
      bestRank = rank;
      best = five;
    }
  }
  return best;
}
