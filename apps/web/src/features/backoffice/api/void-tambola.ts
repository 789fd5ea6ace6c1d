import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffTambolaGameKey } from './staff-tambola-game';
import { staffRequest } from './staff-request';

// POST /staff/house/tambola/:round_id/void (admin) with a reason: the game ends, every ticket is refunded,
// audited (tambola.game.void).

export interface VoidTambolaAnswer {
  status: 1;
  message: string;
  round_id: number;
  audit_id: string;
}

export function useVoidTambola(roundId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) =>
      staffRequest<VoidTambolaAnswer>(
        'POST',
        `/staff/house/tambola/${encodeURIComponent(roundId)}/void`,
        body,
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: staffTambolaGameKey(roundId) });
      void client.invalidateQueries({ queryKey: ['backoffice', 'tambola'] });
    },
  });
}
