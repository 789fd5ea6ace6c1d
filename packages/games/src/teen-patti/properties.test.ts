import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameOf } from '../rummy/cards';
import type { Applied } from '../table/table-game';
import {
  contributions,
  legalMoves,
  teenPattiGame as game,
  teenPattiOptions,
  type TeenPattiState,
} from './index';

// Properties of issue 21: the 52 cards are conserved, the pot is the sum of what the seats put in, every
// seat in the hand has a legal move until the hand ends, the pot is shared out exactly, bots finish every
// hand, views hide the cards of blind and other seats, and the same seed deals the same hand.

const ALL = Array.from({ length: 52 }, (_, code) => nameOf(code)).sort();

function checkInvariants(state: TeenPattiState): void {
  const hand = state.hand!;
  expect([...hand.seats.flatMap((seat) => seat.cards), ...hand.rest].sort()).toEqual(ALL);
  const put = Object.values(contributions(state)).reduce((sum, value) => sum + value, 0);
  expect(game.view(state, null).pot).toBe(put);
  if (!hand.over) {
    const pending = game.pending(state)!;
    for (const seat of pending.seats) expect(legalMoves(state, seat).length).toBeGreaterThan(0);
  } else {
    const outcome = game.handOutcome(state)!;
    expect(outcome.seats.reduce((sum, seat) => sum + seat.won, 0)).toBe(outcome.pot);
    expect(outcome.pot).toBe(put);
  }
  for (const seat of hand.seats) {
    const others = game.view(state, seat.seat).seats.filter((entry) => entry.seat !== seat.seat);
    for (const other of others) {
      const mine = hand.seats.find((entry) => entry.seat === other.seat)!;
      const compared = hand.shows.some(
        (show) => show.seats.includes(seat.seat) && show.seats.includes(other.seat),
      );
      if (!hand.over && !compared) expect(other.cards).toBeNull();
      if (other.cards) expect(other.cards).toEqual(mine.cards);
    }
  }
}

const seats = fc.integer({ min: 2, max: 6 }).map((count) => Array.from({ length: count }, (_, seat) => seat));
const seed = fc.string({ minLength: 1, maxLength: 12 });

describe('Teen Patti properties', () => {
  it('random legal play conserves cards and money and always offers a move until the end', () => {
    fc.assert(
      fc.property(
        seats,
        seed,
        fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
        (seated, server, picks) => {
          const options = teenPattiOptions({ seats: 6, boot: 10, potLimit: 2000, maxBlindRounds: 3 });
          let state = (
            game.deal(game.newMatch(options, seated), {
              serverSeed: server,
              clientSeed: 'c',
              nonce: '1',
            }) as Applied<TeenPattiState>
          ).state;
          for (const pick of picks) {
            checkInvariants(state);
            const pending = game.pending(state);
            if (!pending) break;
            const seat = pending.seats[0]!;
            const moves = legalMoves(state, seat);
            const move = moves[pick % moves.length]!;
            const result = pick % 17 === 0 ? game.timeout(state) : game.apply(state, seat, move);
            expect(result.ok).toBe(true);
            state = (result as Applied<TeenPattiState>).state;
            expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('bots finish every hand from their own views', () => {
    fc.assert(
      fc.property(seats, seed, (seated, server) => {
        const options = teenPattiOptions({ seats: 6, boot: 10 });
        let state = (
          game.deal(game.newMatch(options, seated), {
            serverSeed: server,
            clientSeed: 'c',
            nonce: '7',
          }) as Applied<TeenPattiState>
        ).state;
        for (let step = 0; step < 500 && game.pending(state); step++) {
          const seat = game.pending(state)!.seats[0]!;
          const move = game.botMove(game.view(state, seat), seat);
          expect(move).not.toBeNull();
          const result = game.apply(state, seat, move!);
          expect(result.ok).toBe(true);
          state = (result as Applied<TeenPattiState>).state;
          checkInvariants(state);
        }
        expect(game.handOutcome(state)).not.toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('deals the same hand from the same seed', () => {
    fc.assert(
      fc.property(seats, seed, (seated, server) => {
        const options = teenPattiOptions({ seats: 6, boot: 10 });
        const fair = { serverSeed: server, clientSeed: 'c', nonce: '3' };
        const a = game.deal(game.newMatch(options, seated), fair);
        const b = game.deal(game.newMatch(options, seated), fair);
        expect(a).toEqual(b);
      }),
    );
  });
});
