import { useQuery } from '@tanstack/react-query';
import type { StaffProviderList } from '@khelo/contracts/backoffice-catalog';
import { staffRequest } from './staff-request';

// GET /staff/providers: every game provider with status, order and number of games.

export const staffProvidersKey = ['backoffice', 'providers'] as const;

export function useStaffProviders() {
  return useQuery({
    queryKey: staffProvidersKey,
    queryFn: ({ signal }) => staffRequest<StaffProviderList>('GET', '/staff/providers', undefined, signal),
  });
}
