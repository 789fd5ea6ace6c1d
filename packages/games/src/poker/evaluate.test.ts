import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unshuffledDeck } from './cards';
import { bestHand, type PokerVariant } from './index';
import { compareValues, referenceBest } from './reference-evaluator';
import { cards } from './test-fixtures';

// bestHand: the categories, the Omaha two-and-three rule, ties, the 2,598,960 five-card hands, and agreement
// with a plain evaluator written from the rules on random Hold'em and Omaha hands.

const best = (hole: string, board: string, game: PokerVariant = 'holdem') =>
  bestHand(cards(hole), cards(board), game);

describe('bestHand', () => {
  it('names the category of the best five cards', () => {
    expect(best('AS KS', 'QS JS 10S 2D 3C').category).toBe('straight-flush');
    expect(best('AS 2S', '3S 4S 5S KD KC').category).toBe('straight-flush');
    expect(best('9H 9D', '9S 9C 2D 3C 4H').category).toBe('four-of-a-kind');
    expect(best('9H 9D', '9S 2C 2D 3C 4H').category).toBe('full-house');
    expect(best('AH 3H', '9H 2H 7H KD KC').category).toBe('flush');
    expect(best('AH 2D', '3S 4C 5H KD KC').category).toBe('straight');
    expect(best('9H 9D', '9S 2C 5D 3C KH').category).toBe('three-of-a-kind');
    expect(best('9H 2D', '9S 2C 5D 3C KH').category).toBe('two-pair');
    expect(best('9H 8D', '9S 2C 5D 3C KH').category).toBe('pair');
    expect(best('AH 8D', '9S 2C 5D 3C KH').category).toBe('high-card');
  });

  it('ranks higher hands higher and ties equal hands', () => {
    expect(best('AS AD', 'QS 7H 2C 3D 9S').rank).toBeGreaterThan(best('KH KD', 'QS 7H 2C 3D 9S').rank);
    expect(best('AS 2D', '3S 4H 5C 9D 9S').rank).toBeLessThan(best('6S 2D', '3S 4H 5C 9D 9S').rank);
    // The board plays for both: a split.
    expect(best('2S 3D', 'AS KH QC JD 10S').rank).toBe(best('4S 5D', 'AS KH QC JD 10S').rank);
    // The kicker decides.
    expect(best('AS KD', 'AH 7H 2C 3D 9S').rank).toBeGreaterThan(best('AD QD', 'AH 7H 2C 3D 9S').rank);
  });

  it('makes Omaha use exactly two hole cards and three board cards', () => {
    // Four spades on the board and one in hand is no flush in Omaha, a flush in Hold'em.
    expect(best('AS KD QC JH', '2S 5S 8S 9S KC', 'omaha4').category).toBe('pair');
    // Four of a kind in hand plays as a pair of them.
    expect(best('7S 7H 7D 7C', '2S 5H 8C JS KC', 'omaha4').category).toBe('pair');
    expect(best('AS KS 2D 3C', 'QS JS 10S 4H 4D', 'omaha4').category).toBe('straight-flush');
    expect(best('AS KS 2D 3C 4C', 'QS JS 10S 4H 4D', 'omaha5').category).toBe('straight-flush');
    expect(best('AH 2D QC QD 4C', 'QS JS 10S 4H 4D', 'omaha5').category).toBe('full-house');
  });

  it('refuses what is not a hand', () => {
    expect(() => best('AS', 'KS QS JS', 'holdem')).toThrow(RangeError);
    expect(() => best('AS KS', 'KS QS JS', 'holdem')).toThrow(RangeError);
    expect(() => best('AS 1S', 'KD QS JS', 'holdem')).toThrow(RangeError);
    expect(() => best('AS KS QD JD', 'KD QS', 'omaha4')).toThrow(RangeError);
  });

  it('finds the 7462 classes and the category counts of all 2,598,960 five-card hands', () => {
    const deck = unshuffledDeck();
    const counts = new Map<string, number>();
    const ranks = new Set<number>();
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              const hand = bestHand([deck[a]!, deck[b]!], [deck[c]!, deck[d]!, deck[e]!], 'holdem');
              counts.set(hand.category, (counts.get(hand.category) ?? 0) + 1);
              ranks.add(hand.rank);
            }
    expect(ranks.size).toBe(7462);
    expect(Object.fromEntries(counts)).toEqual({
      'straight-flush': 40,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10200,
      'three-of-a-kind': 54912,
      'two-pair': 123552,
      pair: 1098240,
      'high-card': 1302540,
    });
  }, 120_000);
});

const GAMES: [PokerVariant, number][] = [
  ['holdem', 2],
  ['omaha4', 4],
  ['omaha5', 5],
];

describe.each(GAMES)('bestHand agrees with the reference evaluator (%s)', (game, holeCount) => {
  const twoHands = fc
    .shuffledSubarray(unshuffledDeck(), { minLength: 5 + 2 * holeCount, maxLength: 5 + 2 * holeCount })
    .chain((picked) => fc.shuffledSubarray(picked, { minLength: picked.length, maxLength: picked.length }));

  it('on the category and on which of two hands wins', () => {
    fc.assert(
      fc.property(twoHands, (dealt) => {
        const board = dealt.slice(0, 5);
        const first = dealt.slice(5, 5 + holeCount);
        const second = dealt.slice(5 + holeCount);
        const [a, b] = [bestHand(first, board, game), bestHand(second, board, game)];
        const [ra, rb] = [referenceBest(first, board, game), referenceBest(second, board, game)];
        expect(a.category).toBe(ra.category);
        expect(b.category).toBe(rb.category);
        expect(Math.sign(a.rank - b.rank)).toBe(compareValues(ra.value, rb.value));
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
