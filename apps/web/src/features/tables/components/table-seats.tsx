import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BotIcon } from '@/components/ui/icons';
import type { BoardSeat, SeatExtraProps } from '@/lib/tables/table-board';
import type { TableDeadline } from '@khelo/contracts/tables';
import { TurnTimer } from './turn-timer';

// The players around the felt: the others in an arc across the top (in play order after mine), mine by
// my hand. Bots are marked; the seat(s) the table waits on wear the timer ring.

export function seatOrder(seats: readonly BoardSeat[], mySeat: number | null): BoardSeat[] {
  const sorted = [...seats].sort((a, b) => a.seat - b.seat);
  if (mySeat === null) return sorted;
  const after = sorted.filter((seat) => seat.seat > mySeat);
  const before = sorted.filter((seat) => seat.seat < mySeat);
  return [...after, ...before];
}

export function SeatBadge<View>({
  seat,
  deadline,
  view,
  mode,
  Extra,
}: {
  seat: BoardSeat;
  deadline: TableDeadline | null;
  view: View;
  mode: 'cash' | 'practice';
  Extra: ComponentType<SeatExtraProps<View>>;
}) {
  const { t } = useTranslation('tables');
  const waiting = deadline?.seats.includes(seat.seat) ?? false;
  const avatar = (
    <span className="seat__avatar" aria-hidden="true">
      {seat.is_bot ? <BotIcon width={22} height={22} /> : (seat.name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
  return (
    <div
      className={`seat${seat.is_me ? ' seat--me' : ''}${waiting ? ' seat--active' : ''}${seat.left ? ' seat--left' : ''}`}
      data-seat={seat.seat}
      data-testid={seat.is_me ? 'my-seat' : 'seat'}
    >
      {waiting && deadline ? (
        <TurnTimer at={deadline.at} extraMs={seat.extra_ms} extraUsedMs={deadline.extra_ms_used}>
          {avatar}
        </TurnTimer>
      ) : (
        avatar
      )}
      <span className="seat__text">
        <span className="seat__name">
          {seat.is_me ? t('seat.you') : seat.name}
          {seat.is_bot ? <span className="seat__bot">{t('seat.bot')}</span> : null}
        </span>
        {seat.left ? (
          <span className="seat__extra">{t('seat.left')}</span>
        ) : (
          <Extra view={view} seat={seat.seat} mode={mode} />
        )}
        {seat.extra_ms > 0 ? (
          <span className="seat__bank" title={t('timer.bank')}>
            {t('timer.bankN', { seconds: Math.round(seat.extra_ms / 1000) })}
          </span>
        ) : null}
      </span>
    </div>
  );
}
