import type { FairSeed } from '../table/table-game';
import { unshuffledDeck } from './cards';
import { HOLE_CARDS, type PokerVariant } from './evaluate';
import { orderFrom } from './pots';
import { shuffleFromSeed } from './table';

// What /provably-fair shows for a poker hand: from the revealed seed material, the seats dealt in and the
// button, every seat's hole cards and the board the deck held (docs/poker.md, "Fairness"). A hand that
// ended before the river shows fewer board cards than the deck held.

export interface PokerDealCheck {
  deck: string[];
  /** The button the toss would place in a table's first hand. */
  firstButton: number;
  holes: Record<number, string[]>;
  board: string[];
}

export function verifyPokerDeal(
  fair: FairSeed,
  seats: number[],
  button: number,
  variant: PokerVariant,
): PokerDealCheck {
  const { order, toss } = shuffleFromSeed(fair);
  const cards = unshuffledDeck();
  const deck = order.map((position) => cards[position]!);
  const sorted = [...seats].sort((a, b) => a - b);
  const holes: Record<number, string[]> = Object.fromEntries(sorted.map((seat) => [seat, []]));
  const rest = [...deck];
  for (let round = 0; round < HOLE_CARDS[variant]; round++)
    for (const seat of orderFrom(button, sorted)) holes[seat]!.push(rest.shift()!);
  const board = [rest[1]!, rest[2]!, rest[3]!, rest[5]!, rest[7]!];
  return { deck, firstButton: sorted[Math.floor(toss * sorted.length)]!, holes, board };
}
