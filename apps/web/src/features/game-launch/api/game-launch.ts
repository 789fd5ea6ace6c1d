import { useMutation } from '@tanstack/react-query';
import type { GameLaunch } from '@khelo/contracts/catalog';
import { apiPost } from '@/lib/api-client';

// POST api/game-launch (Bearer): the provider URL with a launch token, game_code, opr_id and href.

export function launchGame(gameCode: string, token: string | null): Promise<GameLaunch> {
  return apiPost<GameLaunch>('api/game-launch', { game_code: gameCode }, { token });
}

export function useLaunchGame(token: string | null) {
  return useMutation({ mutationFn: (gameCode: string) => launchGame(gameCode, token) });
}
