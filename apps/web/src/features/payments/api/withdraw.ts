import { useMutation } from '@tanstack/react-query';
import type { WithdrawRequest, WithdrawResponse } from '@khelo/contracts/payments';
import { apiPost } from '@/lib/api-client';

// POST transaction/withdraw: the amount is held at once until a cashier pays it out or rejects it.

export type WithdrawDestination =
  | { method: 'upi'; upi_id: string; account_holder: string }
  | { method: 'bank'; account_holder: string; account_number: string; ifsc: string }
  | { method: 'crypto'; address: string };

export interface WithdrawInput {
  playerId: string;
  oprId: string;
  token: string | null;
  amount: number;
  destination: WithdrawDestination;
}

export function submitWithdrawal(input: WithdrawInput) {
  const body = {
    operator_id: Number(input.oprId),
    player_id: input.playerId,
    amount: input.amount,
    ...input.destination,
  } as WithdrawRequest;
  return apiPost<WithdrawResponse>('transaction/withdraw', body, { token: input.token });
}

export function useWithdraw() {
  // /history refetches when it opens, and while open whenever the balance moves.
  return useMutation({ mutationFn: submitWithdrawal });
}
