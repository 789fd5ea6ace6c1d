import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_GAMES } from '@khelo/contracts/constants';
import { gameLink, navGameIcon } from '@/lib/games';

export function PopularGames() {
  const { t } = useTranslation();
  return (
    <section className="popular" aria-labelledby="popular-games-title">
      <div className="section-head">
        <h2 id="popular-games-title" className="section-head__title">
          {t('home.popularGames')}
        </h2>
        <p className="section-head__hint">{t('home.popularGamesHint')}</p>
      </div>
      <ul className="popular__grid">
        {NAV_GAMES.map((game) => (
          <li key={game.code}>
            <Link to={gameLink(game.code)} className="game-tile">
              <img className="game-tile__icon" src={navGameIcon(game.code)} alt="" width={160} height={160} />
              <span className="game-tile__name">{t(`games.${game.code}`)}</span>
              <span className="game-tile__play" aria-hidden="true">
                {t('actions.play')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
