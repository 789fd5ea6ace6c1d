import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffTambolaGameList, StaffTambolaQuery } from '@khelo/contracts/backoffice-tambola';
import { query, staffRequest } from './staff-request';

// GET /staff/house/tambola (admin, support, auditor): Tambola games newest first, refreshed while shown
// (a game on sale or being called changes every few seconds).

export const TAMBOLA_GAMES_REFRESH_MS = 5_000;

export function useStaffTambolaGames(filter: Partial<StaffTambolaQuery>) {
  return useQuery({
    queryKey: ['backoffice', 'tambola', filter],
    queryFn: ({ signal }) =>
      staffRequest<StaffTambolaGameList>('GET', `/staff/house/tambola${query(filter)}`, undefined, signal),
    placeholderData: keepPreviousData,
    refetchInterval: TAMBOLA_GAMES_REFRESH_MS,
  });
}
