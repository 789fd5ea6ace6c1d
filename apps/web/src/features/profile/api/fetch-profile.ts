import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FetchProfileRequest, FetchProfileResponse } from '@khelo/contracts/profile';
import { apiPost, isApiError } from '@/lib/api-client';

// POST fetch/userAvatar (Bearer; core-platform.md section 7): profile_arr[0] and the avatar choices.

export interface PlayerQuery {
  playerId: string;
  oprId: string;
  token: string | null;
}

export function fetchProfile(query: PlayerQuery, signal?: AbortSignal): Promise<FetchProfileResponse> {
  const body: FetchProfileRequest = { operator_id: Number(query.oprId), player_id: query.playerId };
  return apiPost<FetchProfileResponse>('fetch/userAvatar', body, {
    token: query.token,
    signal,
    retryWhenBusy: true,
  });
}

export const profileQueryKey = (playerId: string) => ['profile', playerId] as const;

export function profileQueryOptions(query: PlayerQuery) {
  return queryOptions({
    queryKey: profileQueryKey(query.playerId),
    queryFn: ({ signal }) => fetchProfile(query, signal),
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.kind === 'HTTP' && (error.status ?? 500) < 500),
  });
}

export function useProfile(query: PlayerQuery, enabled = true) {
  return useQuery({ ...profileQueryOptions(query), enabled });
}
