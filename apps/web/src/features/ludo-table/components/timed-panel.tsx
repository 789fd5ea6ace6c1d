import { useTranslation } from 'react-i18next';
import type { LudoView } from '@khelo/games/ludo/state';
import type { BoardSeat } from '@/lib/tables/table-board';
import { COLOUR_HEX, seatName } from '../colours';

// The timed variant's clock and scores: the engine counts the game's time in turns (the table converted
// the advertised minutes into turns each), so the clock is the turns I have left; every player's score.

export function TimedPanel({
  view,
  mySeat,
  seats,
}: {
  view: LudoView;
  mySeat: number | null;
  seats: readonly BoardSeat[];
}) {
  const { t } = useTranslation('ludo');
  const me = view.players.find((player) => player.seat === mySeat);
  const left = Math.max(0, (view.turnsEach ?? 0) - (me?.turns ?? 0));
  return (
    <section className="ludo-timed" aria-label={t('timed.title')} data-testid="ludo-timed">
      <p className="ludo-timed__clock" data-testid="turns-left">
        ⏳ {t('timed.turnsLeft', { count: left })}
      </p>
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
