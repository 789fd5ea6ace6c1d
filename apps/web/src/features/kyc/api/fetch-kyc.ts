import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FetchKycRequest, FetchKycResponse } from '@khelo/contracts/kyc';
import { apiPost, isApiError } from '@/lib/api-client';

// POST fetch/kycdetails (Bearer; ours): the player's documents and their review status.

export interface PlayerQuery {
  playerId: string;
  oprId: string;
  token: string | null;
}

/** While a document waits for review the page looks again now and then, so "verified" shows up. */
const PENDING_POLL_MS = 30_000;

export function fetchKyc(query: PlayerQuery, signal?: AbortSignal): Promise<FetchKycResponse> {
  const body: FetchKycRequest = { operator_id: Number(query.oprId), player_id: query.playerId };
  return apiPost<FetchKycResponse>('fetch/kycdetails', body, {
    token: query.token,
    signal,
    retryWhenBusy: true,
  });
}

export const kycQueryKey = (playerId: string) => ['kyc', playerId] as const;

export function kycQueryOptions(query: PlayerQuery) {
  return queryOptions({
    queryKey: kycQueryKey(query.playerId),
    queryFn: ({ signal }) => fetchKyc(query, signal),
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.kind === 'HTTP' && (error.status ?? 500) < 500),
    refetchInterval: (current) =>
      current.state.data?.data.some((document) => document.status === 'pending') ? PENDING_POLL_MS : false,
  });
}

export function useKycDocuments(query: PlayerQuery, enabled = true) {
  return useQuery({ ...kycQueryOptions(query), enabled });
}
