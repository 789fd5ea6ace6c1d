import { outcomeHash, unitFloat } from './fair';

// Color Prediction (pages-and-rules.md section 9): one issue a minute (45 s to order, 15 s waiting for the
// draw), 1440 a day; a 2 % service fee (100 stake → 98 contract); a number 0-9 is drawn.

export const COLOR_ORDER_MS = 45_000;
export const COLOR_WAIT_MS = 15_000;
export const COLOR_FEE_PERCENT = 2;

export const COLOR_SELECTIONS = [
  'green',
  'red',
  'violet',
  'big',
  'small',
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
] as const;
export type ColorSelection = (typeof COLOR_SELECTIONS)[number];
export type Color = 'green' | 'red' | 'violet';

export function isColorSelection(value: string): value is ColorSelection {
  return (COLOR_SELECTIONS as readonly string[]).includes(value);
}

export function drawNumberFromHash(hash: string): number {
  return Math.floor(unitFloat(hash) * 10);
}

export function drawNumber(serverSeed: string, clientSeed: string, nonce: number | string): number {
  return drawNumberFromHash(outcomeHash(serverSeed, clientSeed, nonce));
}

/** 0 is red and violet, 5 green and violet, other odd numbers green, other even numbers red. */
export function colorsOf(number: number): Color[] {
  if (number === 0) return ['red', 'violet'];
  if (number === 5) return ['green', 'violet'];
  return number % 2 === 1 ? ['green'] : ['red'];
}

export function sizeOf(number: number): 'big' | 'small' {
  return number >= 5 ? 'big' : 'small';
}

/** The contract after the service fee, in paise: 100 → 98. */
export function contractPaise(stakePaise: number): number {
  return Math.floor((stakePaise * (100 - COLOR_FEE_PERCENT)) / 100);
}

/** The winning multiple of the contract in halves (4 = 2x, 3 = 1.5x, 9 = 4.5x, 18 = 9x), 0 for a loss. */
export function payoutHalves(selection: ColorSelection, number: number): number {
  switch (selection) {
    case 'green':
      return number === 5 ? 3 : colorsOf(number).includes('green') ? 4 : 0;
    case 'red':
      return number === 0 ? 3 : colorsOf(number).includes('red') ? 4 : 0;
    case 'violet':
      return number === 0 || number === 5 ? 9 : 0;
    case 'big':
    case 'small':
      return sizeOf(number) === selection ? 4 : 0;
    case '0':
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9':
      return Number(selection) === number ? 18 : 0;
  }
}

/** Paise paid for a stake on `selection` when `number` is drawn (0 for a loss), rounded down to the paisa. */
export function colorPayout(stakePaise: number, selection: ColorSelection, number: number): number {
  return Math.floor((contractPaise(stakePaise) * payoutHalves(selection, number)) / 2);
}

const IST_OFFSET_MS = 330 * 60_000;

export interface Issue {
  /** YYYYMMDD (India Standard Time) and the issue of that day from 0001: 202611230001 is 00:00-00:01. */
  issue: string;
  startsAt: number;
  ordersCloseAt: number;
  drawAt: number;
}

/** The issue running at `atMs` (epoch ms); issues follow the IST day, one every order + wait. */
export function issueAt(atMs: number, orderMs = COLOR_ORDER_MS, waitMs = COLOR_WAIT_MS): Issue {
  const period = orderMs + waitMs;
  const local = atMs + IST_OFFSET_MS;
  const dayStart = Math.floor(local / 86_400_000) * 86_400_000;
  const index = Math.floor((local - dayStart) / period);
  const startsAt = dayStart + index * period - IST_OFFSET_MS;
  const date = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  return {
    issue: `${date}${String(index + 1).padStart(4, '0')}`,
    startsAt,
    ordersCloseAt: startsAt + orderMs,
    drawAt: startsAt + period,
  };
}
