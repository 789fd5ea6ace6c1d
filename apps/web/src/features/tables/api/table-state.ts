import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { TableSnapshot } from '../table-types';

// POST api/tables/state: this seat's snapshot (on load, on a socket reconnect, after a missed version).

export function fetchTableState(
  playerId: string,
  tableId: string,
  token: string | null,
  signal?: AbortSignal,
) {
  return apiPost<TableSnapshot>(
    'api/tables/state',
    { player_id: playerId, table_id: tableId },
    { token, signal },
  );
}

export const tableStateKey = (tableId: string) => ['table-state', tableId] as const;

export function tableStateQueryOptions(playerId: string, tableId: string, token: string | null) {
  return queryOptions({
    queryKey: tableStateKey(tableId),
    queryFn: ({ signal }) => fetchTableState(playerId, tableId, token, signal),
    // The socket keeps it fresh; a slow poll covers a socket that is down without saying so.
    refetchInterval: 20_000,
    retry: (count, error) => count < 2 && !('status' in error && error.status === 403),
  });
}

export function useTableState(playerId: string, tableId: string, token: string | null) {
  return useQuery({ ...tableStateQueryOptions(playerId, tableId, token), enabled: playerId !== '' });
}
