import { queryOptions, useQuery } from '@tanstack/react-query';
import { BONUS_PATHS, type BonusSummary, type BonusSummaryRequest } from '@khelo/contracts/bonus-tax';
import { apiPost } from '@/lib/api-client';

// POST api/bonus/summary (Bearer): cash and bonus balances, the welcome offer and the referral code.

export interface BonusQuery {
  playerId: string;
  oprId: string;
  token: string | null;
  /** The session's cash balance: a change (a deposit, a stake's release) refetches the summary. */
  walletBalance: number;
}

export function fetchBonusSummary(query: BonusQuery, signal?: AbortSignal): Promise<BonusSummary> {
  const body: BonusSummaryRequest = { operator_id: Number(query.oprId), player_id: query.playerId };
  return apiPost<BonusSummary>(BONUS_PATHS.summary, body, {
    token: query.token,
    signal,
    retryWhenBusy: true,
  });
}

export function bonusSummaryQueryOptions(query: BonusQuery) {
  return queryOptions({
    queryKey: ['bonus-summary', query.playerId, query.walletBalance] as const,
    queryFn: ({ signal }) => fetchBonusSummary(query, signal),
    staleTime: 0,
  });
}

export function useBonusSummary(query: BonusQuery) {
  return useQuery({ ...bonusSummaryQueryOptions(query), enabled: Boolean(query.playerId && query.oprId) });
}
