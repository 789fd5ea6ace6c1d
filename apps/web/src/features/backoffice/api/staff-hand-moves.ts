import { useQuery } from '@tanstack/react-query';
import type { StaffHandMoves } from '@khelo/contracts/backoffice-tables';
import { staffRequest } from './staff-request';

// GET /staff/tables/hands/:hand_id/moves: one hand's full move log, the cards as dealt and its money rows.

export const staffHandKey = (handId: string) => ['backoffice', 'hand', handId] as const;

const LIVE_STATUSES: readonly string[] = ['collecting', 'playing', 'settling'];

export function useStaffHandMoves(handId: string) {
  return useQuery({
    queryKey: staffHandKey(handId),
    queryFn: ({ signal }) =>
      staffRequest<StaffHandMoves>(
        'GET',
        `/staff/tables/hands/${encodeURIComponent(handId)}/moves`,
        undefined,
        signal,
      ),
    // A hand still being played grows; a finished one does not change.
    refetchInterval: (current) =>
      LIVE_STATUSES.includes(current.state.data?.hand.status ?? '') ? 3_000 : false,
  });
}
