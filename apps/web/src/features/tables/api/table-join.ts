import { useMutation } from '@tanstack/react-query';
import type { TableSnapshot, TableSnapshotResponse } from '@khelo/contracts/tables';
import { apiPost } from '@/lib/api-client';

// POST api/tables/join: a seat at an offer (the one the player already holds there, else a free one).

export interface JoinTableInput {
  playerId: string;
  token: string | null;
  offerId: string;
  deviceId?: string;
  /** Tables with a stack per seat (poker): the buy-in, rupees (practice: chips). */
  buyIn?: number;
}

export async function joinTable({
  playerId,
  token,
  offerId,
  deviceId,
  buyIn,
}: JoinTableInput): Promise<TableSnapshot> {
  const answer = await apiPost<TableSnapshotResponse>(
    'api/tables/join',
    {
      player_id: playerId,
      offer_id: offerId,
      ...(deviceId ? { device_id: deviceId } : {}),
      ...(buyIn === undefined ? {} : { buy_in: buyIn }),
    },
    { token },
  );
  return answer.table;
}

export function useJoinTable() {
  return useMutation({ mutationFn: joinTable });
}
