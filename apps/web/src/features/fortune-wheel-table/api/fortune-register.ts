import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FortuneShow } from '@khelo/contracts/fortune-wheel';
import { apiPost } from '@/lib/api-client';

// POST api/fortune-wheel/register: one registration per player per show (free).

export function useFortuneRegister(playerId: string | null, token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (showId: string) =>
      (
        await apiPost<{ show: FortuneShow }>(
          'api/fortune-wheel/register',
          { player_id: playerId, show_id: showId },
          { token },
        )
      ).show,
    onSuccess: () => client.invalidateQueries({ queryKey: ['fortune-shows', playerId] }),
  });
}
