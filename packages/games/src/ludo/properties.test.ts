import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeSquare, isValidPosition, squareOf, YARD } from './board';
import { rollAt } from './dice';
import type { Applied, Refusal } from '../table/table-game';
import { ludoGame } from './game';
import type { LudoMove, LudoOptions, LudoState } from './state';
import { ok, started } from './test-fixtures';

// Properties of issue 23: tokens never leave the track (every position is a real square of the board, a
// player out has no token on it), captures only happen off the safe squares, a roll is always 1–6 and the
// same seed gives the same rolls, and every game ends within a bound, whatever the players choose.

const LIMIT = 20_000;

const seedArb = fc.record({
  serverSeed: fc.string({ minLength: 1, maxLength: 16 }),
  clientSeed: fc.string({ maxLength: 8 }),
  nonce: fc.nat().map(String),
});

const optionsArb: fc.Arbitrary<[number, LudoOptions]> = fc.oneof(
  fc.integer({ min: 2, max: 4 }).map((count): [number, LudoOptions] => [count, { mode: 'classic' }]),
  fc.constant<[number, LudoOptions]>([4, { mode: 'classic', places: 2 }]),
  fc
    .tuple(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 40 }))
    .map(([count, turnsEach]): [number, LudoOptions] => [count, { mode: 'timed', turnsEach }]),
);

// Plain checks inside the loop (expect() per step is slow over thousands of steps).
function boardIsValid(state: LudoState): boolean {
  return state.players.every(
    (player) =>
      player.tokens.length === 4 &&
      player.tokens.every(isValidPosition) &&
      (!player.out || player.tokens.every((position) => position === YARD)),
  );
}

describe('ludo properties', () => {
  it('a roll is always 1 to 6 and the same seed gives the same rolls', () => {
    fc.assert(
      fc.property(seedArb, fc.nat({ max: 10_000 }), (fair, index) => {
        const value = rollAt(fair, index);
        expect(value).toBeGreaterThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(6);
        expect(rollAt({ ...fair }, index)).toBe(value);
      }),
    );
  });

  it('tokens stay on the board, captures only off safe squares, and the game ends', () => {
    fc.assert(
      fc.property(
        seedArb,
        optionsArb,
        fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
        (fair, [count, options], picks) => {
          let state = started([...Array(count).keys()], options, fair);
          let calls = 0;
          while (state.phase === 'playing') {
            if (calls >= LIMIT) expect.fail(`no end after ${LIMIT} calls`);
            const pick = picks[calls % picks.length]!;
            const seat = ludoGame.pending(state)!.seats[0]!;
            const view = ludoGame.view(state, seat);
            let result: Applied<LudoState> | Refusal;
            if (pick % 53 === 0) result = ludoGame.timeout(state);
            else if (pick % 97 === 1) result = ludoGame.leave(state, seat);
            else {
              const move: LudoMove =
                view.step === 'roll'
                  ? { type: 'roll' }
                  : { type: 'move', token: view.legal![pick % view.legal!.length]!.token };
              result = ludoGame.apply(state, seat, move);
            }
            state = ok(result);
            for (const event of (result as Applied<LudoState>).events) {
              if (event.type === 'capture' && isSafeSquare(event.square as number))
                expect.fail(`capture on safe square ${String(event.square)}`);
              if (event.type === 'roll' && ![1, 2, 3, 4, 5, 6].includes(event.dice as number))
                expect.fail(`roll ${String(event.dice)}`);
            }
            if (!boardIsValid(state)) expect.fail(`token off the board: ${JSON.stringify(state.players)}`);
            calls += 1;
          }
          const result = ludoGame.matchResult(state)!;
          expect([...result.rankings].sort()).toEqual([...Array(count).keys()]);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it('a token on the shared track is always on one of its 52 squares', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: -1, max: 56 }), (colour, position) => {
        const square = squareOf(colour, position);
        if (position >= 0 && position <= 50) expect(square).toBeGreaterThanOrEqual(0);
        else expect(square).toBeNull();
        if (square !== null) expect(square).toBeLessThan(52);
      }),
    );
  });
});
