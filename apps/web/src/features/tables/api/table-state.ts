import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TableSnapshot, TableSnapshotResponse } from '@khelo/contracts/tables';
import { apiPost } from '@/lib/api-client';

// POST api/tables/state: this seat's snapshot (on load, on a socket reconnect, after a missed version).

export async function fetchTableState(
  playerId: string,
  tableId: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<TableSnapshot> {
  const answer = await apiPost<TableSnapshotResponse>(
    'api/tables/state',
    { player_id: playerId, table_id: tableId },
    { token, signal, retryWhenBusy: true },
  );
  return answer.table;
}

export const tableStateKey = (tableId: string) => ['table-state', tableId] as const;

export function tableStateQueryOptions(
  client: QueryClient,
  playerId: string,
  tableId: string,
  token: string | null,
) {
  return queryOptions({
    queryKey: tableStateKey(tableId),
    // A socket update may land while this call is on its way: never step back to an older version.
    queryFn: async ({ signal }) => {
      const fresh = await fetchTableState(playerId, tableId, token, signal);
      const held = client.getQueryData<TableSnapshot>(tableStateKey(tableId));
      return held && held.version > fresh.version ? held : fresh;
    },
    // The socket keeps it fresh; a slow poll covers a socket that is down without saying so.
    refetchInterval: 20_000,
    retry: (count, error) =>
      count < 2 && !('status' in error && (error.status === 403 || error.status === 404)),
  });
}

export function useTableState(playerId: string, tableId: string, token: string | null) {
  const client = useQueryClient();
  return useQuery({ ...tableStateQueryOptions(client, playerId, tableId, token), enabled: playerId !== '' });
}
