// Where things sit on the classic 15 × 15 Ludo board (pure, tested in board-geometry.test.ts). Cells are
// [row, column] from the top left. Drawn with colour 0 in the bottom-left yard, then clockwise colour 1 top
// left, 2 top right, 3 bottom right; the board is turned so that the player's own colour is at the bottom
// left, as Indian Ludo apps show it. Positions are the engine's (packages/games/src/ludo/board.ts): -1 yard,
// 0 … 50 the shared track from the colour's start, 51 … 55 its home column, 56 home.

export type Cell = readonly [row: number, col: number];

export const SIZE = 15;
export const YARD = -1;
export const HOME = 56;
export const LAST_TRACK = 50;

/** The 52 track squares for colour 0's view, square 0 being colour 0's start, clockwise. */
function buildTrack(): Cell[] {
  const cells: Cell[] = [];
  const run = (from: Cell, dRow: number, dCol: number, count: number) => {
    for (let step = 0; step < count; step++) cells.push([from[0] + dRow * step, from[1] + dCol * step]);
  };
  run([13, 6], -1, 0, 5); // up the bottom arm's left column
  run([8, 5], 0, -1, 6); // west along the left arm's lower row
  cells.push([7, 0]);
  run([6, 0], 0, 1, 6); // east along the left arm's upper row
  run([5, 6], -1, 0, 6); // up the top arm's left column
  cells.push([0, 7]);
  run([0, 8], 1, 0, 6); // down the top arm's right column
  run([6, 9], 0, 1, 6); // east along the right arm's upper row
  cells.push([7, 14]);
  run([8, 14], 0, -1, 6); // west along the right arm's lower row
  run([9, 8], 1, 0, 6); // down the bottom arm's right column
  cells.push([14, 7], [14, 6]);
  return cells;
}

export const TRACK: readonly Cell[] = buildTrack();

/** Turns a cell (fractional spots too) a quarter clockwise `turns` times (negative: counter-clockwise). */
export function rotate(cell: Cell, turns: number): Cell {
  let [row, col] = cell;
  for (let index = 0; index < ((turns % 4) + 4) % 4; index++) [row, col] = [col, SIZE - 1 - row];
  return [row, col];
}

/** Colour 0's home column (positions 51 … 55), up the bottom arm's middle column. */
const HOME_COLUMN: Cell[] = [13, 12, 11, 10, 9].map((row) => [row, 7] as const);
/** Colour 0's four yard spots, inside the bottom-left yard. */
const YARD_SPOTS: Cell[] = [
  [10, 1.5],
  [10, 3.5],
  [12, 1.5],
  [12, 3.5],
].map(([row, col]) => [row!, col!] as const);
/** Colour 0's tokens at home, in the centre triangle on its side. */
const HOME_SPOTS: Cell[] = [
  [8.1, 6.6],
  [8.1, 7.4],
  [7.6, 6.6],
  [7.6, 7.4],
];

/** Where colour `colour`'s token `token` at `position` stands on the board as drawn (colour 0 bottom left). */
export function cellOf(colour: number, position: number, token: number): Cell {
  let cell: Cell;
  if (position === YARD) cell = YARD_SPOTS[token]!;
  else if (position === HOME) cell = HOME_SPOTS[token]!;
  else if (position > LAST_TRACK) cell = HOME_COLUMN[position - LAST_TRACK - 1]!;
  else return TRACK[(colour * 13 + position) % 52]!;
  return rotate(cell, colour);
}

/** The board's rotation, degrees, that puts `colour` in the bottom-left corner (a quarter per colour). */
export function rotationFor(colour: number): number {
  return -90 * colour;
}

/** Every position a token passes through from `from` to `to` (both ends included), for the step animation. */
export function pathOf(from: number, to: number): number[] {
  if (from === YARD || to <= from) return [from, to];
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** The start squares (safe) and the stars: track square numbers. */
export const STARTS = [0, 13, 26, 39];
export const STARS = [8, 21, 34, 47];
