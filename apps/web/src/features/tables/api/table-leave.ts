import { useMutation } from '@tanstack/react-query';
import type { TableLeave } from '@khelo/contracts/tables';
import { apiPost } from '@/lib/api-client';

// POST api/tables/leave: get up from the table (during a hand the game's rule applies: a rummy drop).

export function leaveTable(input: { playerId: string; token: string | null; tableId: string }) {
  return apiPost<TableLeave>(
    'api/tables/leave',
    { player_id: input.playerId, table_id: input.tableId },
    { token: input.token },
  );
}

export function useLeaveTable() {
  return useMutation({ mutationFn: leaveTable });
}
