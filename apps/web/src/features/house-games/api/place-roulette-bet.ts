import { useMutation } from '@tanstack/react-query';
import type { RouletteBetRequest } from '@khelo/contracts/house-roulette';
import { apiPost } from '@/lib/api-client';
import type { BetAnswer } from './place-crash-bet';

// POST house/roulette/bet with the launch token: every chip of one spin, debited as one bet.

export function placeRouletteBet(body: RouletteBetRequest) {
  return apiPost<BetAnswer>('house/roulette/bet', body, { renew: false });
}

export function usePlaceRouletteBet() {
  return useMutation({ mutationFn: placeRouletteBet });
}
