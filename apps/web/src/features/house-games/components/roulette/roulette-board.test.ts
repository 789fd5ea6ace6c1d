import { describe, expect, it } from 'vitest';
import { betKey } from '@khelo/games/roulette';
import { insideSpots, numberRect, placePoint, railRect } from './roulette-board';

// Every inside bet of a real table has one spot on the drawn table, and that spot touches the cell of
// every number it covers — so a tap on the line between 1 and 2 is the split 1/2, in both orientations; a
// street or six line sits in the rail beside its rows, inside the table.

describe('roulette table geometry', () => {
  const spots = insideSpots();

  it('has one spot per split, street, corner and six line', () => {
    const keys = spots.map((spot) => betKey(spot.bet));
    expect(new Set(keys).size).toBe(keys.length);
    const count = (type: string) => spots.filter((spot) => spot.bet.type === type).length;
    expect([count('split'), count('street'), count('corner'), count('line')]).toEqual([60, 14, 23, 11]);
  });

  const eps = 1e-9;
  const within = (value: number, from: number, size: number) =>
    value >= from - eps && value <= from + size + eps;

  it.each([false, true])('puts each spot on the edge of all its numbers (landscape: %s)', (horizontal) => {
    const rail = railRect(horizontal);
    for (const spot of spots) {
      const at = placePoint(spot.x, spot.y, horizontal);
      // A street or six line sits in the rail beside its rows, level with their first number; the first
      // four (0-1-2-3) in the rail where 0 meets 1, as on a real table's outer edge.
      const edgeBet =
        ((spot.bet.type === 'street' || spot.bet.type === 'line') && !spot.bet.numbers.includes(0)) ||
        betKey(spot.bet) === 'corner:0-1-2-3';
      if (edgeBet) {
        const inRail = within(at.left, rail.left, rail.width) && within(at.top, rail.top, rail.height);
        expect(inRail, `${betKey(spot.bet)} in the rail`).toBe(true);
        for (const n of spot.bet.numbers.filter((m) => m % 3 === 1)) {
          const rect = numberRect(n, horizontal);
          const level = horizontal
            ? within(at.left, rect.left, rect.width)
            : within(at.top, rect.top, rect.height);
          expect(level, `${betKey(spot.bet)} level with ${n}`).toBe(true);
        }
        continue;
      }
      for (const n of spot.bet.numbers) {
        const rect = numberRect(n, horizontal);
        const inside = within(at.left, rect.left, rect.width) && within(at.top, rect.top, rect.height);
        expect(inside, `${betKey(spot.bet)} touches ${n}`).toBe(true);
      }
    }
  });

  it.each([false, true])('keeps every spot inside the table (landscape: %s)', (horizontal) => {
    for (const spot of spots) {
      const at = placePoint(spot.x, spot.y, horizontal);
      expect(within(at.left, 0, 100) && within(at.top, 0, 100), betKey(spot.bet)).toBe(true);
      // Edge spots are not on the table's border: half a spot fits around them.
      if (spot.x < 0) expect(horizontal ? 100 - at.top : at.left).toBeGreaterThan(2);
    }
  });

  it('draws 0 above the grid on phones and left of it on wide screens, 3 on the top row, the rail outside', () => {
    const rail = railRect(false);
    expect(numberRect(0, false)).toMatchObject({ top: 0, left: rail.width });
    expect(numberRect(0, false).left + numberRect(0, false).width).toBeCloseTo(100);
    expect(numberRect(0, true)).toMatchObject({ top: 0, left: 0 });
    expect(numberRect(0, true).height).toBeCloseTo(100 - railRect(true).height);
    expect(numberRect(3, true).top).toBe(0);
    expect(numberRect(1, false).left).toBeCloseTo(rail.left + rail.width);
    expect(railRect(true).top + railRect(true).height).toBeCloseTo(100);
  });
});
