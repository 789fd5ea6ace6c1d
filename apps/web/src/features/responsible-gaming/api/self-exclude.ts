import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RgSelfExclusionRequest, RgState } from '@khelo/contracts/responsible-gaming';
import { apiPost } from '@/lib/api-client';
import { rgQueryKey, type PlayerQuery } from './rg-state';

// POST api/responsible-gaming/self-exclusion (after the page's confirm step): months, or null: permanent.

export function selfExclude(query: PlayerQuery, months: number | null): Promise<RgState> {
  const body: RgSelfExclusionRequest = {
    operator_id: Number(query.oprId),
    player_id: query.playerId,
    ...(months === null ? { permanent: true } : { months }),
    confirm: true,
  };
  return apiPost<RgState>('api/responsible-gaming/self-exclusion', body, { token: query.token });
}

export function useSelfExclude(query: PlayerQuery) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (months: number | null) => selfExclude(query, months),
    onSuccess: (state) => client.setQueryData(rgQueryKey(query.playerId), state),
  });
}
