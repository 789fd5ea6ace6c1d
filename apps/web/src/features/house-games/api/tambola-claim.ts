import { useMutation } from '@tanstack/react-query';
import type { TambolaClaimRequest, TambolaPrize } from '@khelo/contracts/house-tambola';
import { apiPost } from '@/lib/api-client';

// POST house/tambola/claim: a prize for a ticket at the current call (the server checks it).

export function claimPrize(body: TambolaClaimRequest) {
  return apiPost<{ status: 1; prize: TambolaPrize; call: number }>('house/tambola/claim', body, {
    renew: false,
  });
}

export function useClaimPrize() {
  return useMutation({ mutationFn: claimPrize });
}
