import type { TFunction } from 'i18next';
import type { BoardSeat } from '@/lib/tables/table-board';

/** "You" for my seat, else the seat's name (or "Seat N" for one the table no longer lists). */
export function seatName(seats: readonly BoardSeat[], seat: number | null, t: TFunction): string {
  const found = seats.find((entry) => entry.seat === seat);
  if (found?.is_me) return t('you');
  return found?.name ?? t('seatN', { n: (seat ?? 0) + 1 });
}
