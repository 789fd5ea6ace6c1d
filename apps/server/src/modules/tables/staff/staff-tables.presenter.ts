import type { CallBreakState } from '@khelo/games/call-break/state';
import type {
  StaffHandDetail,
  StaffHandRow as StaffHandRowView,
  StaffMoneyRow as StaffMoneyRowView,
  StaffMove,
  StaffTableRow as StaffTableRowView,
} from '@khelo/contracts/backoffice-tables';
import { paiseToRupees } from '@khelo/contracts/money';
import type { RummyState } from '@khelo/games/rummy/state';
import type { PokerState } from '@khelo/games/poker/state';
import type { TeenPattiState } from '@khelo/games/teen-patti/state';
import type { AnyGameAdapter } from '../games/adapter';
import type {
  StaffHandRow,
  StaffMoneyRow,
  StaffMoveRow,
  StaffSeatRow,
  StaffTableRow,
} from './staff-tables.repository';

// Staff views of tables, hands, moves and money rows (packages/contracts/src/backoffice-tables.ts). Staff see
// everything, including every seat's cards as dealt: the deal is rebuilt from the hand's stored seed by the
// engine (the same replay /provably-fair does), never stored or set by anyone.

const VOIDABLE = new Set(['collecting', 'playing', 'settling']);

export function presentTable(
  table: StaffTableRow,
  seats: StaffSeatRow[],
  adapter: AnyGameAdapter | undefined,
): StaffTableRowView {
  const offer = adapter?.offer(table.offerId);
  const active = seats.filter((seat) => seat.tableId === table.id && seat.leftAt === null);
  return {
    table_id: table.id,
    game: table.game,
    offer_id: table.offerId,
    mode: table.mode,
    variant: offer?.variant ?? (table.options as { variant?: string } | null)?.variant ?? table.game,
    stake: paiseToRupees(table.stakePaise),
    seats_taken: active.length,
    seats: table.seats,
    status: table.status,
    hand_no: table.handNo,
    players: active.map((seat) => ({
      seat: seat.seat,
      name: seat.name,
      player_id: seat.playerId,
      is_bot: seat.isBot,
      left: false,
    })),
    updated_at: table.updatedAt.toISOString(),
  };
}

function winnerOf(hand: StaffHandRow): number | null {
  const stored = hand.outcome as { outcome?: { winner?: unknown } | null } | null;
  const winner = stored?.outcome?.winner;
  return hand.status === 'settled' && typeof winner === 'number' ? winner : null;
}

export function presentHand(hand: StaffHandRow): StaffHandRowView {
  return {
    hand_id: hand.id,
    hand_no: hand.handNo,
    status: hand.status,
    started_at: hand.startedAt.toISOString(),
    ended_at: hand.endedAt?.toISOString() ?? null,
    winner_seat: winnerOf(hand),
    void_reason: hand.voidReason,
    voidable: VOIDABLE.has(hand.status),
  };
}

export function presentHandDetail(hand: StaffHandRow, table: StaffTableRow): StaffHandDetail {
  const over = hand.status === 'settled' || hand.status === 'void';
  return {
    ...presentHand(hand),
    table_id: table.id,
    game: table.game,
    offer_id: table.offerId,
    mode: table.mode,
    server_seed_hash: hand.serverSeedHash,
    server_seed: over ? hand.serverSeed : null,
    client_seed: hand.clientSeed,
    nonce: hand.nonce,
    outcome: hand.status === 'void' ? null : (hand.outcome ?? null),
  };
}

/** The occupant of `seat` when `at` happened (seats change hands between points hands). */
function occupant(seats: StaffSeatRow[], seat: number, at: Date): StaffSeatRow | null {
  const rows = seats.filter((row) => row.seat === seat);
  return (
    rows.find((row) => row.joinedAt <= at && (row.leftAt === null || row.leftAt >= at)) ?? rows.at(-1) ?? null
  );
}

export function presentMove(move: StaffMoveRow, seats: StaffSeatRow[]): StaffMove {
  const who = move.seat === null ? null : occupant(seats, move.seat, move.createdAt);
  return {
    seq: move.seq,
    at: move.createdAt.toISOString(),
    seat: move.seat,
    player: who?.name ?? null,
    player_id: who?.playerId ?? null,
    actor: move.actor,
    kind: move.kind,
    body: move.body,
  };
}

export function presentMoney(row: StaffMoneyRow): StaffMoneyRowView {
  return {
    id: String(row.id),
    seat: row.seat,
    player_id: row.playerId,
    kind: row.kind,
    amount: paiseToRupees(row.paise),
    mode: row.mode,
    status: row.status,
    ref: row.ref,
    transaction_id: null,
    created_at: row.createdAt.toISOString(),
    posted_at: row.postedAt?.toISOString() ?? null,
  };
}

export interface Dealt {
  seats: { seat: number; cards: string[] }[];
  wild_card: string | null;
  open_card: string | null;
}

/** Every seat's starting cards, rebuilt by the engine from the state before the deal and the hand's seed. */
export function dealtCards(hand: StaffHandRow, adapter: AnyGameAdapter | undefined): Dealt {
  const none: Dealt = { seats: [], wild_card: null, open_card: null };
  if (!adapter || hand.stateBefore === null || hand.seats.length === 0) return none;
  const engine = adapter.engine;
  let state: unknown = hand.stateBefore;
  // Seats refused at the collect left before the deal (as the runtime did).
  for (const seat of adapter.seated(state))
    if (!hand.seats.includes(seat)) state = engine.leave(state, seat).state;
  const dealt = engine.deal(state, {
    serverSeed: hand.serverSeed,
    clientSeed: hand.clientSeed,
    nonce: hand.nonce,
  });
  if (!dealt.ok) return none;
  if (adapter.id === 'call-break') return callBreakDealt(dealt.state as CallBreakState);
  if (adapter.id === 'teen-patti') {
    const hand = (dealt.state as TeenPattiState).hand;
    return hand
      ? {
          seats: hand.seats.map((seat) => ({ seat: seat.seat, cards: seat.cards })),
          wild_card: null,
          open_card: null,
        }
      : none;
  }
  if (adapter.id === 'poker') {
    const poker = (dealt.state as PokerState).hand;
    const seats = (poker?.seats ?? []).map((seat) => ({ seat: seat.seat, cards: seat.hole }));
    return { seats, wild_card: null, open_card: null };
  }
  if (adapter.id !== 'rummy') return none;
  const rummy = (dealt.state as RummyState).hand;
  if (!rummy) return none;
  return {
    seats: rummy.seats.map((seat) => ({ seat: seat.seat, cards: seat.groups.flat() })),
    wild_card: rummy.wildCard,
    open_card: rummy.open.at(-1) ?? null,
  };
}

function callBreakDealt(state: CallBreakState): Dealt {
  const seats = (state.round?.seats ?? []).map((seat) => ({ seat: seat.seat, cards: seat.dealt }));
  return { seats, wild_card: null, open_card: null };
}
