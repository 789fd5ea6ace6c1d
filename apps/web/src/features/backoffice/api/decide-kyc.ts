import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffKycDecisionResponse } from '@khelo/contracts/kyc';
import { kycQueueKey } from './kyc-queue';
import { staffRequest } from './staff-request';

// POST /staff/kyc/:id/approve {reason?} or /reject {reason}.

export function useDecideKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: 'approve' | 'reject'; reason: string }) =>
      staffRequest<StaffKycDecisionResponse>(
        'POST',
        `/staff/kyc/${input.id}/${input.decision}`,
        input.reason ? { reason: input.reason } : {},
      ),
    onSettled: () => client.invalidateQueries({ queryKey: kycQueueKey }),
  });
}
