import { useMutation } from '@tanstack/react-query';
import type { PaymentKind } from './payment-queue';
import { staffRequest } from './staff-request';

// POST /staff/{deposits|withdrawals}/:id/release: let go of an item one opened and did not decide.

export function useReleasePayment(kind: PaymentKind) {
  return useMutation({
    mutationFn: (id: string) => staffRequest('POST', `/staff/${kind}/${id}/release`),
  });
}
