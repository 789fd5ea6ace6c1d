import { tablePlayerRoom, tableSpectatorRoom, type TableSnapshot } from '@khelo/contracts/tables';
import type { SocketServer } from '../../plugins/socket';
import type { AnyGameAdapter } from './games/adapter';
import type { Committed } from './table-commit';
import type { TablesSettings } from './tables.config';
import { eventsFor, presentSnapshot } from './tables.presenter';
import type { TablesRepository } from './tables.repository';

// After a change is committed: every seated player's sockets watching the table (room per table and player,
// tables-design "socket.io") get that player's own snapshot and events; staff watching get the spectator's.
// Emitted through io, so the Redis adapter carries it to sockets on other processes.

export interface TableNotifier {
  /**
   * Sends the change to everyone at the table; answers the snapshot of `playerId`'s seat from the same load
   * (null when the player is not seated), so the mover's answer costs no second read of the table.
   */
  changed(committed: Committed, playerId?: string): Promise<TableSnapshot | null>;
  /** The snapshot of one seat (or the spectator's, seat null) as it is now; null for an unknown table. */
  snapshot(tableId: string, seat: number | null): Promise<TableSnapshot | null>;
}

export function createTableNotifier(deps: {
  repository: TablesRepository;
  adapters: Map<string, AnyGameAdapter>;
  io: SocketServer;
  /** The rake the snapshots state, so that a results table shows the winner's net amount. */
  rakePercent: number;
  /** The operator's settings: the length of a match on a clock (Ludo timed), for its end in a snapshot. */
  settings?: TablesSettings;
}): TableNotifier {
  const { repository, adapters, io, rakePercent, settings } = deps;

  async function load(tableId: string) {
    const table = await repository.table(tableId);
    const adapter = table ? adapters.get(table.game) : undefined;
    const offer = table && adapter ? adapter.offer(table.offerId) : null;
    if (!table || !adapter || !offer) return null;
    const [seats, hand, previousHandId] = await Promise.all([
      repository.latestSeats(tableId),
      table.handId ? repository.hand(repository.db, table.handId) : Promise.resolve(null),
      table.handNo > 1 ? repository.previousHandId(tableId, table.handNo) : Promise.resolve(null),
    ]);
    const clockMs = settings ? (adapter.matchClockMs?.(offer, settings) ?? null) : null;
    return { table, adapter, offer, seats, hand, previousHandId, rakePercent, clockMs };
  }

  return {
    async snapshot(tableId, seat) {
      const loaded = await load(tableId);
      return loaded ? presentSnapshot({ ...loaded, mySeat: seat }) : null;
    },

    async changed(committed, playerId) {
      const loaded = await load(committed.tableId);
      if (!loaded) return null;
      const { table } = loaded;
      let answer: TableSnapshot | null = null;
      for (const seat of loaded.seats) {
        if (!seat.playerId || seat.leftAt !== null) continue;
        const room = io.to(tablePlayerRoom(table.id, seat.playerId));
        const snapshot = presentSnapshot({ ...loaded, mySeat: seat.seat });
        if (seat.playerId === playerId) answer = snapshot;
        room.emit('table_update', { table_id: table.id, version: table.version, snapshot });
        const events = eventsFor(committed.events, seat.seat);
        if (events.length > 0)
          room.emit('table_events', { table_id: table.id, version: committed.version, events });
      }
      // A player the table stood up (sat out too long, poker) is no longer seated: told why all the same.
      for (const event of committed.events) {
        if (event.type !== 'stood-up') continue;
        const gone = loaded.seats.find((seat) => seat.seat === event.seat && seat.leftAt !== null);
        if (gone?.playerId)
          io.to(tablePlayerRoom(table.id, gone.playerId)).emit('table_events', {
            table_id: table.id,
            version: committed.version,
            events: [event],
          });
      }
      const spectators = io.to(tableSpectatorRoom(table.id));
      spectators.emit('table_update', {
        table_id: table.id,
        version: table.version,
        snapshot: presentSnapshot({ ...loaded, mySeat: null }),
      });
      const events = eventsFor(committed.events, null);
      if (events.length > 0)
        spectators.emit('table_events', { table_id: table.id, version: committed.version, events });
      return answer;
    },
  };
}
