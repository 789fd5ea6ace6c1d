import { describe, expect, it } from 'vitest';
import { pokerGame } from './game';
import {
  ALL_IN,
  bet,
  CALL,
  CHECK,
  dealt,
  FAIR,
  FOLD,
  ok,
  play,
  raise,
  stackOf,
  table,
} from './test-fixtures';

// Betting: the button and the blinds, heads-up order, No-Limit minimum raises, a short all-in that does
// not reopen the betting, the exact pot-size raise of Pot-Limit, uncalled bets, timeouts.

const legal = (state: ReturnType<typeof table>, seat: number) => pokerGame.view(state, seat).legal;

describe('blinds and the button', () => {
  it('posts the blinds left of the button, starts left of the big blind and moves the button', () => {
    const state = dealt(table({ 0: 1000, 1: 1000, 2: 1000 }), { button: 0 });
    const view = pokerGame.view(state, 0);
    expect([view.button, view.smallBlindSeat, view.bigBlindSeat, view.toAct]).toEqual([0, 1, 2, 0]);
    expect([stackOf(state, 1), stackOf(state, 2)]).toEqual([995, 990]);
    const over = play(state, [
      [0, FOLD],
      [1, FOLD],
    ]);
    expect(stackOf(over, 2)).toBe(1005);
    const next = ok(pokerGame.deal(over, { ...FAIR, nonce: '2' }));
    expect([next.hand!.button, next.hand!.smallBlindSeat, next.hand!.bigBlindSeat]).toEqual([1, 2, 0]);
  });

  it('heads-up: the button posts the small blind, acts first before the flop and last after it', () => {
    let state = dealt(table({ 3: 1000, 5: 1000 }), { button: 5 });
    expect([state.hand!.smallBlindSeat, state.hand!.bigBlindSeat, state.hand!.toAct]).toEqual([5, 3, 5]);
    state = play(state, [[5, CALL]]);
    expect(legal(state, 3)).toMatchObject({ check: true, raise: { min: 20, max: 1000 } });
    state = play(state, [[3, CHECK]]);
    expect(state.hand!.street).toBe('flop');
    expect(state.hand!.toAct).toBe(3);
  });

  it('gives the big blind its option when everyone calls', () => {
    let state = dealt(table({ 0: 1000, 1: 1000, 2: 1000 }), { button: 0 });
    state = play(state, [
      [0, CALL],
      [1, CALL],
    ]);
    expect(state.hand!.toAct).toBe(2);
    expect(legal(state, 2)).toMatchObject({ check: true, call: null });
    state = play(state, [[2, raise(40)]]);
    expect(state.hand!.toAct).toBe(0);
  });
});

describe('No-Limit raises', () => {
  it('needs at least the last full raise', () => {
    let state = dealt(table({ 0: 1000, 1: 1000, 2: 1000 }), { button: 0 });
    const refused = pokerGame.apply(state, 0, raise(15));
    expect(refused).toMatchObject({
      ok: false,
      code: 'illegal-move',
      reason: 'The least you can raise to is 20.',
    });
    state = play(state, [[0, raise(35)]]);
    expect(legal(state, 1)!.raise).toEqual({ min: 60, max: 1000 });
    expect(pokerGame.apply(state, 1, raise(59))).toMatchObject({ ok: false });
  });

  it('a short all-in raise does not reopen the betting to seats that acted', () => {
    // Button 0, blinds 1 and 2, seat 3 first; seat 1 is short.
    let state = dealt(table({ 0: 1000, 1: 45, 2: 1000, 3: 1000 }), { button: 0 });
    state = play(state, [
      [3, raise(30)],
      [0, CALL],
      [1, ALL_IN], // to 45: 15 more, short of a full raise of 20
    ]);
    expect(legal(state, 2)!.raise).toEqual({ min: 65, max: 1000 }); // the big blind had not acted yet
    state = play(state, [[2, CALL]]);
    expect(legal(state, 3)).toMatchObject({ call: 15, raise: null });
    expect(pokerGame.apply(state, 3, raise(100))).toMatchObject({
      reason: 'You cannot raise now; call or fold.',
    });
  });

  it('two short all-ins that add up to a full raise reopen it', () => {
    let state = dealt(table({ 0: 1000, 1: 1000, 2: 1000, 3: 1000, 4: 45, 5: 60 }), { button: 0 });
    state = play(state, [
      [3, raise(30)],
      [4, ALL_IN], // 45
      [5, ALL_IN], // 60: 30 over what seat 3 faced
      [0, CALL],
      [1, FOLD],
      [2, CALL],
    ]);
    expect(legal(state, 3)).toMatchObject({ call: 30, raise: { min: 80, max: 1000 } });
  });

  it('calls all-in for less and refuses a raise without chips to raise', () => {
    let state = dealt(table({ 0: 1000, 1: 1000, 2: 25 }), { button: 0 });
    state = play(state, [[0, raise(100)]]);
    state = play(state, [[1, FOLD]]);
    expect(legal(state, 2)).toMatchObject({ call: 15, raise: null });
    state = play(state, [[2, ALL_IN]]);
    expect(state.hand!.over).toBe(true);
    expect(state.outcome!.uncalled).toEqual({ seat: 0, chips: 75 });
  });
});

