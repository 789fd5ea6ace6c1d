import { useMutation } from '@tanstack/react-query';
import type { CardBetRequest } from '@khelo/contracts/house-cards';
import { apiPost } from '@/lib/api-client';
import type { BetAnswer } from './place-crash-bet';

// POST house/cards/bet: a stake on one spot of the current card round.

export function placeCardBet(body: CardBetRequest) {
  return apiPost<BetAnswer>('house/cards/bet', body, { renew: false });
}

export function usePlaceCardBet() {
  return useMutation({ mutationFn: placeCardBet });
}
