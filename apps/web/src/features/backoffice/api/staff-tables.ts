import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffTableList, StaffTablesQuery } from '@khelo/contracts/backoffice-tables';
import { query, staffRequest } from './staff-request';

// GET /staff/tables (admin, support, auditor): the live tables (or all of them), refreshed every few seconds
// while the screen is open.

export const TABLES_REFRESH_MS = 4_000;

export function useStaffTables(filter: Partial<StaffTablesQuery>) {
  return useQuery({
    queryKey: ['backoffice', 'tables', filter],
    queryFn: ({ signal }) =>
      staffRequest<StaffTableList>('GET', `/staff/tables${query(filter)}`, undefined, signal),
    placeholderData: keepPreviousData,
    refetchInterval: TABLES_REFRESH_MS,
  });
}
