// A Tambola (housie) ticket: 3 rows × 9 columns, 15 numbers, 5 in each row; column c holds numbers of its
// range (1–9, 10–19 … 70–79, 80–90), ascending from the top row down. Empty cells are null.

export type Ticket = (number | null)[][];

export const ROWS = 3;
export const COLUMNS = 9;
export const PER_ROW = 5;
export const PER_TICKET = ROWS * PER_ROW;
export const TICKETS_PER_STRIP = 6;
export const HIGHEST = 90;

/** The column a number belongs in: 1–9 → 0, 10–19 → 1 … 80–90 → 8. */
export function columnOf(value: number): number {
  return Math.min(COLUMNS - 1, Math.floor(value / 10));
}

/** The numbers of column c, lowest first. */
export function columnRange(column: number): number[] {
  const low = column === 0 ? 1 : column * 10;
  const high = column === COLUMNS - 1 ? HIGHEST : column * 10 + 9;
  return Array.from({ length: high - low + 1 }, (_, index) => low + index);
}

export function isValidTicket(rows: (number | null)[][]): boolean {
  if (!Array.isArray(rows) || rows.length !== ROWS) return false;
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== COLUMNS) return false;
    let count = 0;
    for (let column = 0; column < COLUMNS; column++) {
      const cell = row[column];
      if (cell === null) continue;
      if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 1 || cell > HIGHEST) return false;
      if (columnOf(cell) !== column) return false;
      count += 1;
    }
    if (count !== PER_ROW) return false;
  }
  for (let column = 0; column < COLUMNS; column++) {
    let previous = 0;
    for (const row of rows) {
      const cell = row[column];
      if (typeof cell !== 'number') continue;
      if (cell <= previous) return false;
      previous = cell;
    }
  }
  return true;
}

/** A strip: 6 valid tickets that hold every number 1–90 exactly once between them. */
export function isValidStrip(tickets: Ticket[]): boolean {
  if (tickets.length !== TICKETS_PER_STRIP || !tickets.every(isValidTicket)) return false;
  const seen = new Set<number>();
  for (const ticket of tickets) for (const cell of ticketNumbers(ticket)) seen.add(cell);
  return seen.size === HIGHEST;
}

/** The 15 numbers of a ticket, row by row. */
export function ticketNumbers(ticket: Ticket): number[] {
  return ticket.flat().filter((cell): cell is number => cell !== null);
}
