import { useTranslation } from 'react-i18next';
import type { LudoView } from '@khelo/games/ludo/state';
import type { BoardSeat } from '@/lib/tables/table-board';
import { useCountdown } from '@/lib/tables/use-countdown';
import { COLOUR_HEX, seatName } from '../colours';
import { clockText } from '../clock-text';

// The timed variant's clock and scores: the game lasts fixed minutes on the server's clock (the snapshot's
// clock_ends_at), shown as minutes:seconds left; every player's score, highest first.

export function TimedPanel({
  view,
  seats,
  clockEndsAt,
}: {
  view: LudoView;
  seats: readonly BoardSeat[];
  clockEndsAt: string | undefined;
}) {
  const { t } = useTranslation('ludo');
  const left = useCountdown(view.phase === 'playing' ? clockEndsAt : null, 500);
  return (
    <section className="ludo-timed" aria-label={t('timed.title')} data-testid="ludo-timed">
      {left !== null ? (
        <p className="ludo-timed__clock" data-testid="clock-left" role="timer">
          ⏳ {t('timed.clockLeft', { time: clockText(left) })}
        </p>
      ) : null}
      <ul className="ludo-timed__scores">
        {[...view.players]
          .sort((a, b) => b.score - a.score)
          .map((player) => (
            <li key={player.seat}>
              <span className="ludo-dot" style={{ background: COLOUR_HEX[player.colour] }} />
              <span>{seatName(seats, player.seat, t)}</span>
              <strong>{t('timed.score', { points: player.score })}</strong>
            </li>
          ))}
      </ul>
    </section>
  );
}
