import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FetchProfileRequest, FetchProfileResponse } from '@khelo/contracts/profile';
import { MOBILE_PATTERN } from '@khelo/contracts/payments';
import { apiPost } from '@/lib/api-client';

// POST fetch/userAvatar (Bearer): the account's mobile number and e-mail, so that the gateway form does not
// ask a logged-in player for what the account already knows. The answer is the profile's, cached under the
// profile's key: the header's profile fetch after login usually has it already, and a profile change
// (verify-mobile, /info) refreshes it for this page too.

export interface AccountContactQuery {
  playerId: string;
  oprId: string;
  token: string | null;
}

export interface AccountContact {
  /** Ten digits, or '' when the account has none. */
  mobile: string;
  email: string;
}

export function fetchAccountProfile(
  query: AccountContactQuery,
  signal?: AbortSignal,
): Promise<FetchProfileResponse> {
  const body: FetchProfileRequest = { operator_id: Number(query.oprId), player_id: query.playerId };
  return apiPost<FetchProfileResponse>('fetch/userAvatar', body, {
    token: query.token,
    signal,
    retryWhenBusy: true,
  });
}

/** The last ten digits when they are an Indian mobile number (stored numbers may carry +91). */
function tenDigits(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(-10);
  return MOBILE_PATTERN.test(digits) ? digits : '';
}

export function contactOf(answer: FetchProfileResponse): AccountContact {
  const me = answer.data.profile_arr[0];
  return {
    mobile: tenDigits(me?.mobile_number) || tenDigits(me?.phone),
    email: me?.email ?? '',
  };
}

export function accountContactQueryOptions(query: AccountContactQuery) {
  return queryOptions({
    queryKey: ['profile', query.playerId] as const,
    queryFn: ({ signal }) => fetchAccountProfile(query, signal),
    select: contactOf,
    retry: false,
  });
}

export function useAccountContact(query: AccountContactQuery) {
  return useQuery({
    ...accountContactQueryOptions(query),
    enabled: Boolean(query.playerId && query.oprId && query.token),
  });
}
