import { useMutation } from '@tanstack/react-query';
import type { ZooBetRequest } from '@khelo/contracts/house-zoo-roulette';
import { apiPost } from '@/lib/api-client';
import type { BetAnswer } from './place-crash-bet';

// POST house/zoo-roulette/bet with the launch token: every chip of one spin, debited as one bet.

export function placeZooBet(body: ZooBetRequest) {
  return apiPost<BetAnswer>('house/zoo-roulette/bet', body, { renew: false });
}

export function usePlaceZooBet() {
  return useMutation({ mutationFn: placeZooBet });
}
