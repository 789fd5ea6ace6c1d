import { useQuery } from '@tanstack/react-query';
import type { StaffPlayerList } from '@khelo/contracts/backoffice-players';
import { query, staffRequest } from './staff-request';

// GET /staff/players?q=: by mobile, e-mail (part of) or id.

export function usePlayerSearch(q: string) {
  return useQuery({
    queryKey: ['backoffice', 'player-search', q],
    queryFn: ({ signal }) =>
      staffRequest<StaffPlayerList>('GET', `/staff/players${query({ q })}`, undefined, signal),
    enabled: q.length >= 3,
  });
}
