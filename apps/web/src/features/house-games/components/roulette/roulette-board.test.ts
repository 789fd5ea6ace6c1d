import { describe, expect, it } from 'vitest';
import { betKey } from '@khelo/games/roulette';
import { insideSpots, numberRect, placePoint } from './roulette-board';

// Every inside bet of a real table has one spot on the drawn table, and that spot touches the cell of
// every number it covers (a street or six line: the first number of each of its rows) — so a tap on the line between 1 and 2 is the split 1/2, in both orientations.

describe('roulette table geometry', () => {
  const spots = insideSpots();

  it('has one spot per split, street, corner and six line', () => {
    const keys = spots.map((spot) => betKey(spot.bet));
    expect(new Set(keys).size).toBe(keys.length);
    const count = (type: string) => spots.filter((spot) => spot.bet.type === type).length;
    expect([count('split'), count('street'), count('corner'), count('line')]).toEqual([60, 14, 23, 11]);
  });

  it.each([false, true])('puts each spot on the edge of all its numbers (landscape: %s)', (horizontal) => {
    for (const spot of spots) {
      const at = placePoint(spot.x, spot.y, horizontal);
      // A street or six line sits on the outer edge of its rows, next to their first number; the first
      // four (0-1-2-3) on the outer edge between 0 and 1, as on a real table.
      const edgeBet =
        ((spot.bet.type === 'street' || spot.bet.type === 'line') && !spot.bet.numbers.includes(0)) ||
        betKey(spot.bet) === 'corner:0-1-2-3';
      const touched = edgeBet ? spot.bet.numbers.filter((m) => m % 3 === 1 || m === 0) : spot.bet.numbers;
      for (const n of touched) {
        const rect = numberRect(n, horizontal);
        const eps = 1e-9;
        const inside =
          at.left >= rect.left - eps &&
          at.left <= rect.left + rect.width + eps &&
          at.top >= rect.top - eps &&
          at.top <= rect.top + rect.height + eps;
        expect(inside, `${betKey(spot.bet)} touches ${n}`).toBe(true);
      }
    }
  });

  it('draws 0 above the grid on phones and left of it on wide screens, 3 on the top row', () => {
    expect(numberRect(0, false)).toMatchObject({ top: 0, left: 0, width: 100 });
    expect(numberRect(0, true)).toMatchObject({ top: 0, left: 0, height: 100 });
    expect(numberRect(3, true).top).toBe(0);
    expect(numberRect(1, false).left).toBe(0);
  });
});
