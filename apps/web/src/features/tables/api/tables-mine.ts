import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TableMine } from '@khelo/contracts/tables';
import { apiPost } from '@/lib/api-client';

// POST api/tables/mine: the tables the player sits at, for the picker's "back to your table" banner.

export function fetchMyTables(playerId: string, token: string | null, signal?: AbortSignal) {
  return apiPost<TableMine>(
    'api/tables/mine',
    { player_id: playerId },
    { token, signal, retryWhenBusy: true },
  );
}

export function myTablesQueryOptions(playerId: string, token: string | null) {
  return queryOptions({
    queryKey: ['tables-mine', playerId] as const,
    queryFn: ({ signal }) => fetchMyTables(playerId, token, signal),
    staleTime: 5_000,
  });
}

export function useMyTables(playerId: string | null, token: string | null) {
  return useQuery({ ...myTablesQueryOptions(playerId ?? '', token), enabled: playerId !== null });
}
