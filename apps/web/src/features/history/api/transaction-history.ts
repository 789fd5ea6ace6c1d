import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  HISTORY_NOT_FOUND,
  type HistoryFilter,
  type HistoryRequest,
  type HistoryResponse,
} from '@khelo/contracts/wallet';
import { apiPost, isApiError } from '@/lib/api-client';

// POST transaction/history (Bearer; core-platform.md section 7): one page of 10 rows, filtered on the server.

export interface HistoryQuery {
  playerId: string;
  oprId: string;
  token: string | null;
  filter: HistoryFilter;
  page: number;
}

export function fetchTransactionHistory(query: HistoryQuery, signal?: AbortSignal): Promise<HistoryResponse> {
  const body: HistoryRequest = {
    operator_id: Number(query.oprId),
    player_id: query.playerId,
    filter: query.filter,
    page: query.page,
  };
  return apiPost<HistoryResponse>('transaction/history', body, {
    token: query.token,
    signal,
    retryWhenBusy: true,
  });
}

/** The server's answer for a player without any transaction (not an error on screen: an empty state). */
export function isHistoryNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.message === HISTORY_NOT_FOUND;
}

export const historyQueryKey = (playerId: string) => ['transaction-history', playerId] as const;

export function transactionHistoryQueryOptions(query: HistoryQuery) {
  return queryOptions({
    queryKey: [...historyQueryKey(query.playerId), query.filter, query.page] as const,
    queryFn: ({ signal }) => fetchTransactionHistory(query, signal),
    // Only a network failure or a server error is worth one more try; a 4xx (an empty history, a
    // refused token) is an answer.
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.kind === 'HTTP' && (error.status ?? 500) < 500),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTransactionHistory(query: HistoryQuery, enabled = true) {
  return useQuery({ ...transactionHistoryQueryOptions(query), enabled });
}
