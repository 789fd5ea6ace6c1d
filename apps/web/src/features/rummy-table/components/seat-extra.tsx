import { useTranslation } from 'react-i18next';
import type { RummyView } from '@khelo/games/rummy/state';
import type { SeatExtraProps } from '@/lib/tables/table-board';

/** Under a seat's name: cards held or how the hand went, pool score or deals chips, missed turns. */
export function RummySeatExtra({ view, seat }: SeatExtraProps<RummyView>) {
  const { t } = useTranslation('rummy');
  const player = view.players.find((entry) => entry.seat === seat);
  if (!player) return null;
  const status =
    player.status === 'playing'
      ? t('seat.cards', { count: player.cardCount })
      : t(`seat.status.${player.status}`);
  return (
    <span className="seat__extra" data-testid="seat-status">
      {status}
      {view.options.variant === 'pool' ? ` · ${t('seat.score', { count: player.score })}` : null}
      {view.options.variant === 'deals' ? ` · ${t('seat.chips', { count: player.chips })}` : null}
      {player.missedTurns > 0 ? ` · ${t('seat.missed', { count: player.missedTurns })}` : null}
    </span>
  );
}
