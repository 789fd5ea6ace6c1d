import { useQuery } from '@tanstack/react-query';
import type { FortuneShow } from '@khelo/contracts/fortune-wheel';
import type { TableSnapshot } from '@khelo/contracts/tables';
import type { FortuneWheelView } from '@khelo/games/fortune-wheel/state';
import { apiPost } from '@/lib/api-client';

// POST api/fortune-wheel/stage: "I am here" (the presence check, the audience) and the round on stage, the
// table as a spectator sees it (seats, scores, whose turn; no hidden letter).

export function useFortuneStage(playerId: string | null, token: string | null, showId: string | null) {
  return useQuery({
    queryKey: ['fortune-stage', showId],
    enabled: playerId !== null && showId !== null,
    refetchInterval: 1_500,
    queryFn: async () =>
      apiPost<{ show: FortuneShow; stage: TableSnapshot<FortuneWheelView> | null }>(
        'api/fortune-wheel/stage',
        { player_id: playerId, show_id: showId },
        { token },
      ),
  });
}
