import { useMutation } from '@tanstack/react-query';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-game-codes';
import { apiPost } from '@/lib/api-client';
import type { BetAnswer } from './place-crash-bet';

// POST house/crash/cashout: the server decides the multiplier by its own clock.

export function cashOut(body: { token: string; bet_id: string }) {
  return apiPost<BetAnswer>('house/crash/cashout', { ...body, game_code: CRASH_GAME_CODE }, { renew: false });
}

export function useCashOut() {
  return useMutation({ mutationFn: cashOut });
}
