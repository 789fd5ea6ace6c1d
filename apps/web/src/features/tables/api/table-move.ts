import type { TableSnapshot, TableSnapshotResponse } from '@khelo/contracts/tables';
import { apiPost } from '@/lib/api-client';

// POST api/tables/move: one move of the game; the answer is the new snapshot. A refusal is a 409 with the
// engine's reason (the state is unchanged).

export interface TableMoveInput {
  playerId: string;
  token: string | null;
  tableId: string;
  move: unknown;
  version?: number | undefined;
}

export async function sendTableMove({
  playerId,
  token,
  tableId,
  move,
  version,
}: TableMoveInput): Promise<TableSnapshot> {
  const answer = await apiPost<TableSnapshotResponse>(
    'api/tables/move',
    { player_id: playerId, table_id: tableId, move, ...(version === undefined ? {} : { version }) },
    { token },
  );
  return answer.table;
}
