import { useTranslation } from 'react-i18next';
import type { FortuneWheelView } from '@khelo/games/fortune-wheel/state';
import type { SeatExtraProps } from '@/lib/tables/table-board';

/** Under a seat's name: the points banked and this puzzle's points; a toss-up miss. */
export function FortuneWheelSeatExtra({ view, seat }: SeatExtraProps<FortuneWheelView>) {
  const { t } = useTranslation('fortune-wheel');
  const player = view.contestants.find((c) => c.seat === seat);
  if (!player) return null;
  return (
    <span className="seat__extra" data-testid="seat-status">
      {t('score', { total: player.total, round: player.roundScore })}
      {view.stage === 'toss-up' && view.lockedOut.includes(seat) ? ` · ${t('lockedOut')}` : null}
    </span>
  );
}
