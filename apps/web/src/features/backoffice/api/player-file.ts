import { useQuery } from '@tanstack/react-query';
import type { StaffPlayerDetail } from '@khelo/contracts/backoffice-players';
import { staffRequest } from './staff-request';

// GET /staff/players/:id: profile, status, balances, KYC, latest transactions, adjustments.

export const playerFileKey = (id: string) => ['backoffice', 'player', id] as const;

export function usePlayerFile(id: string | null) {
  return useQuery({
    queryKey: playerFileKey(id ?? ''),
    queryFn: ({ signal }) =>
      staffRequest<StaffPlayerDetail>('GET', `/staff/players/${id}`, undefined, signal),
    enabled: id !== null,
  });
}
