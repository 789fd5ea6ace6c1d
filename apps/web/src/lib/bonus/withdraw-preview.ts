import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BONUS_PATHS, type WithdrawPreview, type WithdrawPreviewRequest } from '@khelo/contracts/bonus-tax';
import { apiPost } from '@/lib/api-client';

// POST transaction/withdraw-preview (Bearer): the TDS a withdrawal of `amount` carries and what arrives.

export interface PreviewQuery {
  playerId: string;
  oprId: string;
  token: string | null;
  amount: number;
}

export function fetchWithdrawPreview(query: PreviewQuery, signal?: AbortSignal): Promise<WithdrawPreview> {
  const body: WithdrawPreviewRequest = {
    operator_id: Number(query.oprId),
    player_id: query.playerId,
    amount: query.amount,
  };
  return apiPost<WithdrawPreview>(BONUS_PATHS.withdrawPreview, body, {
    token: query.token,
    signal,
    retryWhenBusy: true,
  });
}

export function withdrawPreviewQueryOptions(query: PreviewQuery) {
  return queryOptions({
    queryKey: ['withdraw-preview', query.playerId, query.amount] as const,
    queryFn: ({ signal }) => fetchWithdrawPreview(query, signal),
    // The figure for the previous amount stays while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Enabled only for an amount the form would accept. */
export function useWithdrawPreview(query: PreviewQuery, enabled: boolean) {
  return useQuery({ ...withdrawPreviewQueryOptions(query), enabled });
}
