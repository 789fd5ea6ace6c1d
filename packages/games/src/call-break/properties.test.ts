import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callBreakGame as game } from './game';
import { roundPoints, winningCard } from './rules';
import type { CallBreakRounds, CallBreakState } from './state';

// Properties of issue 21: the 52 cards are conserved, the legal-move list is never empty while a seat must
// act, the scores computed again from the trick log equal the running totals, the game always ends.

const seed = fc.string({ minLength: 1, maxLength: 16 });
const rounds = fc.constantFrom<CallBreakRounds>(1, 2, 4);
/** Per step: 0 the bot's move, 1 a timeout, 2 a random legal move; 3 sometimes a leave. */
const script = fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 60, maxLength: 200 });

function cardsInPlay(state: CallBreakState): string[] {
  const round = state.round!;
  return [
    ...round.seats.flatMap((seat) => seat.cards),
    ...round.tricks.flatMap((trick) => trick.cards.map((c) => c.card)),
  ];
}

function checkInvariants(state: CallBreakState): void {
  const round = state.round;
  if (round) {
    const cards = cardsInPlay(state);
    expect(cards).toHaveLength(52);
    expect(new Set(cards).size).toBe(52);
    for (const seat of round.seats)
      expect(seat.cards).toHaveLength(
        13 - round.tricks.filter((t) => t.cards.some((c) => c.seat === seat.seat)).length,
      );
  }
  const pending = game.pending(state);
  if (game.phase(state) === 'playing') {
    expect(pending).not.toBeNull();
    const seat = pending!.seats[0]!;
    const view = game.view(state, seat);
    if (view.stage === 'play') expect(view.legal.length).toBeGreaterThan(0);
    expect(game.botMove(view, seat)).not.toBeNull();
  } else expect(pending).toBeNull();
}

function recomputedTotals(state: CallBreakState): Map<number, number> {
  const totals = new Map(state.players.map((player) => [player.seat, 0]));
  for (const entry of state.sheet) {
    const round = entry.round === state.outcome?.round ? state.outcome : null;
    for (const seat of entry.seats) {
      // The trick log of the round (kept in the outcome for the last round) gives the same tricks.
      if (round) {
        const won = round.tricks.filter((trick) => winningCard(trick.cards).seat === seat.seat).length;
        expect(won).toBe(seat.tricks);
      }
      totals.set(seat.seat, totals.get(seat.seat)! + roundPoints(seat.bid, seat.tricks));
    }
  }
  return totals;
}

describe('Call Break properties', () => {
  it('conserves cards, always offers a legal move, and the totals follow from the tricks', () => {
    fc.assert(
      fc.property(seed, rounds, script, (serverSeed, roundCount, steps) => {
        let state = game.newMatch({ rounds: roundCount }, [0, 1, 2, 3]);
        let step = 0;
        for (let guard = 0; guard < 2000 && game.phase(state) !== 'match-over'; guard++) {
          if (game.phase(state) === 'between-hands') {
            const dealt = game.deal(state, {
              serverSeed,
              clientSeed: 'c',
              nonce: String(state.roundsPlayed + 1),
            });
            if (!dealt.ok) throw new Error(dealt.reason);
            state = dealt.state;
            checkInvariants(state);
            continue;
          }
          const choice = steps[step++ % steps.length]!;
          const seat = game.pending(state)!.seats[0]!;
          if (choice === 1) state = game.timeout(state).state;
          else if (choice === 12 && step < 40) state = game.leave(state, seat).state;
          else {
            const view = game.view(state, seat);
            let move = game.botMove(view, seat)!;
            if (choice === 2 && view.stage === 'play')
              move = { type: 'play', card: view.legal[step % view.legal.length]! };
            if (choice === 2 && view.stage === 'bid') move = { type: 'bid', bid: (step % 13) + 1 };
            const applied = game.apply(state, seat, move);
            if (!applied.ok) throw new Error(applied.reason);
            state = applied.state;
          }
          checkInvariants(state);
          if (state.outcome) {
            const totals = recomputedTotals(state);
            for (const player of state.players) expect(player.total).toBe(totals.get(player.seat));
          }
        }
        expect(game.phase(state)).toBe('match-over');
        const result = game.matchResult(state)!;
        if (result.shares.length > 0)
          expect(result.shares.reduce((sum, share) => sum + share.share, 0)).toBe(result.denominator);
      }),
      { numRuns: 60 },
    );
  });
});
