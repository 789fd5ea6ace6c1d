import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashEligibilityRequest, CashEligibilityResponse } from '@khelo/contracts/compliance';
import { apiPost } from '../api-client';

// POST api/cash-eligibility (Bearer): per cash action, allowed or the refusal, so that add cash, withdrawal
// and game launch explain a refusal before the player types.

export interface EligibilityQuery {
  playerId: string;
  oprId: string;
  token: string | null;
}

export function fetchCashEligibility(
  query: EligibilityQuery,
  signal?: AbortSignal,
): Promise<CashEligibilityResponse> {
  const body: CashEligibilityRequest = { operator_id: Number(query.oprId), player_id: query.playerId };
  return apiPost<CashEligibilityResponse>('api/cash-eligibility', body, {
    token: query.token,
    signal,
    retryWhenBusy: true,
  });
}

export function cashEligibilityQueryOptions(query: EligibilityQuery) {
  return queryOptions({
    queryKey: ['cash-eligibility', query.playerId] as const,
    queryFn: ({ signal }) => fetchCashEligibility(query, signal),
    // Profile, KYC and mobile pages change what it answers; coming back to a page asks again.
    staleTime: 0,
  });
}

export function useCashEligibility(query: EligibilityQuery) {
  return useQuery({
    ...cashEligibilityQueryOptions(query),
    enabled: Boolean(query.playerId && query.oprId && query.token),
  });
}
