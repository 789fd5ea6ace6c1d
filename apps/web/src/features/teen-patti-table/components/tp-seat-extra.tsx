import { useTranslation } from 'react-i18next';
import type { TeenPattiView } from '@khelo/games/teen-patti/state';
import type { SeatExtraProps } from '@/lib/tables/table-board';
import { moneyText } from '../money-text';

/** Under a seat's name: blind, seen or packed, and what the seat has put into the pot. */
export function TpSeatExtra({ view, seat, mode }: SeatExtraProps<TeenPattiView>) {
  const { t, i18n } = useTranslation('teen-patti');
  const entry = view.seats.find((candidate) => candidate.seat === seat);
  if (!entry) return null;
  return (
    <span className="seat__extra tp-seat" data-testid="seat-status">
      <span className={`tp-badge tp-badge--${entry.status}`}>{t(`status.${entry.status}`)}</span>
      {entry.put > 0 ? (
        <span className="tp-seat__put">
          {t('seat.put', {
            amount: moneyText(entry.put, mode, i18n.language, (text, count) =>
              t('chipsN', { amount: text, count }),
            ),
          })}
        </span>
      ) : null}
    </span>
  );
}
