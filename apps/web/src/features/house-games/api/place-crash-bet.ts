import { useMutation } from '@tanstack/react-query';
import type { CrashBetRequest, HouseBet } from '@khelo/contracts/house-games';
import { apiPost } from '@/lib/api-client';

// POST house/crash/bet with the launch token: a bet on the next flight, slot 1 or 2.

export interface BetAnswer {
  status: 1;
  message: string;
  bet: HouseBet;
  balance: number | null;
}

export function placeCrashBet(body: CrashBetRequest) {
  return apiPost<BetAnswer>('house/crash/bet', body, { renew: false });
}

export function usePlaceCrashBet() {
  return useMutation({ mutationFn: placeCrashBet });
}
