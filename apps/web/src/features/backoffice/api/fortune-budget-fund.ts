import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fortuneBudgetKey } from './fortune-budget';
import { staffRequest } from './staff-request';

// POST /staff/fortune-wheel/budget (admin): fund the promotions budget from the promotions account.

export function useFundFortuneBudget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { amount: number; reason: string }) =>
      staffRequest('POST', '/staff/fortune-wheel/budget', input),
    onSettled: () => client.invalidateQueries({ queryKey: fortuneBudgetKey }),
  });
}
