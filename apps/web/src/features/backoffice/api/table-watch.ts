import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffTableDetail } from '@khelo/contracts/backoffice-tables';
import type { TableUpdatePayload } from '@khelo/contracts/tables';
import { createSocket } from '@/lib/socket';
import { staffSession } from '../staff-session';
import { staffTableKey } from './staff-table';

// socket.io `table_watch` with the staff token: the server puts this socket in the table's spectator room
// and sends the spectator snapshot at once and after every change (`table_update`), which replaces the
// polled snapshot. Returns whether the socket is watching (the page then polls less often).

export function useTableWatch(tableId: string): boolean {
  const client = useQueryClient();
  const [watching, setWatching] = useState(false);
  useEffect(() => {
    const token = staffSession()?.token;
    if (!token || !tableId) return;
    const socket = createSocket();
    socket.on('connect', () => socket.emit('table_watch', { table_id: tableId, staff_token: token }));
    socket.on('disconnect', () => setWatching(false));
    socket.on('table_update', (payload: TableUpdatePayload) => {
      if (payload.table_id !== tableId) return;
      setWatching(true);
      client.setQueryData<StaffTableDetail>(staffTableKey(tableId), (old) =>
        old ? { ...old, snapshot: payload.snapshot } : old,
      );
    });
    socket.connect();
    return () => {
      socket.emit('table_unwatch', { table_id: tableId });
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [client, tableId]);
  return watching;
}
