import { useQuery } from '@tanstack/react-query';
import type { StaffBudget } from '@khelo/contracts/fortune-wheel';
import { staffRequest } from './staff-request';

// GET /staff/fortune-wheel/budget: the promotions budget (balance, reserved by shows, free) and its rows.

export const fortuneBudgetKey = ['backoffice', 'fortune-wheel', 'budget'] as const;

export function useFortuneBudget() {
  return useQuery({
    queryKey: fortuneBudgetKey,
    queryFn: ({ signal }) =>
      staffRequest<StaffBudget>('GET', '/staff/fortune-wheel/budget', undefined, signal),
    // A show on air pays prizes out of it: keep the figure fresh while the page is open.
    refetchInterval: 5_000,
  });
}
