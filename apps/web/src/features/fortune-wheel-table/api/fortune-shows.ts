import { useQuery } from '@tanstack/react-query';
import type { FortuneShow } from '@khelo/contracts/fortune-wheel';
import { apiPost } from '@/lib/api-client';

// POST api/fortune-wheel/shows: the shows of the last day and to come, with the player's part in each.

export function useFortuneShows(playerId: string | null, token: string | null) {
  return useQuery({
    queryKey: ['fortune-shows', playerId],
    enabled: playerId !== null,
    refetchInterval: 3_000,
    queryFn: async () =>
      (
        await apiPost<{ shows: FortuneShow[] }>(
          'api/fortune-wheel/shows',
          { player_id: playerId },
          { token, retryWhenBusy: true },
        )
      ).shows,
  });
}
