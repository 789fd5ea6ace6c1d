import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { COLOR_GAME_CODE, CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import { Spinner } from '@/components/ui/spinner';
import { formatRupees } from '@/lib/format';
import { useSession } from '@/app/session/session-context';
import { useHouseState } from '../api/house-state';
import { useHouseLive } from '../use-house-live';
import { ColorGame } from './color-game';
import { CrashGame } from './crash-game';
import './house-games.css';

// The house provider's game page (/play/:gameCode): opened by a lobby launch with token, game_code,
// opr_id and href, like any provider's page. Back to the lobby goes to href.

/** Only a same-origin path or an http(s) URL is followed back; anything else goes home. */
function safeHref(href: string | null): string {
  if (!href) return '/';
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^https?:\/\//i.test(href) ? href : '/';
}

export function PlayPage() {
  const { t, i18n } = useTranslation('games');
  const { gameCode = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const href = safeHref(search.get('href'));
  const session = useSession();
  const known = gameCode === CRASH_GAME_CODE || gameCode === COLOR_GAME_CODE;
  const state = useHouseState(known ? gameCode : CRASH_GAME_CODE, token);
  const live = useHouseLive(gameCode, state.data?.server_time);
  const fetched = state.data?.balance ?? null;
  const { login, setWalletBalance } = session;
  // The wallet's own answer is authoritative; the header balance then follows the wallet notices.
  useEffect(() => {
    if (fetched !== null && login === true) setWalletBalance(fetched);
  }, [fetched, login, setWalletBalance]);
  const balance = login === true ? session.walletBalance : fetched;
  const title = gameCode === COLOR_GAME_CODE ? t('color.title') : t('crash.title');

  return (
    <div className={`play-page play-page--${gameCode === COLOR_GAME_CODE ? 'color' : 'crash'}`}>
      <header className="play-bar">
        <a className="play-bar__back" href={href}>
          <span aria-hidden="true">←</span> {t('backToLobby')}
        </a>
        <h1 className="play-bar__title">{known ? title : t('unknownGame')}</h1>
        <div className="play-bar__balance" aria-live="polite">
          <span className="play-bar__balance-label">{t('balance')}</span>
          <strong data-testid="play-balance">
            {balance === null ? '—' : formatRupees(balance, i18n.language)}
          </strong>
        </div>
      </header>
      {!known ? (
        <p className="play-empty">{t('unknownGameText')}</p>
      ) : !token ? (
        <p className="play-empty">{t('errors.noToken')}</p>
      ) : state.isPending ? (
        <div className="play-empty">
          <Spinner size="lg" label={t('loading')} />
        </div>
      ) : state.isError ? (
        <div className="play-empty" role="alert">
          <p>{t('errors.load')}</p>
          <button type="button" className="btn btn--secondary btn--md" onClick={() => void state.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : gameCode === CRASH_GAME_CODE ? (
        <CrashGame state={state.data} token={token} serverNow={live.serverNow} />
      ) : (
        <ColorGame state={state.data} token={token} serverNow={live.serverNow} />
      )}
    </div>
  );
}
