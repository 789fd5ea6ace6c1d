import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RgReadRequest, RgState } from '@khelo/contracts/responsible-gaming';
import { apiPost } from '@/lib/api-client';

// POST api/responsible-gaming (Bearer): deposit limits with waiting raises, the break in force.

export interface PlayerQuery {
  playerId: string;
  oprId: string;
  token: string | null;
}

export function fetchRgState(query: PlayerQuery, signal?: AbortSignal): Promise<RgState> {
  const body: RgReadRequest = { operator_id: Number(query.oprId), player_id: query.playerId };
  return apiPost<RgState>('api/responsible-gaming', body, {
    token: query.token,
    signal,
    retryWhenBusy: true,
  });
}

export const rgQueryKey = (playerId: string) => ['responsible-gaming', playerId] as const;

export function rgStateQueryOptions(query: PlayerQuery) {
  return queryOptions({
    queryKey: rgQueryKey(query.playerId),
    queryFn: ({ signal }) => fetchRgState(query, signal),
  });
}

export function useRgState(query: PlayerQuery, enabled = true) {
  return useQuery({ ...rgStateQueryOptions(query), enabled });
}
