import { useTranslation } from 'react-i18next';
import type { CallBreakView, Trick } from '@khelo/games/call-break/state';
import type { BoardSeat } from '@/lib/tables/table-board';
import { positionOf, seatName } from '../card-face';
import { CbCard } from './cb-card';

/**
 * The trick in the middle of the felt: each card lies on the side of the player who played it and slides in
 * from there. Between tricks the last one stays, its winner's card lit, until the next lead.
 */
export function TrickArea({
  view,
  mySeat,
  seats,
}: {
  view: CallBreakView;
  mySeat: number | null;
  seats: readonly BoardSeat[];
}) {
  const { t } = useTranslation('call-break');
  const current = view.trick && view.trick.cards.length > 0 ? view.trick : null;
  const shown: Trick | null = current ?? (view.phase === 'playing' ? view.lastTrick : null);
  const done = shown !== null && shown.winner !== null;
  return (
    <div className="cb-trick" data-testid="trick" aria-label={t('trick.label')}>
      {shown?.cards.map((entry) => (
        <div
          key={`${view.roundNumber}:${entry.card}`}
          className={`cb-trick__slot cb-trick__slot--${positionOf(entry.seat, mySeat)}${
            done && entry.seat === shown.winner ? ' cb-trick__slot--won' : ''
          }`}
          data-seat={entry.seat}
        >
          <CbCard card={entry.card} className="cbcard--enter" />
          {entry.auto ? (
            <span className="cb-trick__auto" title={t('trick.autoLong')}>
              {t('trick.auto')}
            </span>
          ) : null}
        </div>
      ))}
      {done ? (
        <p className="cb-trick__won" role="status">
          {t('trick.wonBy', { name: seatName(seats, shown.winner, t) })}
        </p>
      ) : null}
    </div>
  );
}
