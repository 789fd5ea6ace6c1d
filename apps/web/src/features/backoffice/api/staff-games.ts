import { useQuery } from '@tanstack/react-query';
import type { StaffGameList } from '@khelo/contracts/backoffice-catalog';
import { staffRequest } from './staff-request';

// GET /staff/games: every game with status, tags, category and order.

export const staffGamesKey = ['backoffice', 'games'] as const;

export function useStaffGames() {
  return useQuery({
    queryKey: staffGamesKey,
    queryFn: ({ signal }) => staffRequest<StaffGameList>('GET', '/staff/games', undefined, signal),
  });
}
