import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardRound } from '@khelo/contracts/house-cards';
import { houseGet } from './house-get';

// GET house/cards/rounds/:round_id: a card round's shoe, position and deal (the verify page).

export function fetchCardRound(roundId: number, signal?: AbortSignal) {
  return houseGet<{ status: 1 } & CardRound>(`house/cards/rounds/${roundId}`, signal);
}

export function useCardRound(roundId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['card-round', roundId] as const,
      queryFn: ({ signal }) => fetchCardRound(roundId!, signal),
    }),
    enabled: roundId !== null,
  });
}
