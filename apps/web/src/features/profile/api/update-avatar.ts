import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAvatarRequest, UpdateAvatarResponse } from '@khelo/contracts/profile';
import { useSession } from '@/app/session/session-context';
import { apiPost } from '@/lib/api-client';
import { profileQueryKey, type PlayerQuery } from './fetch-profile';

// POST update/userAvatar (Bearer): profile_type nickName or avatar. The header follows at once.

export type AvatarChange =
  { profile_type: 'nickName'; nickName: string } | { profile_type: 'avatar'; avatar_id: number };

export function updateAvatar(query: PlayerQuery, change: AvatarChange): Promise<UpdateAvatarResponse> {
  const body: UpdateAvatarRequest = {
    player_id: query.playerId,
    operator_id: Number(query.oprId),
    ...change,
  };
  return apiPost<UpdateAvatarResponse>('update/userAvatar', body, { token: query.token });
}

export function useUpdateAvatar(query: PlayerQuery) {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (change: AvatarChange) => updateAvatar(query, change),
    onSuccess: (answer) => {
      session.setProfile({ nickName: answer.data.nickName, avatar: answer.data.avatar });
      return queryClient.invalidateQueries({ queryKey: profileQueryKey(query.playerId) });
    },
  });
}
