import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffAdjustmentList, StaffAdjustmentResponse } from '@khelo/contracts/backoffice-players';
import { staffRequest } from './staff-request';

// GET /staff/adjustments (admin): adjustments above the threshold waiting for a second admin; and
// POST /staff/adjustments/:id/{approve|reject}.

const key = ['backoffice', 'adjustments'] as const;

export function usePendingAdjustments(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      staffRequest<StaffAdjustmentList>('GET', '/staff/adjustments', undefined, signal),
    enabled,
  });
}

export function useDecideAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: 'approve' | 'reject' }) =>
      staffRequest<StaffAdjustmentResponse>('POST', `/staff/adjustments/${input.id}/${input.decision}`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}
