import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffLedgerList, StaffLedgerQuery } from '@khelo/contracts/backoffice-reports';
import { API_BASE } from '@/lib/env';
import { staffSession } from '../staff-session';
import { query, staffRequest } from './staff-request';

// GET /staff/ledger (admin, auditor): transactions with postings; the CSV is fetched with the session's
// token and saved as a file.

export type LedgerFilter = Omit<StaffLedgerQuery, 'format'>;

export function useStaffLedger(filter: LedgerFilter) {
  return useQuery({
    queryKey: ['backoffice', 'ledger', filter],
    queryFn: ({ signal }) =>
      staffRequest<StaffLedgerList>('GET', `/staff/ledger${query(filter)}`, undefined, signal),
    placeholderData: keepPreviousData,
  });
}

export async function downloadLedgerCsv(filter: LedgerFilter): Promise<void> {
  const response = await fetch(`${API_BASE}/staff/ledger${query({ ...filter, format: 'csv' })}`, {
    headers: { Authorization: `Bearer ${staffSession()?.token ?? ''}` },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'khelo-ledger.csv';
  link.click();
  URL.revokeObjectURL(url);
}
