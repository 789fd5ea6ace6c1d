import { hmacSha256Hex, sha256Hex } from '../sha256';
import { fairShuffle } from '../fair';
import type { FairSeed } from '../table/table-game';
import { COLUMNS, HIGHEST, PER_ROW, ROWS, TICKETS_PER_STRIP, columnRange, type Ticket } from './ticket';

// Strips from the game's seed, the call order from the seed and the players' client seeds
// (docs/ludo-and-tambola.md, "Fairness"; ADR 036).
// - The call order is fairShuffle(90, server seed, combined client seed, "nonce:calls") + 1, the combined
//   client seed being SHA-256 of the purchases' client seeds, sorted and joined by newlines. Games from
//   before client seeds (no combined seed) used the round's own client seed there.
// - Strip s draws its floats from HMAC-SHA256(server seed, "clientSeed:nonce:strip:s:b"), b = 0, 1, …, 4
//   bytes a float as fair.ts does. With them it shuffles each column's numbers, gives every ticket one
//   number of each column and deals the 36 others so that each ticket has 15 and at most 3 in a column,
//   then places each ticket's numbers in rows of 5 and sorts each column downwards.

class FloatStream {
  private block = 0;
  private buffer: number[] = [];

  constructor(
    private readonly fair: FairSeed,
    private readonly label: string,
  ) {}

  next(): number {
    if (this.buffer.length === 0) {
      const hash = hmacSha256Hex(
        this.fair.serverSeed,
        `${this.fair.clientSeed}:${this.fair.nonce}:${this.label}:${this.block}`,
      );
      this.block += 1;
      for (let index = 0; index < 8; index++) {
        let value = 0;
        for (let byte = 0; byte < 4; byte++) {
          const offset = (index * 4 + byte) * 2;
          value += Number.parseInt(hash.slice(offset, offset + 2), 16) / 256 ** (byte + 1);
        }
        this.buffer.push(value);
      }
    }
    return this.buffer.shift()!;
  }

  below(size: number): number {
    return Math.floor(this.next() * size);
  }

  shuffle<T>(items: T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }
}

/**
 * One seed from every purchase's client seed: SHA-256 (hex) of the seeds sorted and joined by newlines, so
 * the order of purchases does not matter and no single buyer (nor the server, which knows the server seed
 * but not the last buyer's seed) can fix the calls. No purchases: SHA-256 of "".
 */
export function combinedClientSeed(seeds: string[]): string {
  return sha256Hex([...seeds].sort().join('\n'));
}

/**
 * The 90 numbers in the order they are called, from the server seed and the combined client seed; null
 * (a game from before client seeds) keeps the old order, from the round's own client seed.
 */
export function callOrder(fair: FairSeed, combinedSeed: string | null): number[] {
  const clientSeed = combinedSeed ?? fair.clientSeed;
  return fairShuffle(HIGHEST, fair.serverSeed, clientSeed, `${fair.nonce}:calls`).map((i) => i + 1);
}

/** How many numbers of each column each ticket gets; retries with fresh floats if the deal gets stuck. */
function columnCounts(random: FloatStream): number[][] {
  for (let attempt = 0; attempt < 1_000; attempt++) {
    const counts = Array.from({ length: TICKETS_PER_STRIP }, () => Array<number>(COLUMNS).fill(1));
    let stuck = false;
    // Columns with the most numbers left over go first: they are the hardest to place.
    const order = random.shuffle([...Array(COLUMNS).keys()]).sort((a, b) => leftOver(b) - leftOver(a));
    for (const column of order) {
      for (let left = leftOver(column); left > 0; left--) {
        const open = [...Array(TICKETS_PER_STRIP).keys()].filter(
          (ticket) => total(counts[ticket]!) < ROWS * PER_ROW && counts[ticket]![column]! < ROWS,
        );
        if (open.length === 0) {
          stuck = true;
          break;
        }
        const room = Math.max(...open.map((ticket) => ROWS * PER_ROW - total(counts[ticket]!)));
        const roomiest = open.filter((ticket) => ROWS * PER_ROW - total(counts[ticket]!) === room);
        counts[roomiest[random.below(roomiest.length)]!]![column]! += 1;
      }
      if (stuck) break;
    }
    if (!stuck) return counts;
  }
  throw new Error('tambola strip deal failed');
}

function leftOver(column: number): number {
  return columnRange(column).length - TICKETS_PER_STRIP;
}

function total(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

/** Places a ticket's columns into rows of 5: fullest columns first, each into the rows with most room. */
function layout(columns: number[][], random: FloatStream): Ticket {
  const rows: Ticket = Array.from({ length: ROWS }, () => Array<number | null>(COLUMNS).fill(null));
  const room = Array<number>(ROWS).fill(PER_ROW);
  const order = random
    .shuffle([...Array(COLUMNS).keys()])
    .sort((a, b) => columns[b]!.length - columns[a]!.length);
  for (const column of order) {
    const values = [...columns[column]!].sort((a, b) => a - b);
    const chosen = random
      .shuffle([...Array(ROWS).keys()])
      .sort((a, b) => room[b]! - room[a]!)
      .slice(0, values.length)
      .sort((a, b) => a - b);
    chosen.forEach((row, index) => {
      rows[row]![column] = values[index]!;
      room[row]! -= 1;
    });
  }
  if (room.some((left) => left !== 0)) throw new Error('tambola layout failed');
  return rows;
}

/** Strip number `index` of a game: 6 tickets holding 1–90 once each. */
export function generateStrip(fair: FairSeed, index: number): Ticket[] {
  const random = new FloatStream(fair, `strip:${index}`);
  const pools = Array.from({ length: COLUMNS }, (_, column) => random.shuffle(columnRange(column)));
  const counts = columnCounts(random);
  return counts.map((perColumn) =>
    layout(
      perColumn.map((count, column) => pools[column]!.splice(0, count)),
      random,
    ),
  );
}

/** Ticket number `index` of a game (tickets 0–5 are strip 0, 6–11 strip 1 …). */
export function generateTicket(fair: FairSeed, index: number): Ticket {
  return generateStrip(fair, Math.floor(index / TICKETS_PER_STRIP))[index % TICKETS_PER_STRIP]!;
}
