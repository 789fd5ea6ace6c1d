import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycDocType, SaveKycRequest, SaveKycResponse } from '@khelo/contracts/kyc';
import { apiPost } from '@/lib/api-client';
import { kycQueryKey, type PlayerQuery } from './fetch-kyc';

// POST save/kycdetails (Bearer; core-platform.md section 7).

export interface KycSubmission {
  docType: KycDocType;
  playerName: string;
  docNumber: string;
  frontImg: string;
  backImg: string | null;
}

export function saveKyc(query: PlayerQuery, submission: KycSubmission): Promise<SaveKycResponse> {
  const body: SaveKycRequest = {
    operator_id: Number(query.oprId),
    player_id: query.playerId,
    doc_type: submission.docType,
    player_name: submission.playerName,
    doc_number: submission.docNumber,
    front_img: submission.frontImg,
    ...(submission.docType === 'aadhar' && submission.backImg ? { back_img: submission.backImg } : {}),
  };
  // Two pictures of up to 2 MB each on a mobile link.
  return apiPost<SaveKycResponse>('save/kycdetails', body, { token: query.token, timeoutMs: 90_000 });
}

export function useSaveKyc(query: PlayerQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: KycSubmission) => saveKyc(query, submission),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycQueryKey(query.playerId) }),
  });
}
