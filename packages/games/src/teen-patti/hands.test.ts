import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameOf } from '../rummy/cards';
import { compareHands, rankHand } from './index';

// The ranking a player expects: trail > pure sequence > sequence > colour > pair > high card; A-K-Q is the
// top sequence, A-2-3 the second; suits never break a tie.

describe('Teen Patti hand ranking', () => {
  it('orders the categories from trail down to high card', () => {
    const ladder = [
      ['2S', '2H', '2D'], // trail
      ['4H', '3H', '2H'], // pure sequence (the lowest)
      ['AS', 'KH', 'QD'], // sequence (the highest)
      ['AS', 'KS', 'JS'], // colour
      ['AS', 'AH', 'KD'], // pair
      ['AS', 'KH', 'JD'], // high card
    ];
    for (let index = 0; index < ladder.length - 1; index++)
      expect(compareHands(ladder[index]!, ladder[index + 1]!)).toBe(1);
    expect(ladder.map((cards) => rankHand(cards).category)).toEqual([
      'trail',
      'pure-sequence',
      'sequence',
      'colour',
      'pair',
      'high-card',
    ]);
  });

  it('puts A-K-Q at the top of the sequences and A-2-3 second', () => {
    expect(compareHands(['AS', 'KH', 'QD'], ['AH', '2S', '3C'])).toBe(1);
    expect(compareHands(['AH', '2S', '3C'], ['KS', 'QH', 'JD'])).toBe(1);
    expect(compareHands(['KS', 'QH', 'JD'], ['4S', '3H', '2D'])).toBe(1);
    expect(compareHands(['AD', '2D', '3D'], ['KD', 'QD', 'JD'])).toBe(1);
    expect(rankHand(['QS', 'KH', 'AD']).category).toBe('sequence');
    expect(rankHand(['KS', 'AH', '2D']).category).toBe('high-card');
  });

  it('breaks ties by card order and never by suit', () => {
    expect(compareHands(['AS', 'AH', 'AD'], ['KS', 'KH', 'KD'])).toBe(1);
    expect(compareHands(['9S', '9H', '5D'], ['9D', '9C', '4S'])).toBe(1);
    expect(compareHands(['9S', '9H', '5D'], ['9D', '9C', '5S'])).toBe(0);
    expect(compareHands(['AS', 'KH', '9D'], ['AH', 'KD', '9C'])).toBe(0);
    expect(compareHands(['AS', 'QS', '9S'], ['AH', 'QH', '8H'])).toBe(1);
    expect(compareHands(['10S', '8H', '3D'], ['10D', '8C', '2S'])).toBe(1);
    expect(compareHands(['5S', '4S', '3S'], ['5H', '4H', '3H'])).toBe(0);
  });

  it('refuses what is not three cards', () => {
    expect(() => rankHand(['AS', 'KS'])).toThrow(RangeError);
    expect(() => rankHand(['AS', 'KS', 'PJ'])).toThrow(RangeError);
  });

  const hand = fc
    .uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 3, maxLength: 3 })
    .map((codes) => codes.map((code) => nameOf(code)));

  it('is antisymmetric and transitive on random hands', () => {
    fc.assert(
      fc.property(hand, hand, hand, (a, b, c) => {
        expect(compareHands(a, b)).toBe(-compareHands(b, a) || 0);
        expect(compareHands(a, a)).toBe(0);
        if (compareHands(a, b) >= 0 && compareHands(b, c) >= 0)
          expect(compareHands(a, c)).toBeGreaterThanOrEqual(0);
        if (compareHands(a, b) > 0 && compareHands(b, c) > 0) expect(compareHands(a, c)).toBe(1);
        if (compareHands(a, b) === 0 && compareHands(b, c) === 0) expect(compareHands(a, c)).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('does not depend on the order of the cards', () => {
    fc.assert(
      fc.property(hand, hand, (a, b) => {
        expect(compareHands([...a].reverse(), b)).toBe(compareHands(a, b));
      }),
    );
  });
});
