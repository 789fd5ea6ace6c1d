import { describe, expect, it } from 'vitest';
import { fortuneWheelGame as game } from './game';
import { BONUS_GIVEN } from './letters';
import { roundContestants } from './picks';
import { dealt, fair, ok, options } from './test-helpers';
import type { FortuneWheelState } from './state';
import { bonusStop, spinStop, WHEEL } from './wheel';

const answer = (state: FortuneWheelState) => state.round!.puzzle.answer;

/** Plays the toss-up: seat `winner` buzzes at once and solves it. */
function winTossUp(state: FortuneWheelState, winner: number): FortuneWheelState {
  const buzzed = ok(game.apply(state, winner, { type: 'buzz' })).state;
  return ok(game.apply(buzzed, winner, { type: 'solve', answer: answer(buzzed) })).state;
}

/** A nonce whose first spin stops on the wanted kind of wedge. */
function nonceWhereFirstSpin(kind: 'points' | 'bankrupt' | 'lose-turn'): number {
  for (let nonce = 1; nonce < 500; nonce++) if (WHEEL[spinStop(fair(nonce), 0)]!.kind === kind) return nonce;
  throw new Error(`no nonce under 500 spins ${kind}`);
}

describe('Fortune Wheel: the toss-up', () => {
  it('turns one tile per timeout, in the seed order, and never shows a hidden one', () => {
    let state = dealt(3);
    expect(game.pending(state)).toMatchObject({ kind: 'reveal', seats: [0, 1, 2] });
    const order = state.round!.revealOrder;
    for (let step = 0; step < 3; step++) {
      state = game.timeout(state).state;
      const view = game.view(state, null);
      expect(view.puzzle!.tiles[order[step]!]).not.toBeNull();
      expect(view.puzzle!.tiles.filter((t, i) => t !== null && !view.puzzle!.shown[i])).toHaveLength(
        step + 1,
      );
    }
    expect(JSON.stringify(game.view(state, 0))).not.toContain('fortune-server-seed');
  });

  it('gives the first to buzz and solve 1000 points; a wrong buzz locks that seat out', () => {
    let state = dealt(4);
    state = ok(game.apply(state, 1, { type: 'buzz' })).state;
    expect(game.apply(state, 2, { type: 'buzz' })).toMatchObject({ ok: false });
    expect(game.pending(state)).toMatchObject({ kind: 'solve', seats: [1] });
    state = ok(game.apply(state, 1, { type: 'solve', answer: 'NOT IT AT ALL' })).state;
    expect(game.apply(state, 1, { type: 'buzz' })).toMatchObject({ ok: false, code: 'not-your-turn' });
    state = winTossUp(state, 2);
    expect(state.contestants.map((c) => c.total)).toEqual([0, 0, 1000]);
    expect(state.round).toMatchObject({ stage: 'turn', seat: 2, tossUpWinner: 2 });
    expect(state.round!.puzzle).toMatchObject({ number: 1, kind: 'main' });
  });

  it('ends unsolved when every tile has turned and nobody buzzed', () => {
    let state = dealt(5);
    for (let step = 0; step < 60 && state.round!.puzzle.number === 0; step++)
      state = game.timeout(state).state;
    expect(state.solved[0]!.solvedBy).toBeNull();
    expect(state.round).toMatchObject({ stage: 'turn', seat: 0 });
  });
});

