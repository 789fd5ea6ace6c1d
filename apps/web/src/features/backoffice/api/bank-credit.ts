import { useQuery } from '@tanstack/react-query';
import type { StaffBankCredit } from '@khelo/contracts/backoffice-reports';
import { staffRequest } from './staff-request';

// GET /staff/bank-credits/:utr: the bank statement's line for a manual deposit's UTR, or null.

export function useBankCredit(utr: string | undefined) {
  return useQuery({
    queryKey: ['backoffice', 'bank-credit', utr],
    queryFn: ({ signal }) =>
      staffRequest<StaffBankCredit>('GET', `/staff/bank-credits/${utr}`, undefined, signal),
    enabled: !!utr && /^\d{12}$/.test(utr),
  });
}
