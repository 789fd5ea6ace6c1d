import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_GAMES } from '@khelo/contracts/constants';
import { LiveIcon } from '@/components/ui/icons';
import { LIVE_CASINO_LINK, gameLink, navGameIcon } from '@/lib/games';
import './game-nav.css';

/** The second navigation bar: the five featured games and Live Casino (a sideways strip on phones). */
export function GameNav() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const current = pathname === '/' ? search : null;
  return (
    <nav className="game-nav" aria-label={t('nav.label')}>
      <ul className="game-nav__list container">
        {NAV_GAMES.map((game) => {
          const to = gameLink(game.code);
          return (
            <li key={game.code}>
              <Link
                to={to}
                className="game-nav__link"
                aria-current={
                  current === to.slice(1) || (to.startsWith('/tables/') && pathname.startsWith(to))
                    ? 'page'
                    : undefined
                }
              >
                <img src={navGameIcon(game.code)} alt="" width={28} height={28} />
                {t(`games.${game.code}`)}
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            to={LIVE_CASINO_LINK}
            className="game-nav__link game-nav__link--live"
            aria-current={current === LIVE_CASINO_LINK.slice(1) ? 'page' : undefined}
          >
            <LiveIcon />
            {t('nav.liveCasino')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
