import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeStatus } from '@khelo/contracts/practice';
import { apiPost } from '@/lib/api-client';
import type { ListPlayer } from './game-lists';

// POST api/practice (Bearer): the chips, the operator's money mode and whether this player may practise.
// The lobby turns Play into Practice when the money mode is practice.

export function fetchPracticeStatus(player: ListPlayer, signal?: AbortSignal): Promise<PracticeStatus> {
  return apiPost<PracticeStatus>(
    'api/practice',
    { operator_id: Number(player.oprId), player_id: player.playerId },
    { token: player.token, signal, retryWhenBusy: true },
  );
}

export function practiceStatusQueryOptions(player: ListPlayer) {
  return queryOptions({
    queryKey: ['practice-status', player.playerId, player.oprId] as const,
    queryFn: ({ signal }) => fetchPracticeStatus(player, signal),
    staleTime: 60_000,
  });
}

export function usePracticeStatus(player: ListPlayer, enabled: boolean) {
  return useQuery({ ...practiceStatusQueryOptions(player), enabled });
}
