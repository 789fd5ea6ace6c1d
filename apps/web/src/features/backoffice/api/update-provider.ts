import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffProviderChange } from '@khelo/contracts/backoffice-catalog';
import { staffGamesKey } from './staff-games';
import { staffProvidersKey } from './staff-providers';
import { staffRequest } from './staff-request';

// POST /staff/providers/:code (admin): name, live/offline, order; the lobby shows it at once. The games
// list shows provider names, so it is refetched too.

export function useUpdateProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; change: StaffProviderChange }) =>
      staffRequest('POST', `/staff/providers/${input.code}`, input.change),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: staffProvidersKey });
      await client.invalidateQueries({ queryKey: staffGamesKey });
    },
  });
}
