import { queryOptions, useQuery } from '@tanstack/react-query';
import { houseGet } from './house-get';

// GET api/tables/hands/:hand_id/fairness (public): a table hand's published hash, and its server seed once
// the hand is over, for /provably-fair.

// The answer's shape (packages/contracts/src/tables.ts tableFairnessSchema, the core helper's).
export interface TableFairness {
  status: unknown;
  message: string;
  hand_id: string;
  game: 'rummy';
  hand_no: number;
  server_seed_hash: string;
  /** Null until the hand is over. */
  server_seed: string | null;
  client_seed: string;
  nonce: string;
  /** The seats dealt in, ascending. */
  seats: number[];
  options: Record<string, unknown>;
}

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
