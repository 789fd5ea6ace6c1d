import { useEffect, useMemo } from 'react';
import type { Banner, Category, Game, Provider } from '@khelo/contracts/catalog';
import { useSession } from '@/app/session/session-context';
import { writeStored } from '@/app/session/session-storage';
import { endsSession, playerListOwner, useGameList } from './api/game-lists';
import { VISITOR_LIST_OWNER, useWebGameList } from './api/web-game-lists';
import { writeCachedList } from './game-list-cache';
import { DEFAULT_CATEGORIES } from './lobby-games';

// The lobby's data: the player list for a logged-in player, the public list otherwise ("otp" counts as
// logged out). Kept in session storage and refreshed in the background; the list's wallet balance updates
// the header; "Token mismatch" / "Player Does not exist for this operator" log out (section 8).

export interface LobbyCatalog {
  status: 'loading' | 'error' | 'ready';
  games: Game[];
  categories: readonly Category[];
  providers: Provider[];
  banners: Banner[];
  error: unknown;
  /** True while a request is in flight, including a background refresh. */
  fetching: boolean;
  retry: () => void;
}

const EMPTY: never[] = [];

export function useLobbyCatalog(): LobbyCatalog {
  const session = useSession();
  const loggedIn = session.login === true && Boolean(session.playerId && session.oprId);
  const player = { playerId: session.playerId ?? '', oprId: session.oprId ?? '', token: session.token };
  const playerList = useGameList(player, loggedIn);
  const visitorList = useWebGameList(!loggedIn);
  const active = loggedIn ? playerList : visitorList;
  const { logout, reload, walletBalance } = session;

  useEffect(() => {
    if (active.data && active.isFetchedAfterMount) {
      writeCachedList(loggedIn ? playerListOwner(player.playerId) : VISITOR_LIST_OWNER, active.data);
    }
  }, [active.data, active.isFetchedAfterMount, loggedIn, player.playerId]);

  useEffect(() => {
    if (loggedIn && endsSession(playerList.error)) logout();
  }, [loggedIn, playerList.error, logout]);

  const balance = loggedIn ? playerList.data?.wallet_balance : undefined;
  useEffect(() => {
    if (balance === undefined || balance === walletBalance) return;
    writeStored('wallet_balance', balance);
    reload();
  }, [balance, walletBalance, reload]);

  // Right after a login the public list (still cached) stands in until the player's list arrives.
  const data = active.data ?? (loggedIn ? visitorList.data : undefined);
  const { refetch } = active;
  return useMemo<LobbyCatalog>(
    () => ({
      status: data ? 'ready' : active.isError ? 'error' : 'loading',
      games: data?.data ?? EMPTY,
      categories: data?.categories.length ? data.categories : DEFAULT_CATEGORIES,
      providers: data?.providers ?? EMPTY,
      banners: data?.banners ?? EMPTY,
      error: active.error,
      fetching: active.isFetching,
      retry: () => void refetch(),
    }),
    [data, active.isError, active.error, active.isFetching, refetch],
  );
}
