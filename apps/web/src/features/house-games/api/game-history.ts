import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameHistoryRow } from '@khelo/contracts/house-games';
import { apiPost } from '@/lib/api-client';

// POST api/game-history (Bearer): the player's house game rounds, 10 a page, newest first.

export interface GameHistoryAnswer {
  status: 1;
  message: string;
  data: GameHistoryRow[];
  page: number;
  page_size: number;
  total: number;
  total_pages: number;
}

export interface GameHistoryQuery {
  playerId: string;
  oprId: string;
  token: string | null;
  page: number;
}

export function fetchGameHistory(query: GameHistoryQuery, signal?: AbortSignal) {
  return apiPost<GameHistoryAnswer>(
    'api/game-history',
    { operator_id: Number(query.oprId), player_id: query.playerId, page: query.page },
    { token: query.token, signal, retryWhenBusy: true },
  );
}

export function gameHistoryQueryOptions(query: GameHistoryQuery) {
  return queryOptions({
    queryKey: ['game-history', query.playerId, query.page] as const,
    queryFn: ({ signal }) => fetchGameHistory(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGameHistory(query: GameHistoryQuery) {
  return useQuery(gameHistoryQueryOptions(query));
}
