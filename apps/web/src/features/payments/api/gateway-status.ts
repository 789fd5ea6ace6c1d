import { queryOptions, useQuery } from '@tanstack/react-query';
import { GATEWAY_POLL_MS } from '@khelo/contracts/constants';
import type { GatewayStatusResponse } from '@khelo/contracts/payments';
import { apiPost } from '@/lib/api-client';

// POST pg/kvmpay-checkStatus: PENDING | SUCCESS | FAILED | EXPIRED, checked about every minute while the
// payment is open (core-platform.md section 4) and again whenever the wallet changes.

export interface GatewayStatusQuery {
  playerId: string;
  token: string | null;
  transactionId: string;
}

export function fetchGatewayStatus(query: GatewayStatusQuery, signal?: AbortSignal) {
  return apiPost<GatewayStatusResponse>(
    'pg/kvmpay-checkStatus',
    { transaction_id: query.transactionId, player_id: query.playerId },
    { token: query.token, signal, retryWhenBusy: true },
  );
}

export const gatewayStatusKey = (transactionId: string) => ['gateway-status', transactionId] as const;

export function gatewayStatusQueryOptions(query: GatewayStatusQuery) {
  return queryOptions({
    queryKey: gatewayStatusKey(query.transactionId),
    queryFn: ({ signal }) => fetchGatewayStatus(query, signal),
    refetchInterval: (current) =>
      current.state.data && current.state.data.transaction_status !== 'PENDING' ? false : GATEWAY_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

export function useGatewayStatus(query: GatewayStatusQuery, enabled: boolean) {
  return useQuery({ ...gatewayStatusQueryOptions(query), enabled });
}
