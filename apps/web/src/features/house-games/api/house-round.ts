import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HouseRound } from '@khelo/contracts/house-games';
import { houseGet } from './house-get';

// GET house/rounds/:round_id: a round's commitment, and its seeds and result once it is over.

export function fetchHouseRound(roundId: number, signal?: AbortSignal) {
  return houseGet<{ status: 1; round: HouseRound }>(`house/rounds/${roundId}`, signal);
}

export function useHouseRound(roundId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['house-round', roundId] as const,
      queryFn: ({ signal }) => fetchHouseRound(roundId!, signal),
    }),
    enabled: roundId !== null,
  });
}