describe('Pot-Limit', () => {
  it('limits a raise to the call plus the pot after the call', () => {
    let state = dealt(table({ 0: 1000, 1: 1000, 2: 1000 }, { variant: 'omaha4' }), { button: 0 });
    // Pot 15, call 10: raise by 25, to 35.
    expect(legal(state, 0)!.raise).toEqual({ min: 20, max: 35 });
    state = play(state, [[0, raise(35)]]);
    // Pot 50, seat 1 calls 30 (pot 80) and raises 80: to 115.
    expect(legal(state, 1)!.raise).toEqual({ min: 60, max: 115 });
    expect(pokerGame.apply(state, 1, raise(116))).toMatchObject({
      reason: 'The most you can raise to is 115.',
    });
    state = play(state, [
      [1, raise(115)],
      [2, FOLD],
      [0, CALL],
    ]);
    // Flop: pot 240, a bet of the pot at most.
    expect(legal(state, 1)!.raise).toEqual({ min: 10, max: 240 });
    expect(pokerGame.apply(state, 1, ALL_IN)).toMatchObject({ ok: false });
    state = play(state, [[1, bet(240)]]);
    // Pot 480, call 240 → 720, raise 720: to 960, more than the 885 behind: all-in.
    expect(legal(state, 0)!.raise).toEqual({ min: 480, max: 885 });
  });
});

describe('uncalled bets and timeouts', () => {
  it('returns an uncalled bet and rakes nothing without a flop', () => {
    let state = dealt(table({ 0: 1000, 1: 1000 }, { rake: { percent: 5, cap: 30 } }), { button: 0 });
    state = play(state, [
      [0, raise(300)],
      [1, FOLD],
    ]);
    expect(state.outcome).toMatchObject({ uncalled: { seat: 0, chips: 290 }, rake: 0, showdown: false });
    expect([stackOf(state, 0), stackOf(state, 1)]).toEqual([1010, 990]);
  });

  it('checks when free, folds otherwise, and sits the seat out after the hand', () => {
    let state = dealt(table({ 0: 1000, 1: 1000, 2: 1000 }), { button: 0 });
    state = ok(pokerGame.timeout(state)); // seat 0 faces the big blind: folds
    expect(state.hand!.seats[0]!.status).toBe('folded');
    state = play(state, [[1, CALL]]);
    const key = pokerGame.pending(state)!.key;
    state = ok(pokerGame.timeout(state)); // the big blind checks
    expect(pokerGame.pending(state)!.key).not.toBe(key);
    expect(state.hand!.street).toBe('flop');
    state = play(state, [
      [1, bet(10)],
      [2, FOLD],
    ]);
    expect(state.players.map((player) => player.sittingOut)).toEqual([true, false, true]);
    expect(pokerGame.deal(state, FAIR)).toMatchObject({ ok: false });
  });
});
