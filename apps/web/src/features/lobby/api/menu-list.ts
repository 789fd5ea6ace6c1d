import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuList } from '@khelo/contracts/catalog';
import { apiPost } from '@/lib/api-client';
import type { ListPlayer } from './game-lists';

// POST api/menu-list (Bearer): the logged-in side menu, menu_details.left_menu (section 7).

export function fetchMenuList(player: ListPlayer, signal?: AbortSignal): Promise<MenuList> {
  return apiPost<MenuList>(
    'api/menu-list',
    { operator_id: Number(player.oprId), player_id: player.playerId },
    { token: player.token, signal, retryWhenBusy: true },
  );
}

export function menuListQueryOptions(player: ListPlayer) {
  return queryOptions({
    queryKey: ['menu-list', player.playerId, player.oprId] as const,
    queryFn: ({ signal }) => fetchMenuList(player, signal),
    // The menu changes only when the operator edits it.
    staleTime: 5 * 60_000,
  });
}

export function useMenuList(player: ListPlayer, enabled: boolean) {
  return useQuery({ ...menuListQueryOptions(player), enabled });
}
