import { useQuery } from '@tanstack/react-query';
import type { StaffTableDetail } from '@khelo/contracts/backoffice-tables';
import { staffRequest } from './staff-request';

// GET /staff/tables/:table_id: the table, its public (spectator) snapshot and its hands. Polled every two
// seconds while staff watch it, every ten while the socket (table-watch.ts) brings the snapshot live.

export const TABLE_WATCH_MS = 2_000;
export const TABLE_WATCH_SOCKET_MS = 10_000;

export const staffTableKey = (tableId: string) => ['backoffice', 'table', tableId] as const;

export function useStaffTable(tableId: string, watch: 'poll' | 'socket' | false = 'poll') {
  return useQuery({
    queryKey: staffTableKey(tableId),
    queryFn: ({ signal }) =>
      staffRequest<StaffTableDetail>(
        'GET',
        `/staff/tables/${encodeURIComponent(tableId)}`,
        undefined,
        signal,
      ),
    refetchInterval: watch === 'poll' ? TABLE_WATCH_MS : watch === 'socket' ? TABLE_WATCH_SOCKET_MS : false,
    enabled: tableId !== '',
  });
}
