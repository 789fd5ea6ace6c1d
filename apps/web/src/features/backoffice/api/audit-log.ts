import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogResponse } from '@khelo/contracts/staff';
import { query, staffRequest } from './staff-request';

// GET /staff/audit-log (admin, auditor): staff actions, newest first, 50 a page.

export function useAuditLog(filter: { subject_type?: string; page: number }) {
  return useQuery({
    queryKey: ['backoffice', 'audit-log', filter],
    queryFn: ({ signal }) =>
      staffRequest<AuditLogResponse>('GET', `/staff/audit-log${query(filter)}`, undefined, signal),
    placeholderData: keepPreviousData,
  });
}
