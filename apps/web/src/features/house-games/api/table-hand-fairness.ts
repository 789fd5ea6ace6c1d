import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TableFairness } from '@khelo/contracts/tables';
import { houseGet } from './house-get';

// GET api/tables/hands/:hand_id/fairness (public): a table hand's published hash, and its server seed once
// the hand is over, for /provably-fair.

export function fetchTableHandFairness(handId: string, signal?: AbortSignal) {
  return houseGet<TableFairness>(`api/tables/hands/${encodeURIComponent(handId)}/fairness`, signal);
}

export function useTableHandFairness(handId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['table-hand-fairness', handId] as const,
      queryFn: ({ signal }) => fetchTableHandFairness(handId!, signal),
    }),
    enabled: handId !== null,
    retry: false,
  });
}
