import type { HandOutcomeSeat } from '@khelo/games/rummy/state';
import { verifyTeenPattiHand } from '@khelo/games/teen-patti/verify';
import type { HandRow } from './table-history.repository';

// A Teen Patti hand in the history rows' shape (the rummy shape: result, points, groups).

interface TeenPattiSeat {
  seat: number;
  status: string;
  cards: string[] | null;
}

/**
 * The player's own three cards, rebuilt from the finished hand's revealed seeds (the engine deals with the
 * same function): the player saw them, or could have, even when they never came to a show. Never another
 * seat's.
 */
export function teenPattiOwnCards(hand: HandRow): { seat: number; cards: string[] } | null {
  if (hand.status !== 'settled' || !hand.dealt?.includes(hand.seat)) return null;
  const dealt = verifyTeenPattiHand({
    serverSeed: hand.server_seed,
    clientSeed: hand.client_seed,
    nonce: hand.nonce,
    seats: hand.dealt,
  });
  const cards = dealt.hands.find((entry) => entry.seat === hand.seat)?.cards;
  return cards ? { seat: hand.seat, cards } : null;
}

/** Won, dropped (packed) or lost; the cards as one group when they were shown (or are the player's own). */
export function fromTeenPatti(
  outcome: { winners: number[]; seats: TeenPattiSeat[] },
  own: { seat: number; cards: string[] } | null = null,
): {
  seats: HandOutcomeSeat[];
  wildCard: null;
  finish: null;
} {
  return {
    seats: outcome.seats.map((seat) => {
      const cards = seat.cards ?? (own?.seat === seat.seat ? own.cards : null);
      return {
        seat: seat.seat,
        result: outcome.winners.includes(seat.seat) ? 'won' : seat.status === 'packed' ? 'dropped' : 'lost',
        points: 0,
        groups: cards ? [cards] : null,
      } as unknown as HandOutcomeSeat;
    }),
    wildCard: null,
    finish: null,
  };
}
