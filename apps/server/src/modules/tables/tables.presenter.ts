import { paiseToRupees } from '@khelo/contracts/money';
import type { TableFairness, TableGameId, TableSnapshot } from '@khelo/contracts/tables';
import type { TableEvent } from '@khelo/games/table/table-game';
import type { AnyGameAdapter, TableOffer } from './games/adapter';
import type { HandRow, SeatRow, TableRow } from './tables.repository';

// Rows → what a player (or staff, seat null) is sent. The engine's view for the seat is the only place
// cards come from, so a snapshot never holds another seat's hidden cards.

export interface SnapshotInput {
  table: TableRow;
  adapter: AnyGameAdapter;
  offer: TableOffer;
  /** The latest occupant of each seat number (tables.repository latestSeats). */
  seats: SeatRow[];
  hand: HandRow | null;
  previousHandId: string | null;
  mySeat: number | null;
  rakePercent: number;
  /** The length of a match on a clock (the adapter's matchClockMs), null without one. */
  clockMs?: number | null;
}

function seatsShown(input: SnapshotInput): SeatRow[] {
  const { seats, hand } = input;
  const inHand = new Set(hand && hand.status === 'playing' ? hand.seats : []);
  return seats.filter(
    (seat) =>
      seat.leftAt === null || (inHand.has(seat.seat) && hand !== null && seat.leftAt >= hand.startedAt),
  );
}

function money(input: SnapshotInput): TableSnapshot['money'] {
  const { adapter, offer, hand, mySeat } = input;
  const rake = { rake_percent: input.rakePercent };
  if (!adapter.moneyPerHand(offer)) return { entry: paiseToRupees(offer.stakePaise), ...rake };
  const paid = hand && hand.status === 'playing' && hand.payers.some((payer) => payer.seat === mySeat);
  return paid ? { reserved: paiseToRupees(hand.collectedPaise), ...rake } : rake;
}

export function presentSnapshot(input: SnapshotInput): TableSnapshot {
  const { table, adapter, hand, mySeat } = input;
  const pending = adapter.engine.pending(table.state);
  return {
    table_id: table.id,
    game: table.game as TableGameId,
    offer_id: table.offerId,
    mode: table.mode,
    options: table.options as Record<string, unknown>,
    stake: paiseToRupees(table.stakePaise),
    status: table.status,
    version: table.version,
    hand_no: table.handNo,
    my_seat: mySeat,
    seats: seatsShown(input).map((seat) => ({
      seat: seat.seat,
      name: seat.name,
      is_bot: seat.isBot,
      is_me: mySeat !== null && seat.seat === mySeat && seat.leftAt === null,
      left: seat.leftAt !== null,
      extra_ms: adapter.noExtraTime ? 0 : seat.extraMs,
    })),
    view: adapter.engine.view(table.state, mySeat),
    deadline:
      table.deadlineAt && pending
        ? {
            at: table.deadlineAt.toISOString(),
            kind: table.deadlineKind ?? pending.kind,
            seats: pending.seats,
            ...(table.deadlineExtraMs ? { extra_ms_used: table.deadlineExtraMs } : {}),
          }
        : null,
    next_hand_at: table.nextDealAt?.toISOString() ?? null,
    fairness: hand
      ? { hand_id: hand.id, server_seed_hash: hand.serverSeedHash, previous_hand_id: input.previousHandId }
      : null,
    ...(table.notice ? { notice: table.notice } : {}),
    ...(input.clockMs && hand && hand.status === 'playing'
      ? { clock_ends_at: new Date(hand.startedAt.getTime() + input.clockMs).toISOString() }
      : {}),
    money: money(input),
  };
}

/** The events a seat may see: the public ones and its own private ones (TableEvent.only). */
export function eventsFor(events: TableEvent[], seat: number | null): TableEvent[] {
  return events
    .filter((event) => event.only === undefined || event.only === seat)
    .map(({ only: _only, ...event }) => event as TableEvent);
}

export function presentFairness(hand: HandRow, table: TableRow): Omit<TableFairness, 'status' | 'message'> {
  const over = hand.status === 'settled' || hand.status === 'void';
  const button = (hand.outcome as { outcome?: { button?: unknown } } | null)?.outcome?.button;
  return {
    hand_id: hand.id,
    game: table.game as TableGameId,
    hand_no: hand.handNo,
    hand_status: hand.status,
    server_seed_hash: hand.serverSeedHash,
    server_seed: over ? hand.serverSeed : null,
    client_seed: hand.clientSeed,
    nonce: hand.nonce,
    seats: hand.seats,
    options: table.options as Record<string, unknown>,
    button: over && typeof button === 'number' ? button : null,
  };
}
