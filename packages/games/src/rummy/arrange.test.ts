import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestArrangement, bestDiscard } from './arrange';
import { groupBySuit, RANKS, sortedCards, unshuffledPack } from './cards';
import { handPoints } from './index';
import { cards } from './test-fixtures';

describe('bestArrangement', () => {
  it('finds the valid declaration, with runs in order and jokers in their places', () => {
    expect(bestArrangement(cards('KS 9C AH 5S 3H 6S PJ 9D 2H 8S 9H KD KC'), '4')).toEqual({
      groups: [
        ['AH', '2H', '3H'],
        ['5S', '6S', 'PJ', '8S'],
        ['9H', '9D', '9C'],
        ['KS', 'KD', 'KC'],
      ],
      points: 0,
      valid: true,
    });
    expect(bestArrangement(cards('QS AS KS 2D 3D 4D 9H 10H JH 5C 6C 7C 8C'), '9').valid).toBe(true);
  });

  it('keeps the melds and leaves the fewest points when no declaration is possible', () => {
    // Pure 5-7H, impure 8-10S with the wild 2C, set of kings; 4C 9D QH QD stay out: 33 points. (The 2C
    // would also make QH QD a set, but then there is no second sequence and all 13 cards would count.)
    const best = bestArrangement(cards('5H 6H 7H 8S 2C 10S KS KD KC 4C 9D QH QD'), '2');
    expect(best.points).toBe(handPoints(best.groups, '2'));
    expect(best.points).toBe(33);
    expect(best.valid).toBe(false);
  });

  it('counts every card when no pure sequence can be made, and still groups what it can', () => {
    const hand = cards('2C 5H 9S JD KC 3D 6H 10S QD AC 4S 8H 7D');
    const best = bestArrangement(hand, '2');
    expect(best.points).toBe(80);
    expect(sortedCards(best.groups.flat())).toEqual(sortedCards(hand));
  });

  it('chooses the discard that completes the hand, never a joker it needs', () => {
    expect(bestDiscard(cards('AH 2H 3H 5S 6S PJ 8S 9D 9C 9H KD KC KS QH'), '4')).toMatchObject({
      discard: 'QH',
      points: 0,
      valid: true,
    });
    const choice = bestDiscard(cards('5H 6H 7H 8S 9S 10S KS KD KC 4C 9D QH QD 2C'), '2');
    expect(choice.discard).not.toBe('2C');
    expect(choice.points).toBe(handPoints(choice.groups, '2'));
  });

  it('returns the same cards, grouped, at the points handPoints gives, never worse than sorting by suit', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(unshuffledPack(2), { minLength: 13, maxLength: 13 }),
        fc.constantFrom(...RANKS),
        (hand, wildRank) => {
          const best = bestArrangement(hand, wildRank);
          expect(sortedCards(best.groups.flat())).toEqual(sortedCards(hand));
          expect(best.points).toBe(handPoints(best.groups, wildRank));
          expect(best.points).toBeLessThanOrEqual(handPoints(groupBySuit(hand, wildRank), wildRank));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is fast enough for bots and the auto-arrange hint (13 cards with jokers well under 50 ms)', () => {
    const hands = fc.sample(
      fc.tuple(
        fc.shuffledSubarray(unshuffledPack(2), { minLength: 11, maxLength: 11 }),
        fc.constantFrom(...RANKS),
      ),
      { numRuns: 200, seed: 17 },
    );
    const times: number[] = [];
    for (const [eleven, wildRank] of hands) {
      const hand = [...eleven, 'PJ', `${wildRank}S`];
      const started = performance.now();
      bestArrangement(hand, wildRank);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)]!;
    expect(p95).toBeLessThan(50);
  });
});
