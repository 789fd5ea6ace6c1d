import { useQuery } from '@tanstack/react-query';
import type { StaffTambolaGame } from '@khelo/contracts/backoffice-tambola';
import { staffRequest } from './staff-request';

// GET /staff/house/tambola/:round_id: one game with its purchases, tickets, claims and winners; polled while
// the game is on sale or being called.

export const staffTambolaGameKey = (roundId: string) => ['backoffice', 'tambola-game', roundId] as const;

export function useStaffTambolaGame(roundId: string) {
  return useQuery({
    queryKey: staffTambolaGameKey(roundId),
    queryFn: ({ signal }) =>
      staffRequest<StaffTambolaGame>(
        'GET',
        `/staff/house/tambola/${encodeURIComponent(roundId)}`,
        undefined,
        signal,
      ),
    refetchInterval: (query) => {
      const phase = query.state.data?.game.phase;
      return phase === 'betting' || phase === 'running' ? 3_000 : false;
    },
  });
}
