import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffPaymentList } from '@khelo/contracts/payments';
import type { LedgerTransactionStatus } from '@khelo/contracts/wallet';
import { query, staffRequest } from './staff-request';

// GET /staff/deposits or /staff/withdrawals (admin, cashier): the queue by status, oldest first.

export type PaymentKind = 'deposits' | 'withdrawals';

export const paymentQueueKey = (kind: PaymentKind) => ['backoffice', 'payments', kind] as const;

export function usePaymentQueue(kind: PaymentKind, status: LedgerTransactionStatus, page: number) {
  return useQuery({
    queryKey: [...paymentQueueKey(kind), status, page],
    queryFn: ({ signal }) =>
      staffRequest<StaffPaymentList>('GET', `/staff/${kind}${query({ status, page })}`, undefined, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
