import { outcomeHash, unitFloat } from './fair';

// European roulette (pages-and-rules.md section 9): 37 pockets, a single zero. Every bet covering n numbers
// pays 36/n − 1 to one, so every bet returns 36/37 of its stake on average (house edge 1/37 = 2.7 %).
// A zero loses every outside bet, even-money bets included (no la partage, no en prison).

export const ROULETTE_POCKETS = 37;

/** The pockets of a European wheel clockwise from 0, for the animation. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

export const INSIDE_BET_TYPES = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const INDEXED_BET_TYPES = ['dozen', 'column'] as const;
export const EVEN_MONEY_BET_TYPES = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export const ROULETTE_BET_TYPES = [
  ...INSIDE_BET_TYPES,
  ...INDEXED_BET_TYPES,
  ...EVEN_MONEY_BET_TYPES,
] as const;
export type InsideBetType = (typeof INSIDE_BET_TYPES)[number];
export type IndexedBetType = (typeof INDEXED_BET_TYPES)[number];
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** Winnings to one stake: straight 35:1 … even money 1:1. */
export const PAYOUT_TO_ONE: Record<RouletteBetType, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

/** A validated bet: its type and the numbers it covers, ascending. */
export interface RouletteBet {
  type: RouletteBetType;
  numbers: number[];
}

export type PocketColor = 'green' | 'red' | 'black';

export function pocketColor(pocket: number): PocketColor {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.includes(pocket) ? 'red' : 'black';
}

export function pocketFromHash(hash: string): number {
  return Math.floor(unitFloat(hash) * ROULETTE_POCKETS);
}

