import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_RULES_FILE, gameRulesRecordSchema, type GameRulesRecord } from '@khelo/contracts/game-rules';

// GET /gameRules.json (pages-and-rules.md section 7): a static file, fetched once per visit and shared by
// every rules page. A non-OK status is logged as an HTTP error and the page says "Game rules not found."

export class GameRulesHttpError extends Error {
  constructor(readonly status: number) {
    super(`GET ${GAME_RULES_FILE}: HTTP ${status}`);
    this.name = 'GameRulesHttpError';
  }
}

export async function fetchGameRules(signal?: AbortSignal): Promise<Record<string, unknown>> {
  const response = await fetch(GAME_RULES_FILE, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) {
    const error = new GameRulesHttpError(response.status);
    console.error(error.message);
    throw error;
  }
  return (await response.json()) as Record<string, unknown>;
}

export const gameRulesQueryOptions = queryOptions({
  queryKey: ['game-rules-file'] as const,
  queryFn: ({ signal }) => fetchGameRules(signal),
  staleTime: Infinity,
  retry: 1,
});

/** The record of one game, or null when the file has none (or a malformed one) under that name. */
export function pickGameRules(file: Record<string, unknown>, gameName: string): GameRulesRecord | null {
  if (!Object.hasOwn(file, gameName)) return null;
  const parsed = gameRulesRecordSchema.safeParse(file[gameName]);
  return parsed.success ? parsed.data : null;
}

export function useGameRules(gameName: string) {
  return useQuery({
    ...gameRulesQueryOptions,
    select: (file) => pickGameRules(file, gameName.toLowerCase()),
  });
}
