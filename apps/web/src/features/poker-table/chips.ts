import type { PokerMove, PokerView, PokerViewPlayer } from '@khelo/games/poker/state';
import { formatChips, formatRupees } from '@/lib/format';

// Poker amounts as the table shows them, and the bet sizes of the action bar (pure, for the tests too).
// Engine chips are paise at cash tables and chip hundredths at practice ones: both read as amount / 100.

/** What the board hands its controls (the action bar, the stack panel). */
export interface PokerControlsProps {
  view: PokerView;
  mode: 'cash' | 'practice';
  busy: boolean;
  act: (move: PokerMove) => void;
}

export function chipsText(chips: number, mode: 'cash' | 'practice', language: string): string {
  const amount = chips / 100;
  return mode === 'cash' ? formatRupees(amount, language) : formatChips(amount, language);
}

export function playerOf(view: PokerView, seat: number | null): PokerViewPlayer | null {
  return view.players.find((player) => player.seat === seat) ?? null;
}

/** Where my bet or raise may go (its whole bet of the round), or null when I cannot bet now. */
export function raiseRange(view: PokerView): { min: number; max: number } | null {
  return view.legal?.raise ?? null;
}

/**
 * A bet or raise to a share of the pot: call first, then `fraction` of the pot after the call, on top of the
 * current bet (½ pot, pot), kept inside what the engine allows (Pot-Limit's max is the engine's).
 */
export function potSizedTo(view: PokerView, fraction: number): number | null {
  const range = raiseRange(view);
  if (!range) return null;
  const call = view.legal?.call ?? 0;
  const to = view.currentBet + Math.floor((view.totalPot + call) * fraction);
  return Math.min(range.max, Math.max(range.min, to));
}

/** My whole stack plus what I have in front of me this round: a raise to this is all-in. */
export function allInTo(view: PokerView): number {
  const me = playerOf(view, view.seat);
  return me ? me.stack + me.bet : 0;
}

/** The seats in the order they sit around the felt from mine (me first, at the bottom). */
export function seatsFromMine(seats: number, mySeat: number | null): number[] {
  const start = mySeat ?? 0;
  return Array.from({ length: seats }, (_, index) => (start + index) % seats);
}

/** A seat's place on the oval as percentages of the felt: index 0 at the bottom, then clockwise. */
export function placeOnOval(index: number, count: number): { left: number; top: number } {
  const angle = Math.PI / 2 + (index * 2 * Math.PI) / count;
  return { left: 50 + 44 * Math.cos(angle), top: 50 + 43 * Math.sin(angle) };
}
