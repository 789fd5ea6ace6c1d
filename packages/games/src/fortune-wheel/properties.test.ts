import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fortuneWheelGame as game } from './game';
import { LETTERS } from './letters';
import { drawAudience, drawStage } from './picks';
import { fair, ok, options } from './test-helpers';
import type { FortuneWheelMove, FortuneWheelState } from './state';
import { spinStop } from './wheel';

// Properties of issue 24: scores never go below zero (a vowel needs 250 of the puzzle's points, a bankrupt
// sets them to 0), turned tiles and called letters only grow within a puzzle, every wheel stop is the seed's,
// every round ends, the picks are the seed's and nobody is picked twice.

const language = fc.constantFrom<'en' | 'hi'>('en', 'hi');
const script = fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 20, maxLength: 300 });

function randomMove(state: FortuneWheelState, pick: number): FortuneWheelMove {
  const letters = LETTERS[state.options.language];
  const answer = state.round!.puzzle.answer;
  switch (pick % 7) {
    case 0:
      return { type: 'buzz' };
    case 1:
      return { type: 'spin' };
    case 2:
      return { type: 'consonant', letter: letters.consonants[pick % letters.consonants.length]! };
    case 3:
      return { type: 'vowel', letter: letters.vowels[pick % letters.vowels.length]! };
    case 4:
      return { type: 'solve', answer: pick % 2 ? answer : 'WRONG' };
    case 5:
      return { type: 'solve' };
    default:
      return { type: 'consonant', letter: '∑' };
  }
}

function checkStep(before: FortuneWheelState, after: FortuneWheelState): void {
  for (const c of after.contestants) {
    expect(c.total).toBeGreaterThanOrEqual(0);
    expect(c.roundScore).toBeGreaterThanOrEqual(0);
  }
  const a = before.round!.puzzle;
  const b = after.round!.puzzle;
  if (a.number === b.number) {
    a.revealed.forEach((shown, index) => shown && expect(b.revealed[index]).toBe(true));
    expect(b.called.slice(0, a.called.length)).toEqual(a.called);
  }
  const stop = after.round!.lastStop;
  if (stop) expect(stop.wedge).toBe(spinStop(after.round!.fair, stop.spin));
  for (let seat = 0; seat < 3; seat++) {
    const view = game.view(after, seat);
    view.puzzle?.tiles.forEach((tile, index) => tile !== null && expect(b.revealed[index]).toBe(true));
  }
}

describe('Fortune Wheel properties', () => {
  it('scores never negative, the board only grows, stops come from the seed, the round ends', () => {
    fc.assert(
      fc.property(language, fc.integer({ min: 1, max: 10_000 }), script, (lang, nonce, steps) => {
        let state = ok(game.deal(game.newMatch(options(lang), [0, 1, 2]), fair(nonce))).state;
        for (const pick of steps) {
          if (game.phase(state) !== 'playing') break;
          const pending = game.pending(state)!;
          const seat = pick % 9 === 8 ? pending.seats[0]! : pick % 3;
          const result =
            pick % 5 === 4 ? game.timeout(state) : game.apply(state, seat, randomMove(state, pick));
          if (result.ok) {
            checkStep(state, result.state);
            state = result.state;
          }
        }
        for (let step = 0; step < 1000 && game.phase(state) === 'playing'; step++) {
          const next = game.timeout(state).state;
          checkStep(state, next);
          state = next;
        }
        expect(game.phase(state)).toBe('match-over');
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
      { numRuns: 60 },
    );
  });

  it('draws 7 on stage and 9 alternates from the seed, distinct, whatever the list order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 40 }),
        fc.string(),
        (ids, seed) => {
          const picks = drawStage(ids, seed, '1');
          expect(drawStage([...ids].reverse(), seed, '1')).toEqual(picks);
          const all = [...picks.onstage, ...picks.alternates];
          expect(new Set(all).size).toBe(all.length);
          expect(picks.onstage).toHaveLength(Math.min(7, ids.length));
          expect(picks.alternates).toHaveLength(Math.min(9, Math.max(0, ids.length - 7)));
          all.forEach((id) => expect(ids).toContain(id));
          const audience = drawAudience(ids, seed, '1').audience;
          expect(audience).toHaveLength(Math.min(10, ids.length));
        },
      ),
    );
  });
});
