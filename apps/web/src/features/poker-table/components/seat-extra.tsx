import { useTranslation } from 'react-i18next';
import type { PokerView } from '@khelo/games/poker/state';
import type { SeatExtraProps } from '@/lib/tables/table-board';
import { chipsText, playerOf } from '../chips';

/** Under a seat's name in the shell's badge: the stack. */
export function PokerSeatExtra({ view, seat, mode }: SeatExtraProps<PokerView>) {
  const { t, i18n } = useTranslation('poker');
  const player = playerOf(view, seat);
  if (!player) return null;
  return (
    <span className="seat__extra">
      {t('stack', { amount: chipsText(player.stack, mode, i18n.language) })}
    </span>
  );
}
