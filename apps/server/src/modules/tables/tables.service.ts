import {
  TABLE_MESSAGES,
  type TableFairness,
  type TableMine,
  type TableMode,
  type TableOffer,
  type TableSnapshot,
} from '@khelo/contracts/tables';
import type { AnyGameAdapter } from './games/adapter';
import type { Committed } from './table-commit';
import type { Done, TableRuntime } from './table-runtime';
import type { TablesSettings } from './tables.config';
import type { TableNotifier } from './tables.notifier';
import { presentFairness } from './tables.presenter';
import type { TablesRepository } from './tables.repository';
import type { TablesSweeper } from './tables.sweeper';

// The player calls of /api/tables (tables.routes.ts): each change runs in the runtime's transaction, is
// fanned out after commit, and answers with the caller's own snapshot.

export interface TablesServiceDeps {
  repository: TablesRepository;
  adapters: Map<string, AnyGameAdapter>;
  runtime: TableRuntime;
  notifier: TableNotifier;
  sweeper: TablesSweeper;
  settings: TablesSettings;
  log: { error: (object: unknown, message: string) => void };
}

export function createTablesService(deps: TablesServiceDeps) {
  const { repository, notifier, runtime } = deps;

  function fanOut(committed: Committed | null): void {
    if (!committed?.changed) return;
    notifier
      .changed(committed)
      .catch((error: unknown) => deps.log.error({ err: error }, 'table fan-out failed'));
  }

  async function seatOf(tableId: string, playerId: string): Promise<number | null> {
    const seats = await repository.activeSeats(repository.db, tableId);
    return seats.find((seat) => seat.playerId === playerId)?.seat ?? null;
  }

  async function snapshotFor(tableId: string, playerId: string): Promise<Done<{ table: TableSnapshot }>> {
    const seat = await seatOf(tableId, playerId);
    if (seat === null) {
      const exists = await repository.table(tableId);
      return exists
        ? { ok: false, status: 403, message: TABLE_MESSAGES.notSeated }
        : { ok: false, status: 404, message: TABLE_MESSAGES.tableNotFound };
    }
    const table = await notifier.snapshot(tableId, seat);
    if (!table) return { ok: false, status: 404, message: TABLE_MESSAGES.tableNotFound };
    return { ok: true, table };
  }

  return {
    async lobby(game: string, mode: TableMode): Promise<TableOffer[]> {
      const adapter = deps.adapters.get(game);
      if (!adapter) return [];
      const counts = await repository.offerCounts(game, mode);
      return adapter.offers(mode).map((offer) => {
        const count = counts.get(offer.offerId);
        return adapter.present(
          offer,
          { playersSeated: count?.seated ?? 0, tablesOpen: count?.tables ?? 0 },
          deps.settings.rakePercent,
          deps.settings,
        );
      });
    },

    async join(input: {
      playerId: string;
      offerId: string;
      ip: string;
      deviceId?: string | undefined;
      buyInPaise?: bigint | undefined;
    }) {
      const joined = await runtime.join(input);
      if (!joined.ok) return joined;
      fanOut(joined.committed);
      // A table that is now full deals at once rather than at the sweeper's next tick.
      if (joined.committed) await deps.sweeper.wake(joined.tableId);
      return snapshotFor(joined.tableId, input.playerId);
    },

    async mine(playerId: string): Promise<TableMine['tables']> {
      const rows = await repository.playerTables(playerId);
      return rows.flatMap(({ table, seat }) => {
        const adapter = deps.adapters.get(table.game);
        if (!adapter) return [];
        const pending = adapter.engine.pending(table.state);
        return [
          {
            table_id: table.id,
            game: table.game as TableMine['tables'][number]['game'],
            offer_id: table.offerId,
            mode: table.mode,
            seat,
            status: table.status,
            hand_no: table.handNo,
            my_turn: pending?.seats.includes(seat) ?? false,
          },
        ];
      });
    },

    state: snapshotFor,

    async move(input: { playerId: string; tableId: string; move: unknown; version?: number | undefined }) {
      const moved = await runtime.move(input);
      if (!moved.ok) return moved;
      // The fan-out's load answers the mover too: one read of the table per move, not two.
      if (moved.committed?.changed) {
        const table = await notifier.changed(moved.committed, input.playerId).catch((error: unknown) => {
          deps.log.error({ err: error }, 'table fan-out failed');
          return null;
        });
        if (table) return { ok: true as const, table };
      }
      return snapshotFor(input.tableId, input.playerId);
    },

    async leave(input: { playerId: string; tableId: string }) {
      const left = await runtime.leave(input);
      if (!left.ok) return left;
      fanOut(left.committed);
      return { ok: true as const, penalty: left.penalty };
    },

    async fairness(handId: string): Promise<Omit<TableFairness, 'status' | 'message'> | null> {
      const hand = await repository.hand(repository.db, handId);
      const table = hand ? await repository.table(hand.tableId) : null;
      return hand && table ? presentFairness(hand, table) : null;
    },

    /** Staff (modules/tables/staff): void a hand with full refunds; the players are told. */
    async voidHand(handId: string, reason: string): Promise<boolean> {
      const committed = await runtime.voidHand(handId, reason, 'staff');
      fanOut(committed);
      return committed !== null;
    },

    fanOut,
  };
}

export type TablesService = ReturnType<typeof createTablesService>;
