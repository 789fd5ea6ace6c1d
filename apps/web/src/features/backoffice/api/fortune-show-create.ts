import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffShowCreate } from '@khelo/contracts/fortune-wheel';
import { fortuneBudgetKey } from './fortune-budget';
import { fortuneShowsKey } from './fortune-staff-shows';
import { staffRequest } from './staff-request';

// POST /staff/fortune-wheel/shows (admin): schedule a show; its budget is reserved out of the free budget.

export function useCreateFortuneShow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffShowCreate) => staffRequest('POST', '/staff/fortune-wheel/shows', input),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: fortuneShowsKey });
      await client.invalidateQueries({ queryKey: fortuneBudgetKey });
    },
  });
}
