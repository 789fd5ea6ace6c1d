import { SPADE, strengthOf, suitOf } from './cards';
import { legalCards, MAX_BID, MIN_BID, winningCard } from './rules';
import type { CallBreakMove, CallBreakView, Trick } from './state';

// The bot policy: practice bots, and the server playing for an absent player after the turn timer (the
// same choice a bot would make from that seat's view). Simple and sensible rather than strong.

/** Tricks the hand should take: aces and guarded kings of the side suits, high spades and long spades. */
export function botBid(hand: readonly string[]): number {
  let tricks = 0;
  const bySuit = new Map<string, number[]>();
  for (const card of hand) bySuit.set(suitOf(card), [...(bySuit.get(suitOf(card)) ?? []), strengthOf(card)]);
  const spades = (bySuit.get(SPADE) ?? []).sort((a, b) => b - a);
  for (const [suit, strengths] of bySuit) {
    if (suit === SPADE) continue;
    if (strengths.includes(14)) tricks += 1;
    if (strengths.includes(13) && strengths.length >= 2 && strengths.length <= 5) tricks += 0.75;
    if (strengths.includes(12) && strengths.length >= 3 && strengths.length <= 4) tricks += 0.25;
  }
  const highSpades = spades.filter((strength) => strength >= 12).length;
  // Spades beyond the third win by length once the others have run out of them.
  tricks += highSpades + Math.max(0, spades.length - Math.max(3, highSpades));
  // A void or a singleton in a side suit lets spades ruff.
  for (const suit of ['H', 'C', 'D'])
    if ((bySuit.get(suit)?.length ?? 0) <= 1 && spades.length >= 2) tricks += 0.5;
  return Math.max(MIN_BID, Math.min(MAX_BID, Math.round(tricks)));
}

function lowest(cards: readonly string[]): string {
  return [...cards].sort((a, b) => strengthOf(a) - strengthOf(b))[0]!;
}

/** A card that wins the trick as it stands, if `card` were played now. */
function wouldWin(trick: Trick, seat: number, card: string): boolean {
  return winningCard([...trick.cards, { seat, card }]).card === card;
}

/** The card to play: win cheaply while the bid is not made yet, else get rid of the lowest card. */
export function botCard(hand: readonly string[], trick: Trick | null, seat: number, need: number): string {
  const legal = legalCards(hand, trick);
  if (!trick || trick.cards.length === 0) {
    const sideAces = legal.filter((card) => suitOf(card) !== SPADE && strengthOf(card) === 14);
    if (need > 0 && sideAces.length > 0) return sideAces[0]!;
    const side = legal.filter((card) => suitOf(card) !== SPADE);
    return lowest(side.length > 0 ? side : legal);
  }
  const winners = legal.filter((card) => wouldWin(trick, seat, card));
  if (need > 0 && winners.length > 0) return lowest(winners);
  const losers = legal.filter((card) => !winners.includes(card));
  const pool = losers.length > 0 ? losers : legal;
  // Discarding off-suit: keep the spades.
  const nonSpades = pool.filter((card) => suitOf(card) !== SPADE);
  return lowest(nonSpades.length > 0 ? nonSpades : pool);
}

export function botMove(view: CallBreakView, seat: number): CallBreakMove | null {
  if (view.seat !== seat || !view.hand || view.turn !== seat || view.phase !== 'playing') return null;
  if (view.stage === 'bid') return { type: 'bid', bid: botBid(view.hand) };
  if (view.stage !== 'play') return null;
  const me = view.players.find((player) => player.seat === seat);
  const need = (me?.bid ?? 0) - (me?.tricks ?? 0);
  return { type: 'play', card: botCard(view.hand, view.trick, seat, need) };
}
