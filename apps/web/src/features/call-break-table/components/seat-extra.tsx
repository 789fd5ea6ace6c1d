import { useTranslation } from 'react-i18next';
import type { CallBreakView } from '@khelo/games/call-break/state';
import type { SeatExtraProps } from '@/lib/tables/table-board';
import { pointsText } from '../card-face';

/** Under a seat's name: tricks won / bid, the running total, and whether the server plays the seat. */
export function CallBreakSeatExtra({ view, seat }: SeatExtraProps<CallBreakView>) {
  const { t } = useTranslation('call-break');
  const player = view.players.find((entry) => entry.seat === seat);
  if (!player) return null;
  const bid =
    player.bid === null ? t('seat.bidding') : t('seat.tricks', { won: player.tricks, bid: player.bid });
  return (
    <span className="seat__extra" data-testid="seat-status">
      {view.roundNumber > 0 ? bid : null}
      {view.sheet.length > 0 ? ` · ${t('seat.total', { points: pointsText(player.total) })}` : null}
      {player.left || player.dropped ? (
        <span className="cb-auto"> · {t('seat.serverPlays')}</span>
      ) : player.missedTurns > 0 ? (
        <span className="cb-auto"> · {t('seat.missed', { count: player.missedTurns })}</span>
      ) : null}
    </span>
  );
}
