import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebGameList } from '@khelo/contracts/catalog';
import { DEFAULT_OPERATOR_ID, INTEGRATION_ENV } from '@khelo/contracts/constants';
import { apiPost } from '@/lib/api-client';
import { readCachedList } from '../game-list-cache';

// POST api/web/game-lists: the public list visitors see, for the fixed operator 230201 (section 9).

export function fetchWebGameList(
  operatorId = DEFAULT_OPERATOR_ID,
  signal?: AbortSignal,
): Promise<WebGameList> {
  return apiPost<WebGameList>(
    'api/web/game-lists',
    { operator_id: operatorId, integration_env: INTEGRATION_ENV },
    { signal, retryWhenBusy: true },
  );
}

export const VISITOR_LIST_OWNER = 'visitor';

export function webGameListQueryOptions(operatorId = DEFAULT_OPERATOR_ID) {
  return queryOptions({
    queryKey: ['game-list', 'visitor', operatorId] as const,
    queryFn: ({ signal }) => fetchWebGameList(operatorId, signal),
    initialData: () => readCachedList<WebGameList>(VISITOR_LIST_OWNER)?.list,
    initialDataUpdatedAt: () => readCachedList(VISITOR_LIST_OWNER)?.savedAt,
  });
}

export function useWebGameList(enabled: boolean) {
  return useQuery({ ...webGameListQueryOptions(), enabled });
}
