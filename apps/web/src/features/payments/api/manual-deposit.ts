import { useMutation } from '@tanstack/react-query';
import type { ManualDepositRequest, ManualDepositResponse } from '@khelo/contracts/payments';
import { apiPost } from '@/lib/api-client';

// POST transaction/deposit: a manual UPI deposit with its 12-digit UTR.

export interface ManualDepositInput {
  playerId: string;
  oprId: string;
  token: string | null;
  utr: string;
  amount: number;
  deviceId?: string;
}

export function submitManualDeposit(input: ManualDepositInput) {
  const body: ManualDepositRequest = {
    operator_id: Number(input.oprId),
    player_id: input.playerId,
    device_id: input.deviceId,
    deposit_method: 'upi-QR',
    transaction_id: input.utr,
    amount: input.amount,
    payment_gateway: 'upi',
  };
  return apiPost<ManualDepositResponse>('transaction/deposit', body, { token: input.token });
}

export function useManualDeposit() {
  // /history refetches when it opens, and while open whenever the balance moves.
  return useMutation({ mutationFn: submitManualDeposit });
}
