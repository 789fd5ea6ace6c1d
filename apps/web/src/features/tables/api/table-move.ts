import { apiPost } from '@/lib/api-client';
import type { TableSnapshot } from '../table-types';

// POST api/tables/move: one move of the game; the answer is the new snapshot. A refusal is a 409 with the
// engine's reason (the state is unchanged).

export interface TableMoveInput {
  playerId: string;
  token: string | null;
  tableId: string;
  move: unknown;
  version?: number;
}

export function sendTableMove({ playerId, token, tableId, move, version }: TableMoveInput) {
  return apiPost<TableSnapshot>(
    'api/tables/move',
    { player_id: playerId, table_id: tableId, move, ...(version === undefined ? {} : { version }) },
    { token },
  );
}
