import { useQuery } from '@tanstack/react-query';
import type { StaffReport } from '@khelo/contracts/backoffice-reports';
import { query, staffRequest } from './staff-request';

// GET /staff/reports?days= (admin, auditor).

export function useStaffReport(days: number) {
  return useQuery({
    queryKey: ['backoffice', 'report', days],
    queryFn: ({ signal }) =>
      staffRequest<StaffReport>('GET', `/staff/reports${query({ days })}`, undefined, signal),
  });
}
