import type { HandOutcomeSeat } from '@khelo/games/rummy/state';

// A Teen Patti hand in the history rows' shape (the rummy shape: result, points, groups).

interface TeenPattiSeat {
  seat: number;
  status: string;
  cards: string[] | null;
}

/** Won, dropped (packed) or lost; the cards as one group when they were shown. */
export function fromTeenPatti(outcome: { winners: number[]; seats: TeenPattiSeat[] }): {
  seats: HandOutcomeSeat[];
  wildCard: null;
  finish: null;
} {
  return {
    seats: outcome.seats.map(
      (seat) =>
        ({
          seat: seat.seat,
          result: outcome.winners.includes(seat.seat) ? 'won' : seat.status === 'packed' ? 'dropped' : 'lost',
          points: 0,
          groups: seat.cards ? [seat.cards] : null,
        }) as unknown as HandOutcomeSeat,
    ),
    wildCard: null,
    finish: null,
  };
}
