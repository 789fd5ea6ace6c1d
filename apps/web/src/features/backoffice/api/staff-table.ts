import { useQuery } from '@tanstack/react-query';
import type { StaffTableDetail } from '@khelo/contracts/backoffice-tables';
import { staffRequest } from './staff-request';

// GET /staff/tables/:table_id: the table, its public (spectator) snapshot and its hands. Polled every two
// seconds while staff watch it: the spectator view holds no hidden card, so a poll is as safe as a socket.

export const TABLE_WATCH_MS = 2_000;

export const staffTableKey = (tableId: string) => ['backoffice', 'table', tableId] as const;

export function useStaffTable(tableId: string, watch = true) {
  return useQuery({
    queryKey: staffTableKey(tableId),
    queryFn: ({ signal }) =>
      staffRequest<StaffTableDetail>(
        'GET',
        `/staff/tables/${encodeURIComponent(tableId)}`,
        undefined,
        signal,
      ),
    refetchInterval: watch ? TABLE_WATCH_MS : false,
    enabled: tableId !== '',
  });
}
