import { useTranslation } from 'react-i18next';
import type { RummyView } from '@khelo/games/rummy/state';
import type { BoardSeat } from '@/lib/tables/table-board';
import { seatName } from '../seat-names';

/** One line in the middle of the felt: what the table waits for, in words. */
export function TurnStatus({
  view,
  mySeat,
  seats,
}: {
  view: RummyView;
  mySeat: number | null;
  seats: readonly BoardSeat[];
}) {
  const { t } = useTranslation('rummy');
  const me = view.players.find((player) => player.seat === mySeat);
  const name = (seat: number | null) => seatName(seats, seat, t);
  let text: string;
  let mine = false;
  if (view.phase !== 'playing' || view.stage === null || view.stage === 'over')
    text = t('status.betweenHands');
  else if (me?.status === 'dropped') text = t('status.dropped');
  else if (me?.status === 'wrong-show') text = t('status.wrongShow');
  else if (view.stage === 'meld') {
    if (me?.status === 'won') text = t('status.youDeclared');
    else if (me?.status === 'melding') {
      text = t('status.meld', { name: name(view.declarer) });
      mine = true;
    } else text = t('status.melded');
  } else if (view.turn === mySeat) {
    mine = true;
    text = t(view.stage === 'draw' ? 'status.draw' : 'status.discard');
  } else text = t('status.theirTurn', { name: name(view.turn) });
  return (
    <p className={`turn-status${mine ? ' turn-status--mine' : ''}`} role="status" data-testid="turn-status">
      {text}
    </p>
  );
}
