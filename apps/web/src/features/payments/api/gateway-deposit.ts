import { useMutation } from '@tanstack/react-query';
import type { GatewayDepositRequest, GatewayDepositResponse } from '@khelo/contracts/payments';
import { apiPost } from '@/lib/api-client';

// POST pg/kvmpay-deposit: a gateway payment with a QR of its payment page, payable for 8 minutes.

export interface GatewayDepositInput {
  playerId: string;
  oprId: string;
  token: string | null;
  amount: number;
  mobileNo: string;
  email: string;
}

export function createGatewayDeposit(input: GatewayDepositInput) {
  const body: GatewayDepositRequest = {
    operator_id: Number(input.oprId),
    player_id: input.playerId,
    deposit_method: 'UPI',
    amount: input.amount,
    mobileNo: input.mobileNo,
    email: input.email,
  };
  return apiPost<GatewayDepositResponse>('pg/kvmpay-deposit', body, { token: input.token });
}

export function useGatewayDeposit() {
  return useMutation({ mutationFn: createGatewayDeposit });
}
