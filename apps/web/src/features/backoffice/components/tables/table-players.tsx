import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffTablePlayer } from '@khelo/contracts/backoffice-tables';
import { seatLabel } from './table-format';

// Who sits at a table: seat, name (a player's linked to their file), a bot badge, and "left" for a seat
// whose player has gone while the hand they played still runs.

export function TablePlayers({ players }: { players: readonly StaffTablePlayer[] }) {
  const { t } = useTranslation('backoffice');
  if (players.length === 0) return <span className="bo-muted">{t('tables.nobody')}</span>;
  return (
    <ul className="bo-seats">
      {players.map((player) => (
        <li key={player.seat}>
          <span className="bo-muted">{seatLabel(t, player.seat)}</span>{' '}
          {player.player_id ? (
            <Link to={`/backoffice/players?player=${encodeURIComponent(player.player_id)}`}>
              {player.name}
            </Link>
          ) : (
            <span>{player.name}</span>
          )}
          {player.is_bot ? (
            <span className="bo-badge bo-badge--bot" title={t('tables.botTitle')}>
              {t('tables.bot')}
            </span>
          ) : null}
          {player.left ? <span className="bo-badge">{t('tables.left')}</span> : null}
        </li>
      ))}
    </ul>
  );
}
