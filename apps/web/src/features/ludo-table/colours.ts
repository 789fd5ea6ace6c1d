import type { TFunction } from 'i18next';
import type { BoardSeat } from '@/lib/tables/table-board';

// The four colours of the board (the engine's colour numbers) and seat names.

export const COLOUR_HEX = ['#e53935', '#2e9d4a', '#f2c200', '#1e78d6'] as const;

/** "You" for my seat, else the seat's name. */
export function seatName(seats: readonly BoardSeat[], seat: number | null, t: TFunction): string {
  const found = seats.find((entry) => entry.seat === seat);
  if (found?.is_me) return t('you');
  return found?.name ?? t('seatN', { n: (seat ?? 0) + 1 });
}
