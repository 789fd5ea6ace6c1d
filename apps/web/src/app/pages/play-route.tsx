import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isHouseGameCode } from '@khelo/contracts/house-game-codes';
import { forgetLaunch, relaunchPath, storedLaunch } from '@/features/house-games/play-launch';
import { PageFallback } from '../layout/root-layout';

const PlayPage = lazy(() =>
  import('@/features/house-games/components/play-page').then((module) => ({
    default: module.PlayPage,
  })),
);

/**
 * /play/:gameCode. A page opened without a launch (a bookmark, a shared link, another tab) goes back
 * through the lobby's launch at once, as the play page itself would (play-page.tsx), but without first
 * downloading the games' code for a page the visitor leaves at once (issue 19).
 */
export function PlayRoute() {
  const { gameCode = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const practice = search.get('mode') === 'practice';
  const [relaunch] = useState(
    () =>
      isHouseGameCode(gameCode) &&
      !search.get('token') &&
      storedLaunch(gameCode, practice, Date.now()) === null,
  );
  useEffect(() => {
    if (!relaunch) return;
    forgetLaunch(gameCode, practice);
    void navigate(relaunchPath(gameCode, practice), { replace: true });
  }, [relaunch, gameCode, practice, navigate]);
  if (relaunch) return <PageFallback />;
  return (
    <Suspense fallback={<PageFallback />}>
      <PlayPage />
    </Suspense>
  );
}
