import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KycStatus, StaffKycListResponse } from '@khelo/contracts/kyc';
import { query, staffRequest } from './staff-request';

// GET /staff/kyc (admin, kyc_reviewer): submissions by status.

export const kycQueueKey = ['backoffice', 'kyc'] as const;

export function useKycQueue(status: KycStatus, page: number) {
  return useQuery({
    queryKey: [...kycQueueKey, status, page],
    queryFn: ({ signal }) =>
      staffRequest<StaffKycListResponse>('GET', `/staff/kyc${query({ status, page })}`, undefined, signal),
    placeholderData: keepPreviousData,
  });
}
