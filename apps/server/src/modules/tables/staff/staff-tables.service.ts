import {
  STAFF_TABLES_PAGE_SIZE,
  type StaffHandMoves,
  type StaffTableDetail,
  type StaffTableList,
  type StaffTablesQuery,
} from '@khelo/contracts/backoffice-tables';
import { paiseToRupees } from '@khelo/contracts/money';
import type { TableSnapshot } from '@khelo/contracts/tables';
import type { AnyGameAdapter } from '../games/adapter';
import { TableMoneyVoidRefused } from '../money/table-money.service';
import {
  dealtCards,
  presentHand,
  presentHandDetail,
  presentMoney,
  presentMove,
  presentTable,
} from './staff-tables.presenter';
import type { StaffTablesRepository } from './staff-tables.repository';

// The back office's tables (docs/tables.md "Staff"): reads, and the void of a hand through the table runtime
// (refunds in full, the players told by the runtime's fan-out), then the money posted at once.

const HANDS_SHOWN = 50;

export type VoidOutcome =
  | { ok: true; handNo: number; tableId: string; refunds: number; paise: bigint }
  | { ok: false; reason: 'not_found' | 'not_voidable' };

export interface StaffTablesDeps {
  repository: StaffTablesRepository;
  adapters: Map<string, AnyGameAdapter>;
  snapshot: (tableId: string) => Promise<TableSnapshot | null>;
  /** The runtime's void (tables.service voidHand): false when the hand is over or not the table's current. */
  voidHand: (handId: string, reason: string) => Promise<boolean>;
  postPending: () => Promise<number>;
}

export function createStaffTablesService(deps: StaffTablesDeps) {
  const { repository } = deps;

  return {
    async list(query: StaffTablesQuery): Promise<Omit<StaffTableList, 'status' | 'message'>> {
      const limit = STAFF_TABLES_PAGE_SIZE;
      const { rows, total } = await repository.tables(
        { live: query.status === 'live', game: query.game || undefined },
        (query.page - 1) * limit,
        limit,
      );
      const seats = await repository.activeSeats(rows.map((row) => row.id));
      return {
        data: rows.map((row) => presentTable(row, seats, deps.adapters.get(row.game))),
        page: query.page,
        page_size: limit,
        total,
        total_pages: Math.ceil(total / limit),
      };
    },

    async detail(tableId: string): Promise<Omit<StaffTableDetail, 'status' | 'message'> | null> {
      const table = await repository.table(tableId);
      if (!table) return null;
      const [seats, hands, snapshot] = await Promise.all([
        repository.activeSeats([tableId]),
        repository.hands(tableId, HANDS_SHOWN),
        deps.snapshot(tableId),
      ]);
      return {
        table: presentTable(table, seats, deps.adapters.get(table.game)),
        snapshot,
        hands: hands.map(presentHand),
      };
    },

    async moves(handId: string): Promise<Omit<StaffHandMoves, 'status' | 'message'> | null> {
      const hand = await repository.hand(handId);
      const table = hand ? await repository.table(hand.tableId) : null;
      if (!hand || !table) return null;
      const paidFor = await repository.paidFor(table.id, hand.handNo);
      const handIds = paidFor && paidFor.id !== hand.id ? [paidFor.id, hand.id] : [hand.id];
      const [moves, seats, money] = await Promise.all([
        repository.moves(hand.id),
        repository.seats([table.id]),
        repository.money(handIds),
      ]);
      return {
        hand: presentHandDetail(hand, table),
        moves: moves.map((move) => presentMove(move, seats)),
        dealt: dealtCards(hand, deps.adapters.get(table.game)),
        money: money.map(presentMoney),
      };
    },

    /** Voids a hand in progress: every collect of it (or of its match) back in full. */
    async voidHand(handId: string, reason: string): Promise<VoidOutcome> {
      const hand = await repository.hand(handId);
      if (!hand) return { ok: false, reason: 'not_found' };
      if (!presentHand(hand).voidable) return { ok: false, reason: 'not_voidable' };
      try {
        if (!(await deps.voidHand(handId, reason))) return { ok: false, reason: 'not_voidable' };
      } catch (error) {
        // Part of its settlement was already paid: a void cannot take it back (nothing changed).
        if (error instanceof TableMoneyVoidRefused) return { ok: false, reason: 'not_voidable' };
        throw error;
      }
      await deps.postPending();
      const paidFor = await repository.paidFor(hand.tableId, hand.handNo);
      const refunds = paidFor
        ? (await repository.money([paidFor.id])).filter((row) => row.ref.endsWith(':void'))
        : [];
      return {
        ok: true,
        handNo: hand.handNo,
        tableId: hand.tableId,
        refunds: refunds.length,
        paise: refunds.reduce((sum, row) => sum + row.paise, 0n),
      };
    },
  };
}

export type StaffTablesService = ReturnType<typeof createStaffTablesService>;

export function refundedRupees(outcome: Extract<VoidOutcome, { ok: true }>): number {
  return paiseToRupees(outcome.paise);
}
