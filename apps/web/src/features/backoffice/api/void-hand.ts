import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffVoidHandRequest, StaffVoidHandResponse } from '@khelo/contracts/backoffice-tables';
import { staffHandKey } from './staff-hand-moves';
import { staffRequest } from './staff-request';

// POST /staff/tables/hands/:hand_id/void (admin) with a reason: every collect of the hand refunded in full,
// audited, the players told.

export function useVoidHand(handId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffVoidHandRequest) =>
      staffRequest<StaffVoidHandResponse>(
        'POST',
        `/staff/tables/hands/${encodeURIComponent(handId)}/void`,
        body,
      ),
    // Not awaited: the outcome is shown at once; the hand's refunds and status follow as they refetch.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: staffHandKey(handId) });
      void client.invalidateQueries({ queryKey: ['backoffice', 'table'] });
    },
  });
}
