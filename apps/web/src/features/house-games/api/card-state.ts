import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardGameState } from '@khelo/contracts/house-cards';
import { houseGet } from './house-get';

// GET house/cards/:game_code/state: the card table — round, deal, shoe, bets, road and the balance.

export function fetchCardState(gameCode: string, token: string | null, signal?: AbortSignal) {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return houseGet<CardGameState>(`house/cards/${gameCode}/state${query}`, signal);
}

// Under the game's house-state key: the play page's socket (use-house-live.ts) invalidates that key on a
// new or settled round, which refetches the table too.
export const cardStateKey = (gameCode: string) => ['house-state', gameCode, 'cards'] as const;

export function useCardState(gameCode: string, token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: cardStateKey(gameCode),
      queryFn: ({ signal }) => fetchCardState(gameCode, token, signal),
      // Round events refetch it (see above); a slow poll covers a dropped connection.
      refetchInterval: 10_000,
    }),
  );
}
