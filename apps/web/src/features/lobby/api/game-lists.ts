import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameList } from '@khelo/contracts/catalog';
import { INTEGRATION_ENV } from '@khelo/contracts/constants';
import { apiPost, isApiError } from '@/lib/api-client';
import { readCachedList } from '../game-list-cache';

// POST api/game-lists (Bearer): the logged-in lobby with the wallet balance (core-platform.md section 7).

export interface ListPlayer {
  playerId: string;
  oprId: string;
  token: string | null;
}

export function fetchGameList(player: ListPlayer, signal?: AbortSignal): Promise<GameList> {
  return apiPost<GameList>(
    'api/game-lists',
    { integration_env: INTEGRATION_ENV, operator_id: Number(player.oprId), player_id: player.playerId },
    { token: player.token, signal, retryWhenBusy: true },
  );
}

export const playerListOwner = (playerId: string) => `player:${playerId}`;

/** 401 "Token mismatch" and 403 "Player Does not exist for this operator" end the session; no retry. */
export function endsSession(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

export function gameListQueryOptions(player: ListPlayer) {
  return queryOptions({
    queryKey: ['game-list', 'player', player.playerId, player.oprId] as const,
    queryFn: ({ signal }) => fetchGameList(player, signal),
    // The cached list shows at once and is refreshed in the background (staleTime 0).
    initialData: () => readCachedList<GameList>(playerListOwner(player.playerId))?.list,
    initialDataUpdatedAt: () => readCachedList(playerListOwner(player.playerId))?.savedAt,
    retry: (failures, error) => !endsSession(error) && failures < 1,
  });
}

export function useGameList(player: ListPlayer, enabled: boolean) {
  return useQuery({ ...gameListQueryOptions(player), enabled });
}
