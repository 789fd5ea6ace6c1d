import type { ReactNode } from 'react';
import type { Game } from '@khelo/contracts/catalog';
import { GameTile } from './game-tile';

export interface GameRowProps {
  id: string;
  title: ReactNode;
  hint?: ReactNode;
  games: readonly Game[];
}

/** A titled, horizontally scrolling row of tiles (Skill Games, Recently played). */
export function GameRow({ id, title, hint, games }: GameRowProps) {
  return (
    <section className="lobby-section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id} className="section-head__title">
          {title}
        </h2>
        {hint ? <p className="section-head__hint">{hint}</p> : null}
      </div>
      <ul className="game-row">
        {games.map((game) => (
          <li key={game.game_code}>
            <GameTile game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}
