import { checkBet, type RouletteBet } from '@khelo/games/roulette';

// The geometry of the betting table. Coordinates are in cells of the portrait (phone) table — 3 columns,
// the zero above row 0, 12 rows down — and turned for the landscape (desktop) table, where 0 is on the
// left and the column of 3, 6 … 36 on top. Every inside bet has a spot: a number's middle, the line
// between two numbers (split), a corner, and — in a rail along the outer edge of the rows (left on
// phones, at the bottom on wide screens) — a row (street), two rows (six line) and the first four. The
// rail keeps those spots inside the table, clear of the numbers and of the screen's edge.

/** The rail's width in cells; its spots sit on its middle line. */
export const RAIL = 0.5;
const EDGE = -RAIL / 2;

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Spot {
  key: string;
  bet: RouletteBet;
  x: number;
  y: number;
}

function bet(type: RouletteBet['type'], numbers: number[]): RouletteBet {
  const checked = checkBet({ type, numbers });
  if (!checked.ok) throw new Error(`not a table bet: ${type} ${numbers.join(',')}`);
  return checked.bet;
}

const col = (n: number) => (n - 1) % 3;
const row = (n: number) => Math.floor((n - 1) / 3);

/** Portrait spots of every inside bet other than a straight number. */
export function insideSpots(): Omit<Spot, 'key'>[] {
  const spots: Omit<Spot, 'key'>[] = [];
  for (let n = 1; n <= 36; n++) {
    const [c, r] = [col(n), row(n)];
    if (c < 2) spots.push({ bet: bet('split', [n, n + 1]), x: c + 1, y: r + 0.5 });
    if (n <= 33) spots.push({ bet: bet('split', [n, n + 3]), x: c + 0.5, y: r + 1 });
    if (c < 2 && n <= 32) spots.push({ bet: bet('corner', [n, n + 1, n + 3, n + 4]), x: c + 1, y: r + 1 });
    if (c === 0) spots.push({ bet: bet('street', [n, n + 1, n + 2]), x: EDGE, y: r + 0.5 });
    if (c === 0 && n <= 31)
      spots.push({ bet: bet('line', [n, n + 1, n + 2, n + 3, n + 4, n + 5]), x: EDGE, y: r + 1 });
  }
  for (const k of [1, 2, 3]) spots.push({ bet: bet('split', [0, k]), x: k - 0.5, y: 0 });
  spots.push({ bet: bet('street', [0, 1, 2]), x: 1, y: 0 });
  spots.push({ bet: bet('street', [0, 2, 3]), x: 2, y: 0 });
  spots.push({ bet: bet('corner', [0, 1, 2, 3]), x: EDGE, y: 0 });
  return spots;
}

/** The table's size in cells: portrait (3 + rail) × 13 (the zero row included), landscape 13 × (3 + rail). */
export const boardSize = (horizontal: boolean) =>
  horizontal ? { w: 13, h: 3 + RAIL } : { w: 3 + RAIL, h: 13 };

/** A portrait point (zero row at y −1 … 0, rail at x −RAIL … 0) on the drawn table, in percent. */
export function placePoint(x: number, y: number, horizontal: boolean): { left: number; top: number } {
  const { w, h } = boardSize(horizontal);
  const [px, py] = horizontal ? [y + 1, 3 - x] : [x + RAIL, y + 1];
  return { left: (px / w) * 100, top: (py / h) * 100 };
}

/** The rail of the rows (not beside the zero), in percent of the table. */
export function railRect(horizontal: boolean): Rect {
  return rectOf(-RAIL, 0, 0, 12, horizontal);
}

function rectOf(x0: number, y0: number, x1: number, y1: number, horizontal: boolean): Rect {
  const a = placePoint(x0, y0, horizontal);
  const b = placePoint(x1, y1, horizontal);
  return {
    left: Math.min(a.left, b.left),
    top: Math.min(a.top, b.top),
    width: Math.abs(b.left - a.left),
    height: Math.abs(b.top - a.top),
  };
}

/** The cell of a number (0 spans the zero row) in percent of the table. */
export function numberRect(n: number, horizontal: boolean): Rect {
  const [x0, y0, x1, y1] = n === 0 ? [0, -1, 3, 0] : [col(n), row(n), col(n) + 1, row(n) + 1];
  return rectOf(x0, y0, x1, y1, horizontal);
}
