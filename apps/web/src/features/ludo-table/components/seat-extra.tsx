import { useTranslation } from 'react-i18next';
import type { LudoView } from '@khelo/games/ludo/state';
import type { SeatExtraProps } from '@/lib/tables/table-board';
import { COLOUR_HEX } from '../colours';

/** Under a seat's name: its colour, tokens home, the timed score, missed turns or out. */
export function LudoSeatExtra({ view, seat }: SeatExtraProps<LudoView>) {
  const { t } = useTranslation('ludo');
  const player = view.players.find((entry) => entry.seat === seat);
  if (!player) return null;
  const home = player.tokens.filter((position) => position === 56).length;
  return (
    <span className="seat__extra" data-testid="seat-status">
      <span className="ludo-dot" style={{ background: COLOUR_HEX[player.colour] }} />{' '}
      {player.out
        ? t('seat.out')
        : view.mode === 'timed'
          ? t('seat.score', { points: player.score })
          : t('seat.home', { count: home })}
      {!player.out && player.missed > 0 ? (
        <span className="ludo-missed"> · {t('seat.missed', { count: player.missed })}</span>
      ) : null}
    </span>
  );
}
