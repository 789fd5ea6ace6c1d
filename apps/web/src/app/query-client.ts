import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS } from '@khelo/contracts/constants';

/** Unused data stays cached for 60 seconds (core-platform.md section 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
