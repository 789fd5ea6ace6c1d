import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffBannerChange, StaffBannerList } from '@khelo/contracts/backoffice-catalog';
import { staffRequest } from './staff-request';

// GET /staff/banners and POST /staff/banners/:code (admin): the home banners' texts and visibility.

const bannersKey = ['backoffice', 'banners'] as const;

export function useStaffBanners() {
  return useQuery({
    queryKey: bannersKey,
    queryFn: ({ signal }) => staffRequest<StaffBannerList>('GET', '/staff/banners', undefined, signal),
  });
}

export function useUpdateBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; change: StaffBannerChange }) =>
      staffRequest<StaffBannerList>('POST', `/staff/banners/${input.code}`, input.change),
    onSettled: () => client.invalidateQueries({ queryKey: bannersKey }),
  });
}
