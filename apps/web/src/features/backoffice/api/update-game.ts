import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffGameChange } from '@khelo/contracts/backoffice-catalog';
import { staffGamesKey } from './staff-games';
import { staffRequest } from './staff-request';

// POST /staff/games/:code (admin): status, position, tags or category; the lobby shows it at once.

export function useUpdateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; change: StaffGameChange }) =>
      staffRequest('POST', `/staff/games/${input.code}`, input.change),
    onSettled: () => client.invalidateQueries({ queryKey: staffGamesKey }),
  });
}
