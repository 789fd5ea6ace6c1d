import { useMutation } from '@tanstack/react-query';
import type { StaffClaimResponse } from '@khelo/contracts/backoffice-claims';
import type { PaymentKind } from './payment-queue';
import { staffRequest } from './staff-request';

// POST /staff/{deposits|withdrawals}/:id/claim: take the item before deciding (2 minutes). Another
// cashier holding it answers 409 with reason `claimed` and details { by, until }.

export function useClaimPayment(kind: PaymentKind) {
  return useMutation({
    mutationFn: (id: string) => staffRequest<StaffClaimResponse>('POST', `/staff/${kind}/${id}/claim`),
  });
}