describe('Fortune Wheel: turns', () => {
  it('pays the wedge times the consonant count and lets the player go on', () => {
    const nonce = nonceWhereFirstSpin('points');
    let state = winTossUp(dealt(nonce), 0);
    state = ok(game.apply(state, 0, { type: 'spin' })).state;
    const wedge = WHEEL[spinStop(fair(nonce), 0)]!;
    expect(state.round).toMatchObject({ stage: 'consonant', lastStop: { spin: 0, seat: 0 } });
    expect(game.apply(state, 0, { type: 'vowel', letter: 'A' })).toMatchObject({
      ok: false,
      code: 'illegal-move',
    });
    const letters = state.round!.puzzle.tiles.flatMap((t) => t.letters);
    const consonant = letters.find((l) => !'AEIOU'.includes(l))!;
    const count = letters.filter((l) => l === consonant).length;
    state = ok(game.apply(state, 0, { type: 'consonant', letter: consonant.toLowerCase() })).state;
    expect(state.contestants[0]!.roundScore).toBe((wedge.kind === 'points' ? wedge.value : 0) * count);
    expect(state.round).toMatchObject({ stage: 'turn', seat: 0 });
    expect(game.apply(state, 1, { type: 'spin' })).toMatchObject({ ok: false, code: 'not-your-turn' });
  });

  it('charges 250 for a vowel, refuses it below 250 and refuses a letter called before', () => {
    let state = winTossUp(dealt(nonceWhereFirstSpin('points')), 0);
    expect(game.apply(state, 0, { type: 'vowel', letter: 'E' })).toMatchObject({
      ok: false,
      reason: 'A vowel costs 250 points of this puzzle; you have 0.',
    });
    state = structuredClone(state);
    state.contestants[0]!.roundScore = 600;
    const vowel = state.round!.puzzle.tiles.flatMap((t) => t.letters).find((l) => 'AEIOU'.includes(l))!;
    state = ok(game.apply(state, 0, { type: 'vowel', letter: vowel })).state;
    expect(state.contestants[0]!.roundScore).toBe(350);
    expect(state.round!.seat).toBe(0);
    expect(game.apply(state, 0, { type: 'vowel', letter: vowel })).toMatchObject({
      ok: false,
      reason: `${vowel} is already called.`,
    });
  });

  it('a bankrupt wipes the puzzle points and passes the turn; lose a turn passes it', () => {
    let state = winTossUp(dealt(nonceWhereFirstSpin('bankrupt')), 0);
    state = structuredClone(state);
    state.contestants[0]!.roundScore = 1200;
    state = ok(game.apply(state, 0, { type: 'spin' })).state;
    expect(state.contestants[0]!.roundScore).toBe(0);
    expect(state.contestants[0]!.total).toBe(1000);
    expect(state.round).toMatchObject({ stage: 'turn', seat: 1 });
    let lose = winTossUp(dealt(nonceWhereFirstSpin('lose-turn')), 2);
    lose = ok(game.apply(lose, 2, { type: 'spin' })).state;
    expect(lose.round).toMatchObject({ stage: 'turn', seat: 0 });
  });

  it('passes the turn on a timeout, a wrong solve, a consonant not in the puzzle', () => {
    let state = winTossUp(dealt(7), 1);
    expect(game.pending(state)).toMatchObject({ kind: 'turn', seats: [1] });
    state = game.timeout(state).state;
    expect(state.round!.seat).toBe(2);
    state = ok(game.apply(state, 2, { type: 'solve' })).state;
    expect(game.pending(state)).toMatchObject({ kind: 'solve', seats: [2] });
    state = ok(game.apply(state, 2, { type: 'solve', answer: 'WRONG GUESS' })).state;
    expect(state.round!.seat).toBe(0);
  });

  it('banks the solver’s puzzle points, then the leader plays the bonus with R S T L N E given', () => {
    let state = winTossUp(dealt(8), 1);
    state = structuredClone(state);
    state.contestants[1]!.roundScore = 2000;
    state.contestants[2]!.roundScore = 900;
    state = ok(game.apply(state, 1, { type: 'solve', answer: answer(state) })).state;
    expect(state.contestants.map((c) => [c.total, c.roundScore])).toEqual([
      [0, 0],
      [3000, 0],
      [0, 0],
    ]);
    expect(state.round).toMatchObject({ stage: 'turn', seat: 2 });
    state = ok(game.apply(state, 2, { type: 'solve', answer: answer(state) })).state;
    expect(state.round).toMatchObject({ stage: 'bonus', seat: 1, bonusWedge: bonusStop(fair(8)) });
    expect(state.round!.puzzle.called).toEqual(BONUS_GIVEN.en);
    expect(game.pending(state)).toMatchObject({ kind: 'bonus-solve', seats: [1] });
    state = ok(game.apply(state, 1, { type: 'solve', answer: 'A WRONG ONE' })).state;
    expect(state.round!.stage).toBe('bonus');
    state = ok(game.apply(state, 1, { type: 'solve', answer: answer(state) })).state;
    expect(game.phase(state)).toBe('match-over');
    const wedge = bonusStop(fair(8));
    expect(game.matchResult(state)).toMatchObject({
      ranking: [1, 0, 2],
      bonus: { seat: 1, wedge, prize: options().bonusWedges[wedge], solved: true },
    });
    expect(state.solved.map((p) => p.solvedBy)).toEqual([1, 1, 2, 1]);
  });

  it('loses the bonus when the 10 seconds run out', () => {
    let state = winTossUp(dealt(9), 0);
    for (let puzzle = 1; puzzle <= 2; puzzle++)
      state = ok(game.apply(state, state.round!.seat!, { type: 'solve', answer: answer(state) })).state;
    state = game.timeout(state).state;
    expect(game.matchResult(state)!.bonus).toMatchObject({ solved: false });
  });

  it('a contestant who leaves loses the turn; the last one leaving ends the round', () => {
    let state = winTossUp(dealt(10), 0);
    state = game.leave(state, 0).state;
    expect(state.round!.seat).toBe(1);
    state = game.leave(game.leave(state, 1).state, 2).state;
    expect(game.phase(state)).toBe('match-over');
  });
});

describe('Fortune Wheel: practice bots', () => {
  for (const language of ['en', 'hi'] as const)
    it(`play a ${language} round from the toss-up to the end on their own views`, () => {
      let state = dealt(11, language);
      for (let step = 0; step < 2000 && game.phase(state) === 'playing'; step++) {
        const pending = game.pending(state)!;
        const seat = pending.seats[0]!;
        const move =
          pending.kind === 'turn' || pending.kind === 'solve'
            ? game.botMove(game.view(state, seat), seat)
            : null;
        const result = move ? game.apply(state, seat, move) : null;
        state = result?.ok ? result.state : game.timeout(state).state;
      }
      expect(game.phase(state)).toBe('match-over');
      expect(game.matchResult(state)!.bonus).not.toBeNull();
    });
});

describe('Fortune Wheel: the presence check', () => {
  const picks = { onstage: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], alternates: ['h', 'i', 'j'] };
  it('replaces an absent onstage pick by the next present alternate', () => {
    const present = new Set(['a', 'c', 'i', 'j']);
    expect(roundContestants(picks, new Set(), present)).toEqual({
      contestants: ['a', 'c', 'i'],
      absent: ['b'],
    });
  });
  it('fills the third round from the 7th pick and the alternates not used', () => {
    const used = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'h']);
    const present = new Set(['g', 'h', 'i', 'j']);
    expect(roundContestants(picks, used, present)).toEqual({ contestants: ['g', 'i', 'j'], absent: [] });
  });
});
