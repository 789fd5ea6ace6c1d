import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffDecisionResponse } from '@khelo/contracts/payments';
import { paymentQueueKey, type PaymentKind } from './payment-queue';
import { staffRequest } from './staff-request';

// POST /staff/{deposits|withdrawals}/:id/{approve|reject} with a reason. Two cashiers on one request: the
// second gets 409 "already decided by …", shown as it is.

export function useDecidePayment(kind: PaymentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: 'approve' | 'reject'; reason: string }) =>
      staffRequest<StaffDecisionResponse>('POST', `/staff/${kind}/${input.id}/${input.decision}`, {
        reason: input.reason,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: paymentQueueKey(kind) }),
  });
}
