import { SPADE, strengthOf, suitOf } from './cards';
import type { Trick } from './state';

// The rules of play (ADR 032; the rules page /call-break-rules):
// - Any card may lead, spades included (spades need not be "broken" first).
// - Follow the suit led if you can. If you cannot, you must play a spade when you hold one. Otherwise any
//   card. You never have to play higher than the cards down, nor over-trump: the rules page asks only to
//   follow suit, else to trump.
// - The highest spade wins the trick; without a spade, the highest card of the suit led.
// - A round scores the bid plus 0.1 per extra trick when made, minus the bid when missed (in tenths here).

export const MIN_BID = 1;
export const MAX_BID = 13;
/** Missed turns in a row after which the player is dropped (as at the rummy table). */
export const MISSED_TURNS_TO_DROP = 3;

/** The cards of `hand` that may be played to `trick` (a new lead when the trick is empty or null). */
export function legalCards(hand: readonly string[], trick: Trick | null): string[] {
  const led = trick && trick.cards.length > 0 ? suitOf(trick.cards[0]!.card) : null;
  if (!led) return [...hand];
  const follow = hand.filter((card) => suitOf(card) === led);
  if (follow.length > 0) return follow;
  const spades = hand.filter((card) => suitOf(card) === SPADE);
  return spades.length > 0 ? spades : [...hand];
}

/** Why `card` may not be played now, or null when it may. */
export function illegalReason(hand: readonly string[], trick: Trick | null, card: string): string | null {
  if (!hand.includes(card)) return 'You do not hold that card.';
  if (legalCards(hand, trick).includes(card)) return null;
  const led = suitOf(trick!.cards[0]!.card);
  if (hand.some((held) => suitOf(held) === led)) return 'You must follow the suit led.';
  return 'You have no card of the suit led, so you must play a spade.';
}

/** The card winning the cards played so far (the leader's first). */
export function winningCard<T extends { card: string }>(cards: readonly T[]): T {
  // The best card so far is always of the suit led or a spade: an off-suit card other than a spade never wins.
  let best = cards[0]!;
  for (const entry of cards.slice(1)) {
    const suit = suitOf(entry.card);
    const bestSuit = suitOf(best.card);
    if (suit === bestSuit ? strengthOf(entry.card) > strengthOf(best.card) : suit === SPADE) best = entry;
  }
  return best;
}

/** Tenths of a point a round gives: bid × 10 plus one per extra trick when made, −bid × 10 when missed. */
export function roundPoints(bid: number, tricks: number): number {
  return tricks >= bid ? bid * 10 + (tricks - bid) : -bid * 10;
}

/** Tenths as the players read them: 42 → "4.2", -50 → "-5.0". */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}
