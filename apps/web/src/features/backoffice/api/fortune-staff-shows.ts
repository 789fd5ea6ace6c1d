import { useQuery } from '@tanstack/react-query';
import type { StaffShow } from '@khelo/contracts/fortune-wheel';
import { staffRequest } from './staff-request';

// GET /staff/fortune-wheel/shows: the shows of the last day and to come, with their status and picks.

export const fortuneShowsKey = ['backoffice', 'fortune-wheel', 'shows'] as const;

export function useFortuneStaffShows() {
  return useQuery({
    queryKey: fortuneShowsKey,
    queryFn: ({ signal }) =>
      staffRequest<{ shows: StaffShow[] }>('GET', '/staff/fortune-wheel/shows', undefined, signal),
    refetchInterval: 5_000,
  });
}
