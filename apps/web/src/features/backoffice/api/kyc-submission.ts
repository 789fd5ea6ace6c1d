import { useQuery } from '@tanstack/react-query';
import type { StaffKycDetailResponse } from '@khelo/contracts/kyc';
import { staffRequest } from './staff-request';

// GET /staff/kyc/:id: one submission with the full number and the decrypted images (audited as kyc.view).
// Not kept in the cache after the panel closes: the images are personal data.

export function useKycSubmission(id: string | null) {
  return useQuery({
    queryKey: ['backoffice', 'kyc-submission', id],
    queryFn: ({ signal }) =>
      staffRequest<StaffKycDetailResponse>('GET', `/staff/kyc/${id}`, undefined, signal),
    enabled: id !== null,
    gcTime: 0,
    staleTime: Infinity,
  });
}
