import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositDetailsRequest, DepositDetailsResponse } from '@khelo/contracts/payments';
import { apiPost } from '@/lib/api-client';

// POST fetch/deposit-details: the operator's UPI ids and a QR of a upi://pay intent for the amount.

export interface DepositDetailsQuery {
  playerId: string;
  oprId: string;
  token: string | null;
  amount: number;
}

export function fetchDepositDetails(query: DepositDetailsQuery, signal?: AbortSignal) {
  const body: DepositDetailsRequest = {
    operator_id: Number(query.oprId),
    player_id: query.playerId,
    country: '+91',
    method: 'upi-QR',
    amount: query.amount,
  };
  return apiPost<DepositDetailsResponse>('fetch/deposit-details', body, {
    token: query.token,
    signal,
    retryWhenBusy: true,
  });
}

export function depositDetailsQueryOptions(query: DepositDetailsQuery) {
  return queryOptions({
    queryKey: ['deposit-details', query.playerId, query.amount] as const,
    queryFn: ({ signal }) => fetchDepositDetails(query, signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function useDepositDetails(query: DepositDetailsQuery, enabled: boolean) {
  return useQuery({ ...depositDetailsQueryOptions(query), enabled });
}
