import { Suspense, lazy, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { GameCodeLauncher } from '@/features/game-launch/components/game-code-launcher';
import { HomePage } from '@/features/home/components/home-page';
import { LobbyBoundary } from '@/features/lobby/components/lobby-boundary';
import { rememberRecentGame } from '@/features/lobby/recent-games';
import { useLobbyCatalog } from '@/features/lobby/use-lobby-catalog';
import { useSession } from '../session/session-context';

// The lobby's tiles, tabs and dialogs load as their own chunk while the game list is being fetched: the
// entry chunk (banners, popular games, the launch flow) stays small for phones (ADR 006, bench:web).
const Lobby = lazy(() =>
  import('@/features/lobby/components/lobby').then((module) => ({ default: module.Lobby })),
);

function LobbyFallback() {
  const { t } = useTranslation('lobby');
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spinner size="lg" label={t('states.loading')} />
    </div>
  );
}

/**
 * The home route (/): home, lobby and the game_code launch flow share one game list. Composed here because
 * features do not import each other. A logged-out visitor arriving with aff_id (an affiliate's link) is sent
 * to /signup with the query kept (core-platform.md section 2); the login there returns to / with it.
 */
export function HomeRoute() {
  const catalog = useLobbyCatalog();
  // The game list arrives through TanStack Query's store, whose updates render at once and in one task;
  // deferred, the lobby's tiles (the largest render of `/`) render in a transition, in slices that leave
  // the main thread to the page between them (issue 19: TBT). The lobby shows the same list a moment later.
  const lobbyCatalog = useDeferredValue(catalog);
  const { login } = useSession();
  const { search } = useLocation();
  if (login === false && new URLSearchParams(search).has('aff_id'))
    return <Navigate to={{ pathname: '/signup', search }} replace />;
  return (
    <HomePage banners={catalog.banners}>
      <LobbyBoundary>
        <Suspense fallback={<LobbyFallback />}>
          <Lobby catalog={lobbyCatalog} />
        </Suspense>
      </LobbyBoundary>
      <GameCodeLauncher
        games={catalog.games}
        ready={catalog.status === 'ready'}
        onLaunched={rememberRecentGame}
      />
    </HomePage>
  );
}
