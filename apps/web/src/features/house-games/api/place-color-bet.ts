import { useMutation } from '@tanstack/react-query';
import type { ColorBetRequest } from '@khelo/contracts/house-games';
import { apiPost } from '@/lib/api-client';
import type { BetAnswer } from './place-crash-bet';

// POST house/color/bet: an order on the current issue.

export function placeColorBet(body: ColorBetRequest) {
  return apiPost<BetAnswer & { contract: number }>('house/color/bet', body, { renew: false });
}

export function usePlaceColorBet() {
  return useMutation({ mutationFn: placeColorBet });
}
