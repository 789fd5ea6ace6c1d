import { useMutation } from '@tanstack/react-query';
import type { HouseBet } from '@khelo/contracts/house-games';
import type { TambolaBuyRequest, TambolaTicket } from '@khelo/contracts/house-tambola';
import { apiPost } from '@/lib/api-client';

// POST house/tambola/buy with the launch token: 1–6 tickets for the game on sale.

export interface BuyAnswer {
  status: 1;
  bet: HouseBet;
  tickets: TambolaTicket[];
  /** The client seed the purchase brought (the player's, or one the server drew). */
  client_seed: string;
  balance: number | null;
}

export function buyTickets(body: TambolaBuyRequest) {
  return apiPost<BuyAnswer>('house/tambola/buy', body, { renew: false });
}

export function useBuyTickets() {
  return useMutation({ mutationFn: buyTickets });
}
