import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { TableSnapshot } from '../table-types';

// POST api/tables/join: a seat at an offer (the one the player already holds there, else a free one).

export interface JoinTableInput {
  playerId: string;
  token: string | null;
  offerId: string;
  deviceId?: string;
}

export function joinTable({ playerId, token, offerId, deviceId }: JoinTableInput) {
  return apiPost<TableSnapshot>(
    'api/tables/join',
    { player_id: playerId, offer_id: offerId, ...(deviceId ? { device_id: deviceId } : {}) },
    { token },
  );
}

export function useJoinTable() {
  return useMutation({ mutationFn: joinTable });
}
