import type { TFunction } from 'i18next';
import type { BoardSeat } from '@/lib/tables/table-board';

// Cards of the Call Break engine ('10D', 'AS') as the table shows them, and seat names.

export const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export function faceOf(card: string): { rank: string; suit: string; symbol: string; red: boolean } {
  const suit = card.slice(-1);
  return {
    rank: card.slice(0, -1),
    suit,
    symbol: SUIT_SYMBOL[suit] ?? suit,
    red: suit === 'H' || suit === 'D',
  };
}

/** "You" for my seat, else the seat's name. */
export function seatName(seats: readonly BoardSeat[], seat: number | null, t: TFunction): string {
  const found = seats.find((entry) => entry.seat === seat);
  if (found?.is_me) return t('you');
  return found?.name ?? t('seatN', { n: (seat ?? 0) + 1 });
}

/** Tenths of a point as the players read them: 42 → "4.2", −50 → "−5.0". */
export function pointsText(tenths: number): string {
  const abs = Math.abs(tenths);
  return `${tenths < 0 ? '−' : ''}${Math.floor(abs / 10)}.${abs % 10}`;
}

/** Where a seat sits around the felt as I look at it: me at the bottom, then clockwise left, top, right. */
export function positionOf(seat: number, mySeat: number | null): 'bottom' | 'left' | 'top' | 'right' {
  const offset = (seat - (mySeat ?? 0) + 4) % 4;
  return (['bottom', 'left', 'top', 'right'] as const)[offset]!;
}
