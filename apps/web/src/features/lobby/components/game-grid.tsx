import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@khelo/contracts/catalog';
import { GameTile } from './game-tile';

/** Tiles rendered at first and added per step: a catalog of 500 games stays quick to open. */
export const GRID_BATCH = 48;

export interface GameGridProps {
  games: readonly Game[];
  /** Changing it (a new tab or search) starts again from the first batch. */
  resetKey?: string;
  eagerCount?: number;
}

/** 4, 3 or 2 columns by width (section 2); more tiles appear as the end of the grid scrolls into view. */
export function GameGrid({ games, resetKey = '', eagerCount = 0 }: GameGridProps) {
  const { t } = useTranslation('lobby');
  const [shown, setShown] = useState({ key: resetKey, count: GRID_BATCH });
  const count = shown.key === resetKey ? shown.count : GRID_BATCH;
  const sentinel = useRef<HTMLDivElement | null>(null);
  const remaining = Math.max(0, games.length - count);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || remaining === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting))
          setShown({ key: resetKey, count: count + GRID_BATCH });
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [remaining, count, resetKey]);

  return (
    <>
      <ul className="game-grid">
        {games.slice(0, count).map((game, index) => (
          <li key={game.game_code}>
            <GameTile game={game} eager={index < eagerCount} />
          </li>
        ))}
      </ul>
      {remaining > 0 ? (
        <div ref={sentinel} className="game-grid__more">
          <button
            type="button"
            className="btn btn--secondary btn--md"
            onClick={() => setShown({ key: resetKey, count: count + GRID_BATCH })}
          >
            {t('grid.showMore', { count: remaining })}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** Placeholders with the tiles' exact size while the list loads: nothing moves when it arrives. */
export function GameGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="tile tile--skeleton">
            <div className="tile__art skeleton" />
            <div className="tile__body">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </div>
            <div className="tile__actions">
              <span className="skeleton skeleton--button" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
