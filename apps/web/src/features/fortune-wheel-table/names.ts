import type { TFunction } from 'i18next';
import { WHEEL } from '@khelo/games/fortune-wheel/wheel';
import type { BoardSeat } from '@/lib/tables/table-board';

// Names of seats and wedges as the board and the results say them.

export function seatName(seats: readonly BoardSeat[], seat: number | null, t: TFunction): string {
  const found = seats.find((entry) => entry.seat === seat);
  if (found?.is_me) return t('you');
  return found?.name ?? t('seatN', { n: (seat ?? 0) + 1 });
}

export function wedgeText(wedge: number, t: TFunction): string {
  const stop = WHEEL[wedge];
  if (!stop) return '';
  if (stop.kind === 'bankrupt') return t('wedge.bankrupt');
  if (stop.kind === 'lose-turn') return t('wedge.loseTurn');
  return t('wedge.points', { points: stop.value });
}
