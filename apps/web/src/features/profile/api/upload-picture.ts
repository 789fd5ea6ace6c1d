import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadPictureRequest, UploadPictureResponse } from '@khelo/contracts/profile';
import { useSession } from '@/app/session/session-context';
import { apiPost } from '@/lib/api-client';
import { profileQueryKey, type PlayerQuery } from './fetch-profile';

// POST update/profilePicture (Bearer): the picture becomes the shown avatar at once.

export interface PictureUpload {
  image: string;
  imageName: string;
}

export function uploadPicture(query: PlayerQuery, upload: PictureUpload): Promise<UploadPictureResponse> {
  const body: UploadPictureRequest = {
    player_id: query.playerId,
    operator_id: Number(query.oprId),
    ...upload,
  };
  // A 2 MB upload on a slow mobile link needs longer than the default 15 s.
  return apiPost<UploadPictureResponse>('update/profilePicture', body, {
    token: query.token,
    timeoutMs: 60_000,
  });
}

export function useUploadPicture(query: PlayerQuery) {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (upload: PictureUpload) => uploadPicture(query, upload),
    onSuccess: (answer) => {
      session.setProfile({ avatar: answer.data.avatar });
      return queryClient.invalidateQueries({ queryKey: profileQueryKey(query.playerId) });
    },
  });
}
