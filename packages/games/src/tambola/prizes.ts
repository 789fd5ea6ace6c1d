import { ROWS, ticketNumbers, type Ticket } from './ticket';

// Prizes and when they are won. A prize is complete on a ticket once all its numbers have been called:
// early five — any 5 numbers of the ticket; a line — the 5 numbers of that row; full house — all 15.
// A prize goes to the tickets that complete it at the first call where any ticket does; several tickets
// completing it at that same call share it.

export const PRIZES = ['early-five', 'top-line', 'middle-line', 'bottom-line', 'full-house'] as const;
export type Prize = (typeof PRIZES)[number];

const LINE_ROW: Partial<Record<Prize, number>> = { 'top-line': 0, 'middle-line': 1, 'bottom-line': 2 };

function rowNumbers(ticket: Ticket, row: number): number[] {
  return (ticket[row] ?? []).filter((cell): cell is number => cell !== null);
}

/** True when the numbers called so far complete `prize` on the ticket. */
export function hasPrize(ticket: Ticket, prize: Prize, called: readonly number[]): boolean {
  const calledSet = new Set(called);
  const row = LINE_ROW[prize];
  if (row !== undefined) return rowNumbers(ticket, row).every((value) => calledSet.has(value));
  const marked = ticketNumbers(ticket).filter((value) => calledSet.has(value)).length;
  return prize === 'early-five' ? marked >= 5 : marked === ROWS * 5;
}

/** The call (1-based) at which the prize completes on the ticket for this call order. */
export function completedAt(ticket: Ticket, prize: Prize, order: readonly number[]): number {
  const position = new Map(order.map((value, index) => [value, index + 1]));
  const row = LINE_ROW[prize];
  const values = row !== undefined ? rowNumbers(ticket, row) : ticketNumbers(ticket);
  const calls = values.map((value) => position.get(value) ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  return prize === 'early-five' ? calls[4]! : calls[calls.length - 1]!;
}

export interface PrizeWin {
  prize: Prize;
  /** The call (1-based) that won it. */
  call: number;
  /** Indexes into the tickets given, sharing the prize. */
  tickets: number[];
}

/** Every prize of the game: who wins it and at which call. */
export function prizeWinners(tickets: readonly Ticket[], order: readonly number[]): PrizeWin[] {
  return PRIZES.flatMap((prize) => {
    const calls = tickets.map((ticket) => completedAt(ticket, prize, order));
    const call = Math.min(...calls);
    if (!Number.isFinite(call)) return [];
    const winners = calls.flatMap((at, index) => (at === call ? [index] : []));
    return [{ prize, call, tickets: winners }];
  });
}

/** The prizes won at call k (1-based) exactly, with the tickets sharing each. */
export function winsAtCall(tickets: readonly Ticket[], order: readonly number[], call: number): PrizeWin[] {
  return prizeWinners(tickets, order).filter((win) => win.call === call);
}
