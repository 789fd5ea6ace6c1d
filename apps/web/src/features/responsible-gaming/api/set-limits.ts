import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RgLimitsRequest, RgState } from '@khelo/contracts/responsible-gaming';
import { apiPost } from '@/lib/api-client';
import { rgQueryKey, type PlayerQuery } from './rg-state';

// POST api/responsible-gaming/limits: a cut applies at once, a raise or removal (null) after 72 hours.

export type LimitChanges = Pick<RgLimitsRequest, 'daily' | 'weekly' | 'monthly'>;

export function setLimits(query: PlayerQuery, changes: LimitChanges): Promise<RgState> {
  const body: RgLimitsRequest = { operator_id: Number(query.oprId), player_id: query.playerId, ...changes };
  return apiPost<RgState>('api/responsible-gaming/limits', body, { token: query.token });
}

export function useSetLimits(query: PlayerQuery) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: LimitChanges) => setLimits(query, changes),
    onSuccess: (state) => client.setQueryData(rgQueryKey(query.playerId), state),
  });
}
