import { useMutation } from '@tanstack/react-query';
import type { MinesAnswer, MinesRevealRequest } from '@khelo/contracts/house-mines';
import { apiPost } from '@/lib/api-client';

// POST house/mines/reveal: opens a tile; a mine ends the round and the answer reveals seed and layout.

export function revealMinesTile(body: MinesRevealRequest) {
  return apiPost<MinesAnswer>('house/mines/reveal', body, { renew: false });
}

export function useRevealMinesTile() {
  return useMutation({ mutationFn: revealMinesTile });
}
