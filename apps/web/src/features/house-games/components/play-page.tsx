import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  COLOR_GAME_CODE,
  CRASH_GAME_CODE,
  DRAGON_TIGER_GAME_CODE,
  MINES_GAME_CODE,
  ROULETTE_GAME_CODE,
  ZOO_ROULETTE_GAME_CODE,
  TAMBOLA_GAME_CODE,
} from '@khelo/contracts/house-game-codes';
import type { MinesGameState } from '@khelo/contracts/house-mines';
import { isCardGameCode } from '@khelo/contracts/house-game-codes';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { formatChips, formatRupees } from '@/lib/format';
import { ContentShown } from '@/lib/page-content';
import { ChipsSession, useSession } from '@/app/session/session-context';
import { useHouseState } from '../api/house-state';
import { useHouseLive } from '../use-house-live';
import { PlayModeProvider } from '../play-mode';
import { forgetLaunch, relaunchPath, usePlayLaunch } from '../play-launch';
import { LoadError, useLoadFailed } from './load-error';
import './house-games.css';

// Each game is its own chunk: a launch of the crash game fetches the crash game only, not the other
// six (issue 19: JavaScript before LCP).
const CardTable = lazy(() => import('./cards/card-table').then((m) => ({ default: m.CardTable })));
const ColorGame = lazy(() => import('./color-game').then((m) => ({ default: m.ColorGame })));
const CrashGame = lazy(() => import('./crash-game').then((m) => ({ default: m.CrashGame })));
const MinesGame = lazy(() => import('./mines/mines-game').then((m) => ({ default: m.MinesGame })));
const RouletteGame = lazy(() =>
  import('./roulette/roulette-game').then((m) => ({ default: m.RouletteGame })),
);
const ZooGame = lazy(() => import('./zoo/zoo-game').then((m) => ({ default: m.ZooGame })));
const TambolaGame = lazy(() => import('./tambola/tambola-game').then((m) => ({ default: m.TambolaGame })));

// The house provider's game page (/play/:gameCode): opened by a lobby launch with token, game_code,
// opr_id and href, like any provider's page (play-launch.ts keeps them for the tab and takes them out of
// the address bar). Back to the lobby goes to href.

/** Only a same-origin path or an http(s) URL is followed back; anything else goes home. */
function safeHref(href: string | null): string {
  if (!href) return '/';
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^https?:\/\//i.test(href) ? href : '/';
}

/**
 * A practice launch (mode=practice) plays free chips: inside ChipsSession every game's "balance" is the
 * chips, so no game needs to know; the server decides by the launch token, the URL only changes the page.
 */
export function PlayPage() {
  const [search] = useSearchParams();
  return search.get('mode') === 'practice' ? (
    <ChipsSession>
      <PlayModeProvider mode="practice">
        <PlayScreen practice />
      </PlayModeProvider>
    </ChipsSession>
  ) : (
    <PlayScreen practice={false} />
  );
}

