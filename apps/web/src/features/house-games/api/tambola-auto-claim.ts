import { useMutation } from '@tanstack/react-query';
import { TAMBOLA_GAME_CODE } from '@khelo/contracts/house-tambola';
import { apiPost } from '@/lib/api-client';

// POST house/tambola/auto-claim: the server claims for the player's tickets (on) or waits for the button.

export function setAutoClaim(body: { token: string; auto_claim: boolean }) {
  return apiPost<{ status: 1; tickets: number }>(
    'house/tambola/auto-claim',
    { ...body, game_code: TAMBOLA_GAME_CODE },
    { renew: false },
  );
}

export function useSetAutoClaim() {
  return useMutation({ mutationFn: setAutoClaim });
}
