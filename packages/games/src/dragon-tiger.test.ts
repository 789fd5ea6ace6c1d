import { describe, expect, it } from 'vitest';
import {
  DRAGON_TIGER_SPOTS,
  dealDragonTiger,
  decodeDragonTiger,
  dragonTigerPayout,
  encodeDragonTiger,
} from './dragon-tiger';

const cardOf = (rank: number, suit = 0) => (rank - 1) * 4 + suit;

describe('dragon tiger', () => {
  it('compares ranks only, ace low and king high, for every pair of cards', () => {
    for (let dragon = 0; dragon < 52; dragon++)
      for (let tiger = 0; tiger < 52; tiger++) {
        const deal = dealDragonTiger([dragon, tiger], 0);
        const d = Math.floor(dragon / 4) + 1;
        const t = Math.floor(tiger / 4) + 1;
        expect(deal.winner).toBe(d > t ? 'dragon' : d < t ? 'tiger' : 'tie');
        expect(decodeDragonTiger(encodeDragonTiger(deal))).toEqual(deal);
      }
    expect(dealDragonTiger([cardOf(13), cardOf(1)], 0).winner).toBe('dragon');
    expect(dealDragonTiger([cardOf(7, 0), cardOf(7, 3)], 0).winner).toBe('tie');
  });

  it('pays 1:1, tie 8:1, and returns 88 % of Dragon and Tiger bets on a tie', () => {
    expect(dragonTigerPayout(10_000, 'dragon', 'dragon')).toBe(20_000);
    expect(dragonTigerPayout(10_000, 'tiger', 'dragon')).toBe(0);
    expect(dragonTigerPayout(10_000, 'tie', 'tie')).toBe(90_000);
    expect(dragonTigerPayout(10_000, 'dragon', 'tie')).toBe(8_800);
    expect(dragonTigerPayout(10_000, 'tiger', 'tie')).toBe(8_800);
    expect(dragonTigerPayout(1_001, 'tiger', 'tie')).toBe(880);
    expect(dragonTigerPayout(10_000, 'tie', 'tiger')).toBe(0);
  });

  it('has the documented house edge on an 8-deck shoe (exact enumeration of the two cards)', () => {
    // 416 cards, 32 of each rank; every ordered pair of distinct cards is equally likely.
    const returns = Object.fromEntries(DRAGON_TIGER_SPOTS.map((spot) => [spot, 0])) as Record<
      (typeof DRAGON_TIGER_SPOTS)[number],
      number
    >;
    const pairs = 416 * 415;
    for (let d = 1; d <= 13; d++)
      for (let t = 1; t <= 13; t++) {
        const weight = (32 * (d === t ? 31 : 32)) / pairs;
        const winner = dealDragonTiger([cardOf(d), cardOf(t)], 0).winner;
        for (const spot of DRAGON_TIGER_SPOTS)
          returns[spot] += (weight * dragonTigerPayout(1_000_000, spot, winner)) / 1_000_000;
      }
    const tie = (13 * 32 * 31) / pairs; // 0.07469
    expect(1 - returns.dragon).toBeCloseTo(0.12 * tie, 9); // 0.896 %
    expect(1 - returns.tiger).toBeCloseTo(0.12 * tie, 9);
    expect(1 - returns.tie).toBeCloseTo(1 - 9 * tie, 9); // 32.8 %
    expect((1 - returns.dragon) * 100).toBeCloseTo(0.896, 3);
  });
});
