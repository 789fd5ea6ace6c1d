import { useMutation } from '@tanstack/react-query';
import type { MinesAnswer, MinesCashoutRequest } from '@khelo/contracts/house-mines';
import { apiPost } from '@/lib/api-client';

// POST house/mines/cashout: collects the bet × the current multiplier and ends the round.

export function cashOutMines(body: MinesCashoutRequest) {
  return apiPost<MinesAnswer>('house/mines/cashout', body, { renew: false });
}

export function useCashOutMines() {
  return useMutation({ mutationFn: cashOutMines });
}
