import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableLobby, TableMode } from '@khelo/contracts/tables';
import { tablesGet } from './tables-get';

// GET api/tables/lobby?game=&mode=: the offers of a game by variant and stake, with players seated.

export function fetchTablesLobby(game: string, mode: TableMode, token: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ game, mode });
  return tablesGet<TableLobby>(`api/tables/lobby?${query.toString()}`, token, signal);
}

export function tablesLobbyQueryOptions(game: string, mode: TableMode, token: string | null) {
  return queryOptions({
    queryKey: ['tables-lobby', game, mode] as const,
    queryFn: ({ signal }) => fetchTablesLobby(game, mode, token, signal),
    // Players come and go: a slow poll keeps the counts honest.
    refetchInterval: 10_000,
    placeholderData: keepPreviousData,
  });
}

export function useTablesLobby(game: string, mode: TableMode, token: string | null) {
  return useQuery(tablesLobbyQueryOptions(game, mode, token));
}
