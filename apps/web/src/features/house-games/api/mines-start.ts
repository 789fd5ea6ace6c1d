import { useMutation } from '@tanstack/react-query';
import type { MinesAnswer, MinesStartRequest } from '@khelo/contracts/house-mines';
import { apiPost } from '@/lib/api-client';

// POST house/mines/start: debits the bet and commits the layout (the answer carries its SHA-256).

export function startMines(body: MinesStartRequest) {
  return apiPost<MinesAnswer>('house/mines/start', body, { renew: false });
}

export function useStartMines() {
  return useMutation({ mutationFn: startMines });
}
