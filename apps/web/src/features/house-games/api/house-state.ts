import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HouseGameState } from '@khelo/contracts/house-games';
import { houseGet } from './house-get';
import { keepOwnBets } from './keep-own-bets';

// GET house/:game_code/state: the current round, its bets, recent results and (with the token) the balance.

export function fetchHouseState(gameCode: string, token: string | null, signal?: AbortSignal) {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return houseGet<HouseGameState>(`house/${gameCode}/state${query}`, signal);
}

export const houseStateKey = (gameCode: string) => ['house-state', gameCode] as const;

export function houseStateQueryOptions(gameCode: string, token: string | null) {
  return queryOptions({
    queryKey: houseStateKey(gameCode),
    queryFn: ({ signal }) => fetchHouseState(gameCode, token, signal),
    // The socket keeps it fresh; a slow poll covers a dropped connection.
    refetchInterval: 15_000,
    structuralSharing: keepOwnBets,
  });
}

/** Nothing is asked without a launch token: the page launches the game again first. */
export function useHouseState(gameCode: string, token: string | null) {
  return useQuery({ ...houseStateQueryOptions(gameCode, token), enabled: token !== null });
}
