import { useMutation } from '@tanstack/react-query';
import type { PracticeLaunch } from '@khelo/contracts/practice';
import { apiPost } from '@/lib/api-client';

// POST api/practice-launch (Bearer): a house game with free chips; the URL carries mode=practice.

export function launchPractice(gameCode: string, token: string | null): Promise<PracticeLaunch> {
  return apiPost<PracticeLaunch>('api/practice-launch', { game_code: gameCode }, { token });
}

export function useLaunchPractice(token: string | null) {
  return useMutation({ mutationFn: (gameCode: string) => launchPractice(gameCode, token) });
}