function PlayScreen({ practice }: { practice: boolean }) {
  const { t, i18n } = useTranslation('games');
  const { gameCode = '' } = useParams();
  const navigate = useNavigate();
  const launch = usePlayLaunch(gameCode, practice);
  const token = launch?.token ?? null;
  const href = safeHref(launch?.href ?? null);
  const session = useSession();
  const cardGame = isCardGameCode(gameCode) ? gameCode : null;
  // European roulette and Mines (issue 11), Zoo Roulette (issue 24): components/roulette, mines, zoo.
  const wheelGame =
    gameCode === ROULETTE_GAME_CODE || gameCode === MINES_GAME_CODE || gameCode === ZOO_ROULETTE_GAME_CODE;
  // Tambola (issue 23): components/tambola.
  const tambola = gameCode === TAMBOLA_GAME_CODE;
  const known =
    gameCode === CRASH_GAME_CODE || gameCode === COLOR_GAME_CODE || cardGame !== null || wheelGame || tambola;
  const state = useHouseState(known ? gameCode : CRASH_GAME_CODE, token);
  // No launch in this tab (a bookmark, a shared link, an expired token) or one the server no longer knows:
  // launch again through the lobby — its cash rules, and the login for a visitor — which comes back here.
  const refused = state.isError && isApiError(state.error) && state.error.status === 401;
  const relaunch = known && (!launch || (refused && !launch.fresh));
  useEffect(() => {
    if (!relaunch) return;
    forgetLaunch(gameCode, practice);
    void navigate(relaunchPath(gameCode, practice), { replace: true });
  }, [relaunch, gameCode, practice, navigate]);
  const failed = useLoadFailed(state);
  const live = useHouseLive(gameCode, state.data?.server_time);
  const fetched = state.data?.balance ?? null;
  const { login, setWalletBalance } = session;
  // The wallet's own answer is authoritative; the header balance then follows the wallet notices.
  useEffect(() => {
    if (fetched !== null && login === true) setWalletBalance(fetched);
  }, [fetched, login, setWalletBalance]);
  const balance = login === true && !(practice && fetched === null) ? session.walletBalance : fetched;
  const title = tambola
    ? t('tambola.title')
    : cardGame
      ? t(cardGame === DRAGON_TIGER_GAME_CODE ? 'cards.dragonTiger' : 'cards.baccarat')
      : gameCode === COLOR_GAME_CODE
        ? t('color.title')
        : wheelGame
          ? t(
              gameCode === MINES_GAME_CODE
                ? 'mines.title'
                : gameCode === ZOO_ROULETTE_GAME_CODE
                  ? 'zoo.title'
                  : 'roulette.title',
            )
          : t('crash.title');

  return (
    <div className={`play-page play-page--${gameCode === COLOR_GAME_CODE ? 'color' : 'crash'}`}>
      <header className="play-bar">
        <a className="play-bar__back" href={href}>
          <span aria-hidden="true">←</span> {t('backToLobby')}
        </a>
        <h1 className="play-bar__title">{known ? title : t('unknownGame')}</h1>
        <div className="play-bar__balance" aria-live="polite">
          {practice ? (
            <span className="play-bar__practice" data-testid="practice-badge">
              {t('practice.badge')}
            </span>
          ) : (
            <span className="play-bar__balance-label">{t('balance')}</span>
          )}
          <strong data-testid="play-balance">
            {balance === null
              ? '—'
              : practice
                ? t('practice.chips', { chips: formatChips(balance, i18n.language) })
                : formatRupees(balance, i18n.language)}
          </strong>
        </div>
      </header>
      {!known ? (
        <p className="play-empty">{t('unknownGameText')}</p>
      ) : relaunch || !token ? (
        <div className="play-empty">
          <Spinner size="lg" label={t('reopening')} />
        </div>
      ) : failed ? (
        <LoadError onRetry={() => void state.refetch()} busy={state.isFetching} />
      ) : !state.data ? (
        <div className="play-empty">
          <Spinner size="lg" label={t('loading')} />
        </div>
      ) : (
        <Suspense
          fallback={
            <div className="play-empty">
              <Spinner size="lg" label={t('loading')} />
            </div>
          }
        >
          {tambola ? (
            <TambolaGame token={token} serverNow={live.serverNow} />
          ) : cardGame ? (
            <CardTable gameCode={cardGame} token={token} />
          ) : gameCode === ROULETTE_GAME_CODE ? (
            <RouletteGame state={state.data} token={token} serverNow={live.serverNow} />
          ) : gameCode === ZOO_ROULETTE_GAME_CODE ? (
            <ZooGame state={state.data} token={token} serverNow={live.serverNow} />
          ) : gameCode === MINES_GAME_CODE ? (
            <MinesGame state={state.data as MinesGameState} token={token} />
          ) : gameCode === CRASH_GAME_CODE ? (
            <CrashGame state={state.data} token={token} serverNow={live.serverNow} />
          ) : (
            <ColorGame state={state.data} token={token} serverNow={live.serverNow} />
          )}
          {/* Mounts with the game (same Suspense): the player's socket and sonner wait for it. */}
          <ContentShown />
        </Suspense>
      )}
    </div>
  );
}