/** The winning pocket: floor(X · 37) of the round's HMAC (docs/house-games.md). */
export function spinPocket(serverSeed: string, clientSeed: string, nonce: number | string): number {
  return pocketFromHash(outcomeHash(serverSeed, clientSeed, nonce));
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function outsideNumbers(type: IndexedBetType | (typeof EVEN_MONEY_BET_TYPES)[number], index = 0): number[] {
  const all = range(1, 36);
  switch (type) {
    case 'dozen':
      return range(12 * (index - 1) + 1, 12 * index);
    case 'column':
      // Column 1 is 1, 4, … 34; column 3 is 3, 6, … 36.
      return all.filter((n) => (n - 1) % 3 === index - 1);
    case 'red':
      return [...RED_NUMBERS];
    case 'black':
      return all.filter((n) => !RED_NUMBERS.includes(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

const rowOf = (n: number) => Math.ceil(n / 3);
const same = (a: number[], b: number[]) => a.length === b.length && a.every((n, i) => n === b[i]);

/** Why the numbers do not form a bet of this type, or null when they do (numbers ascending, distinct). */
function insideProblem(type: InsideBetType, numbers: number[]): string | null {
  const [a = -1, b = -1] = numbers;
  switch (type) {
    case 'straight':
      return numbers.length === 1 ? null : 'must be one number';
    case 'split':
      if (numbers.length !== 2) return 'must be two numbers';
      if (a === 0) return b <= 3 ? null : 'must be two adjacent numbers';
      return (b - a === 1 && rowOf(a) === rowOf(b)) || b - a === 3 ? null : 'must be two adjacent numbers';
    case 'street':
      if (numbers.length !== 3) return 'must be three numbers';
      if (same(numbers, [0, 1, 2]) || same(numbers, [0, 2, 3])) return null;
      return a % 3 === 1 && same(numbers, [a, a + 1, a + 2]) ? null : 'must be a row of three numbers';
    case 'corner':
      if (numbers.length !== 4) return 'must be four numbers';
      if (same(numbers, [0, 1, 2, 3])) return null;
      return a > 0 && a % 3 !== 0 && same(numbers, [a, a + 1, a + 3, a + 4])
        ? null
        : 'must be four numbers meeting at a corner';
    case 'line':
      if (numbers.length !== 6) return 'must be six numbers';
      return a % 3 === 1 && same(numbers, range(a, a + 5)) ? null : 'must be two adjacent rows of three';
  }
}

export type BetCheck =
  { ok: true; bet: RouletteBet } | { ok: false; field: 'type' | 'numbers' | 'index'; message: string };

/** Checks a bet as a player sends it: inside bets name their numbers, dozens and columns an index 1-3. */
export function checkBet(input: { type: string; numbers?: number[]; index?: number }): BetCheck {
  const type = input.type as RouletteBetType;
  if (!(ROULETTE_BET_TYPES as readonly string[]).includes(type))
    return { ok: false, field: 'type', message: `must be one of ${ROULETTE_BET_TYPES.join(', ')}` };
  if ((INSIDE_BET_TYPES as readonly string[]).includes(type)) {
    const raw = input.numbers ?? [];
    if (raw.some((n) => !Number.isInteger(n) || n < 0 || n > 36))
      return { ok: false, field: 'numbers', message: 'must be numbers from 0 to 36' };
    const numbers = [...new Set(raw)].sort((x, y) => x - y);
    if (numbers.length !== raw.length)
      return { ok: false, field: 'numbers', message: 'must not repeat a number' };
    const problem = insideProblem(type as InsideBetType, numbers);
    return problem ? { ok: false, field: 'numbers', message: problem } : { ok: true, bet: { type, numbers } };
  }
  if (type === 'dozen' || type === 'column') {
    const index = input.index;
    if (index !== 1 && index !== 2 && index !== 3)
      return { ok: false, field: 'index', message: 'must be 1, 2 or 3' };
    return { ok: true, bet: { type, numbers: outsideNumbers(type, index) } };
  }
  return { ok: true, bet: { type, numbers: outsideNumbers(type as (typeof EVEN_MONEY_BET_TYPES)[number]) } };
}

/** What a stake on `bet` returns when `pocket` wins: stake × (odds + 1), or 0. */
export function betReturn(bet: RouletteBet, stake: number, pocket: number): number {
  return bet.numbers.includes(pocket) ? stake * (PAYOUT_TO_ONE[bet.type] + 1) : 0;
}

/** A short, stable name of a bet: "straight:17", "split:1-2", "dozen:2", "red". */
export function betKey(bet: RouletteBet): string {
  if (bet.type === 'dozen') return `dozen:${(bet.numbers[0]! - 1) / 12 + 1}`;
  if (bet.type === 'column') return `column:${bet.numbers[0]}`;
  if ((EVEN_MONEY_BET_TYPES as readonly string[]).includes(bet.type)) return bet.type;
  return `${bet.type}:${bet.numbers.join('-')}`;
}

/** The bet a key stands for (the inverse of betKey), or null for anything else. */
export function betFromKey(key: string): RouletteBet | null {
  const [type = '', rest] = key.split(':');
  if ((INDEXED_BET_TYPES as readonly string[]).includes(type)) {
    const checked = checkBet({ type, index: Number(rest) });
    return checked.ok ? checked.bet : null;
  }
  const numbers = rest === undefined ? undefined : rest.split('-').map(Number);
  const checked = checkBet({ type, numbers });
  return checked.ok && betKey(checked.bet) === key ? checked.bet : null;
}

export interface SlipLine {
  bet: RouletteBet;
  paise: number;
}

// A player's bets of one spin travel as one wallet debit; the house_bets row keeps them as a "slip":
// "straight:17*1000,red*500" (bet key * stake in paise).

export function encodeSlip(lines: SlipLine[]): string {
  return lines.map((line) => `${betKey(line.bet)}*${line.paise}`).join(',');
}

export function decodeSlip(text: string): SlipLine[] {
  return text
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [key = '', paise = ''] = part.split('*');
      const bet = betFromKey(key);
      if (!bet || !/^\d+$/.test(paise)) throw new Error(`not a roulette slip line: ${part}`);
      return { bet, paise: Number(paise) };
    });
}

/** What a slip returns in paise when `pocket` wins. */
export function slipReturn(lines: SlipLine[], pocket: number): number {
  return lines.reduce((sum, line) => sum + betReturn(line.bet, line.paise, pocket), 0);
}
