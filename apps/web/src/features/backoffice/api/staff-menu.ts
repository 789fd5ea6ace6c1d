import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMenuLabel, StaffMenuList } from '@khelo/contracts/backoffice-catalog';
import { staffRequest } from './staff-request';

// GET /staff/menu and POST /staff/menu/:code (admin): the server menu's English and Hindi labels.

const menuKey = ['backoffice', 'menu'] as const;

export function useStaffMenu() {
  return useQuery({
    queryKey: menuKey,
    queryFn: ({ signal }) => staffRequest<StaffMenuList>('GET', '/staff/menu', undefined, signal),
  });
}

export function useUpdateMenuLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; label: StaffMenuLabel }) =>
      staffRequest<StaffMenuList>('POST', `/staff/menu/${input.code}`, input.label),
    onSettled: () => client.invalidateQueries({ queryKey: menuKey }),
  });
}
