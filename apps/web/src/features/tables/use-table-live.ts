import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TableEventPayload, TableSnapshot } from '@khelo/contracts/tables';
import type { PlayerIdentity } from '@khelo/contracts/socket-events';
import { openSocketLater } from '@/lib/lazy-socket';
import { tableStateKey } from './api/table-state';

// Keeps a table's snapshot live over socket.io: the socket identifies the player, watches the table, and
// writes each newer snapshot into the query cache. A (re)connection refetches /state, since updates may
// have been missed while it was down; events that run ahead of the snapshot we hold mean an update went
// missing: refetch too.

export interface TableLive {
  identity: PlayerIdentity | null;
  tableId: string;
  /** The snapshot has come: the socket opens then, after the table's first paint (as the house games'). */
  loaded: boolean;
  /** Events of a move, for animation and sound (the snapshot is the truth). */
  onEvents?: (events: TableEventPayload[]) => void;
  /** The socket's connection state changed. */
  onConnection?: (connected: boolean) => void;
}

const MISSED_UPDATE_GRACE_MS = 400;

export function useTableLive({ identity, tableId, loaded, onEvents, onConnection }: TableLive) {
  const client = useQueryClient();
  const handlers = useRef({ onEvents, onConnection, identity });
  useEffect(() => {
    handlers.current = { onEvents, onConnection, identity };
  });
  const playerId = identity?.player_id ?? null;

  useEffect(() => {
    if (!playerId || !loaded) return;
    // The socket opens once the snapshot has come (socket.io-client is not in the table's chunks, and its
    // download then does not compete with the board's first paint, the table's LCP). Its join refetches
    // the snapshot, so what changed in between is not lost.
    return openSocketLater((socket) => {
      const key = tableStateKey(tableId);
      const current = () => client.getQueryData<TableSnapshot>(key);
      let behind: ReturnType<typeof setTimeout> | undefined;
      const refetch = () => void client.invalidateQueries({ queryKey: key });

      socket.on('connect', () => {
        const who = handlers.current.identity;
        if (who) socket.emit('sendPlayerData', who);
        handlers.current.onConnection?.(true);
      });
      // The server answers a valid identity with info "connected": now the table may be watched.
      socket.on('info', (notice) => {
        if (notice.message !== 'connected') return;
        socket.emit('table_watch', { table_id: tableId });
        refetch();
      });
      socket.on('disconnect', () => handlers.current.onConnection?.(false));
      socket.on('table_update', (update) => {
        if (update.table_id !== tableId) return;
        const held = current();
        if (!held || update.version >= held.version) client.setQueryData(key, update.snapshot);
      });
      socket.on('table_events', (message) => {
        if (message.table_id !== tableId) return;
        handlers.current.onEvents?.(message.events);
        clearTimeout(behind);
        behind = setTimeout(() => {
          const held = current();
          if (held && held.version < message.version) refetch();
        }, MISSED_UPDATE_GRACE_MS);
      });
      socket.connect();
      return () => {
        clearTimeout(behind);
        if (socket.connected) socket.emit('table_unwatch', { table_id: tableId });
        socket.removeAllListeners();
        socket.disconnect();
      };
    });
  }, [client, playerId, tableId, loaded]);
}
