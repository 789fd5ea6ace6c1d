import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PersonalDetails,
  UpdatePersonalRequest,
  UpdatePersonalResponse,
} from '@khelo/contracts/profile';
import { apiPost } from '@/lib/api-client';
import { profileQueryKey, type PlayerQuery } from './fetch-profile';

// POST update/personalDetails (Bearer; ours, in the spec's style): birthday, phone, city, state.

export function updatePersonalDetails(
  query: PlayerQuery,
  details: PersonalDetails,
): Promise<UpdatePersonalResponse> {
  const body: UpdatePersonalRequest = {
    player_id: query.playerId,
    operator_id: Number(query.oprId),
    ...details,
  };
  return apiPost<UpdatePersonalResponse>('update/personalDetails', body, { token: query.token });
}

export function useUpdatePersonalDetails(query: PlayerQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: PersonalDetails) => updatePersonalDetails(query, details),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(query.playerId) }),
  });
}
