import type { HandCategory } from '@khelo/games/poker/evaluate';
import type { PokerView } from '@khelo/games/poker/state';

// What the felt shows when a hand is over (pure, for the tests too): the winning hand's five cards and its
// name, and the winners the chips fly to.

export interface Showdown {
  /** The winners of the main pot whose hands were shown, with the hand they won with. */
  winners: { seat: number; category: HandCategory }[];
  /** The five cards of those hands (outcomes from before the five were kept have none). */
  five: Set<string>;
  /** Every seat that won chips, for the chips' flight from the middle. */
  paid: number[];
}

/** The showdown of the hand just over, while its outcome is on the felt; null otherwise. */
export function showdownOf(view: PokerView): Showdown | null {
  const outcome = view.outcome;
  if (!outcome || outcome.hand !== view.handNumber || view.phase === 'playing') return null;
  const main = outcome.pots[0]?.winners.map((winner) => winner.seat) ?? [];
  const winners: Showdown['winners'] = [];
  const five = new Set<string>();
  for (const seat of outcome.seats) {
    if (!main.includes(seat.seat) || !seat.best || !seat.shown) continue;
    winners.push({ seat: seat.seat, category: seat.best.category });
    for (const card of seat.five ?? []) five.add(card);
  }
  const paid = outcome.seats.filter((seat) => seat.won > 0).map((seat) => seat.seat);
  return { winners, five, paid };
}
