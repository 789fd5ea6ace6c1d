import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoolOffDuration, RgCoolOffRequest, RgState } from '@khelo/contracts/responsible-gaming';
import { apiPost } from '@/lib/api-client';
import { rgQueryKey, type PlayerQuery } from './rg-state';

// POST api/responsible-gaming/cool-off (after the page's confirm step): cannot be undone early.

export function startCoolOff(query: PlayerQuery, duration: CoolOffDuration): Promise<RgState> {
  const body: RgCoolOffRequest = {
    operator_id: Number(query.oprId),
    player_id: query.playerId,
    duration,
    confirm: true,
  };
  return apiPost<RgState>('api/responsible-gaming/cool-off', body, { token: query.token });
}

export function useStartCoolOff(query: PlayerQuery) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (duration: CoolOffDuration) => startCoolOff(query, duration),
    onSuccess: (state) => client.setQueryData(rgQueryKey(query.playerId), state),
  });
}
