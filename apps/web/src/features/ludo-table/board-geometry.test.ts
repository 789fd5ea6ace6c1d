import { describe, expect, it } from 'vitest';
import { cellOf, pathOf, rotate, TRACK } from './board-geometry';

describe('the ludo board geometry', () => {
  it('has 52 distinct track squares, each a neighbour of the next', () => {
    expect(new Set(TRACK.map(([row, col]) => `${row},${col}`)).size).toBe(52);
    TRACK.forEach(([row, col], index) => {
      const [nextRow, nextCol] = TRACK[(index + 1) % 52]!;
      expect(Math.abs(row - nextRow) + Math.abs(col - nextCol), `square ${index}`).toBeLessThanOrEqual(2);
      expect(Math.max(Math.abs(row - nextRow), Math.abs(col - nextCol))).toBe(1);
    });
  });

  it('puts every colour on a start square next to its yard and its home column into the centre', () => {
    expect(cellOf(0, 0, 0)).toEqual([13, 6]);
    expect(cellOf(1, 0, 0)).toEqual([6, 1]);
    expect(cellOf(2, 0, 0)).toEqual([1, 8]);
    expect(cellOf(3, 0, 0)).toEqual([8, 13]);
    for (const colour of [0, 1, 2, 3]) {
      // The last track square is next to the first square of the home column.
      const [row, col] = cellOf(colour, 50, 0);
      const [homeRow, homeCol] = cellOf(colour, 51, 0);
      expect(Math.abs(row - homeRow) + Math.abs(col - homeCol)).toBe(1);
      // The column's last square touches the centre.
      expect(cellOf(colour, 55, 0).every((value) => value >= 5 && value <= 9)).toBe(true);
      expect(cellOf(colour, 55, 0).filter((value) => value === 7)).toHaveLength(1);
    }
  });

  it('turns a cell a quarter clockwise and back', () => {
    expect(rotate([13, 6], 1)).toEqual([6, 1]);
    expect(rotate(rotate([3, 9], 1), -1)).toEqual([3, 9]);
  });

  it('walks a token square by square, and jumps out of the yard or back to it', () => {
    expect(pathOf(3, 6)).toEqual([3, 4, 5, 6]);
    expect(pathOf(-1, 0)).toEqual([-1, 0]);
    expect(pathOf(20, -1)).toEqual([20, -1]);
  });
});
