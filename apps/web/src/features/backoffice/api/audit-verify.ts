import { useQuery } from '@tanstack/react-query';
import type { AuditChain } from '@khelo/contracts/staff';
import { staffRequest } from './staff-request';

// GET /staff/audit-log/verify: recomputes the hash chain; the first broken row when it is not intact.

export function useAuditVerify() {
  return useQuery({
    queryKey: ['backoffice', 'audit-verify'],
    queryFn: ({ signal }) => staffRequest<AuditChain>('GET', '/staff/audit-log/verify', undefined, signal),
    staleTime: 0,
  });
}
