import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game } from '@khelo/contracts/catalog';
import { RUMMY_GAME_CODE } from '@khelo/contracts/constants';
import { hasPracticeMode } from '@khelo/contracts/practice-constants';
import { tablePickerPath } from '@/lib/tables/table-games';
import { useSession } from '@/app/session/session-context';
import { useGameName } from '@/lib/game-names';
import { usePracticeStatus } from '../api/practice-status';
import { gameIcon, hasBetaName, isPlayable, launchSearch, practiceSearch, rulesHref } from '../lobby-games';

export interface GameTileProps {
  game: Game;
  /** Above-the-fold tiles load their art at once; the rest lazily. */
  eager?: boolean;
}

const TAG_KEYS: Record<string, string> = { 'Newly Added': 'tile.new', 'Most Popular': 'tile.popular' };

/**
 * A game tile (section 2): icon, name, Play and a Game Info link opening the rules in a new tab. live
 * games launch through /?game_code=; offline shows the maintenance overlay, Beta and Upcoming a label,
 * and none of them can be played (section 4). A tap anywhere on a live tile is its Play link (stretched
 * over the tile, one focus stop); Game Info and Practice sit above it and stay links of their own.
 */
export const GameTile = memo(function GameTile({ game, eager = false }: GameTileProps) {
  const { t } = useTranslation('lobby');
  const { search } = useLocation();
  const playable = isPlayable(game);
  const status = game.operational_status;
  // Rummy (and the next table games) open Khelo's own table picker, not a provider launch.
  const tablePath = tablePickerPath(game.game_code);
  const to = tablePath ?? { pathname: '/', search: launchSearch(search, game.game_code) };
  const tags = game.game_tag.filter((tag) => tag in TAG_KEYS);
  const gameName = useGameName();
  const name = gameName(game.game_name);
  // House games have free practice play; with MONEY_MODE=practice their Play is practice.
  const session = useSession();
  const loggedIn = session.login === true;
  const player = { playerId: session.playerId ?? '', oprId: session.oprId ?? '', token: session.token };
  const practiceStatus = usePracticeStatus(player, loggedIn);
  const practiceGame = hasPracticeMode(game);
  const practiceOnly = practiceGame && practiceStatus.data?.money_mode === 'practice';
  const practiceTo = { pathname: '/', search: practiceSearch(search, game.game_code) };

  const art = (
    <>
      <img
        className="tile__icon"
        src={gameIcon(game)}
        alt=""
        width={160}
        height={160}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {tags.length > 0 || hasBetaName(game) ? (
        <span className="tile__badges">
          {hasBetaName(game) ? (
            <span className="tile__badge tile__badge--beta-version">{t('tile.betaVersion')}</span>
          ) : null}
          {tags.map((tag) => (
            <span
              key={tag}
              className={`tile__badge tile__badge--${tag === 'Newly Added' ? 'new' : 'popular'}`}
            >
              {t(TAG_KEYS[tag]!)}
            </span>
          ))}
        </span>
      ) : null}
      {status === 'offline' ? (
        <span className="tile__overlay" data-testid="maintenance">
          <span>{t('tile.maintenance')}</span>
        </span>
      ) : null}
      {status === 'Beta' ? <span className="tile__status tile__status--beta">{t('tile.beta')}</span> : null}
      {status === 'Upcoming' ? (
        <span className="tile__status tile__status--upcoming">{t('tile.upcoming')}</span>
      ) : null}
    </>
  );

  return (
    <article
      className={`tile tile--${status.toLowerCase()}${game.game_code === RUMMY_GAME_CODE ? ' tile--rummy' : ''}`}
      data-game-code={game.game_code}
      aria-label={name.text}
    >
      <div className="tile__art">{art}</div>
      <div className="tile__body">
        <h3 className="tile__name" {...name.attributes}>
          {name.text}
        </h3>
        <p className="tile__provider">{game.provider_name}</p>
      </div>
      <div
        className={`tile__actions${playable && practiceGame && !practiceOnly ? ' tile__actions--practice' : ''}`}
      >
        {playable ? (
          <Link
            to={practiceOnly ? practiceTo : to}
            className="btn btn--primary btn--sm tile__play tile__play--stretched"
          >
            {t(practiceOnly ? 'tile.practice' : 'tile.play')}
            <span className="visually-hidden" {...name.attributes}>
              {' '}
              {name.text}
            </span>
          </Link>
        ) : (
          <button type="button" className="btn btn--secondary btn--sm tile__play" disabled>
            {t(status === 'offline' ? 'tile.unavailable' : status === 'Beta' ? 'tile.testing' : 'tile.soon')}
          </button>
        )}
        <a
          className="tile__info"
          href={rulesHref(game)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('tile.infoFor', { name: name.text })}
        >
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
          </svg>
          <span className="tile__info-text">{t('tile.info')}</span>
        </a>
        {playable && practiceGame && !practiceOnly ? (
          <Link
            to={practiceTo}
            className="btn btn--secondary btn--sm tile__practice"
            aria-label={t('tile.practiceFor', { name: name.text })}
          >
            {t('tile.practice')}
          </Link>
        ) : null}
      </div>
    </article>
  );
});
