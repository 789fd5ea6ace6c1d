import { describe, expect, it } from 'vitest';
import { pokerGame } from './game';
import { ALL_IN, bet, CALL, cards, CHECK, dealt, FOLD, ok, play, stackOf, table } from './test-fixtures';
import type { PokerState } from './state';

// The end of a hand: side pots of several all-ins, odd chips, rake (with its cap, no flop no drop), who
// shows first and who may muck, and what the views show afterwards.

const stacks = (state: PokerState) => state.players.map((player) => player.stack);

function fourAllIns(rake?: { percent: number; cap: number }): PokerState {
  const state = dealt(table({ 0: 100, 1: 300, 2: 600, 3: 1000 }, rake ? { rake } : {}), {
    button: 3,
    holes: { 0: 'KS KH', 1: 'QS QH', 2: 'JH 10D', 3: '3S 4S' },
    board: '2C 7D 9H JS KD',
  });
  return play(state, [
    [2, ALL_IN],
    [3, CALL],
    [0, ALL_IN],
    [1, ALL_IN],
  ]);
}

/** Three players see the river: `riverMoves` are the acts there (seat 1 first). */
function toRiver(holes: Record<number, string>, riverMoves: Parameters<typeof play>[1], noMuck?: number) {
  let state = table({ 0: 1000, 1: 1000, 2: 1000 });
  if (noMuck !== undefined) state = ok(pokerGame.apply(state, noMuck, { type: 'auto-muck', on: false }));
  state = dealt(state, { button: 0, holes, board: '2C 7D 9H JS KD' });
  const checks: Parameters<typeof play>[1] = [
    [1, CHECK],
    [2, CHECK],
    [0, CHECK],
  ];
  return play(state, [[0, CALL], [1, CALL], [2, CHECK], ...checks, ...checks, ...riverMoves]);
}

describe('side pots', () => {
  it('pays the main pot and each side pot to the best hand that put in enough', () => {
    const state = fourAllIns();
    expect(state.hand!.board).toHaveLength(5);
    expect(state.outcome!.pots.map((pot) => [pot.amount, pot.eligible, pot.winners])).toEqual([
      [400, [0, 1, 2, 3], [{ seat: 0, chips: 400 }]],
      [600, [1, 2, 3], [{ seat: 1, chips: 600 }]],
      [600, [2, 3], [{ seat: 2, chips: 600 }]],
    ]);
    expect(stacks(state)).toEqual([400, 600, 600, 400]);
    // Everyone was all-in or called one: every hand is turned up.
    expect(state.outcome!.seats.every((seat) => seat.shown !== null)).toBe(true);
  });

  it('gives the odd chip to the first winner left of the button', () => {
    let state = dealt(table({ 0: 1000, 1: 1000, 2: 1000 }), { button: 0, board: 'AS KH QC JD 10S' });
    state = play(state, [
      [0, CALL],
      [1, FOLD],
      [2, CHECK],
      ...(['flop', 'turn', 'river'] as const).flatMap(
        () =>
          [
            [2, CHECK],
            [0, CHECK],
          ] as Parameters<typeof play>[1],
      ),
    ]);
    expect(state.outcome!.pots[0]).toMatchObject({
      amount: 25,
      winners: [
        { seat: 2, chips: 13 },
        { seat: 0, chips: 12 },
      ],
    });
  });
});

describe('rake', () => {
  it('takes a percent of each pot up to the cap, once a flop was dealt', () => {
    const state = fourAllIns({ percent: 10, cap: 100 });
    expect(state.outcome!.pots.map((pot) => pot.rake)).toEqual([40, 60, 0]);
    expect(state.outcome!.rake).toBe(100);
    expect(stacks(state)).toEqual([360, 540, 600, 400]);
  });

  it('takes 2.5 % exactly, rounded down', () => {
    let state = dealt(table({ 0: 500, 1: 500 }, { rake: { percent: 2.5, cap: 1000 } }), {
      button: 0,
      holes: { 0: 'AS AH', 1: '2C 3D' },
      board: '5C 7D 9H JS KD',
    });
    state = play(state, [
      [0, ALL_IN],
      [1, CALL],
    ]);
    expect(state.outcome!.rake).toBe(25);
    expect(stacks(state)).toEqual([975, 0]);
  });

  it('takes nothing when the hand ends before the flop', () => {
    let state = dealt(table({ 0: 1000, 1: 1000 }, { rake: { percent: 5, cap: 100 } }), { button: 0 });
    state = play(state, [
      [0, bet(100)],
      [1, CALL],
      [1, bet(50)],
      [0, FOLD],
    ]);
    expect(state.outcome!.rake).toBe(10); // the flop was dealt: 5 % of 200
    let early = dealt(table({ 0: 1000, 1: 1000 }, { rake: { percent: 5, cap: 100 } }), { button: 0 });
    early = play(early, [
      [0, bet(100)],
      [1, FOLD],
    ]);
    expect(early.outcome!.rake).toBe(0);
  });
});

describe('showdown order and mucking', () => {
  it('the river bettor shows first; losing callers muck and their cards stay hidden', () => {
    const state = toRiver({ 0: '3S 4S', 1: '5H 6H', 2: 'AS KH' }, [
      [1, CHECK],
      [2, bet(20)],
      [0, CALL],
      [1, CALL],
    ]);
    const shown = state.outcome!.seats.map((seat) => seat.shown);
    expect(shown).toEqual([null, null, ['AS', 'KH']]);
    const view = pokerGame.view(state, 0);
    expect(view.players.map((player) => player.shown)).toEqual([null, null, ['AS', 'KH']]);
    expect(JSON.stringify(pokerGame.view(state, null))).not.toContain('5H');
  });

  it('without a river bet the first seat left of the button shows first; a better hand shows after it', () => {
    const state = toRiver({ 0: '3S 4S', 1: '5H 6H', 2: 'AS KH' }, [
      [1, CHECK],
      [2, CHECK],
      [0, CHECK],
    ]);
    expect(state.outcome!.seats.map((seat) => seat.shown !== null)).toEqual([false, true, true]);
  });

  it('a seat with auto-muck off shows its losing hand', () => {
    const state = toRiver(
      { 0: '3S 4S', 1: '5H 6H', 2: 'AS KH' },
      [
        [1, CHECK],
        [2, CHECK],
        [0, CHECK],
      ],
      0,
    );
    expect(state.outcome!.seats.map((seat) => seat.shown !== null)).toEqual([true, true, true]);
    expect(stackOf(state, 2)).toBe(1020);
  });

  it('an all-in seat that leaves stays in the pots it can win and takes its winnings with it', () => {
    let state = dealt(table({ 0: 100, 1: 1000, 2: 1000 }), {
      button: 2,
      holes: { 0: 'AS AH', 1: 'KS KH', 2: '2C 7D' },
      board: '3C 8D 9H JS QD',
    });
    state = play(state, [
      [2, CALL],
      [0, ALL_IN],
      [1, CALL],
      [2, CALL],
    ]);
    const gone = pokerGame.leave(state, 0);
    state = gone.state;
    state = play(state, [
      [1, CHECK],
      [2, CHECK],
      [1, CHECK],
      [2, CHECK],
      [1, CHECK],
      [2, CHECK],
    ]);
    expect(state.outcome!.pots[0]!.winners).toEqual([{ seat: 0, chips: 300 }]);
    expect(state.players.map((player) => player.seat)).toEqual([1, 2]);
  });
});

describe('what the hand keeps for the history', () => {
  it('names the five cards that make each shown hand', () => {
    const seats = fourAllIns().outcome!.seats;
    // Three kings with the jack and the nine; seat 3 plays the board's high cards with its four.
    expect(new Set(seats.find((seat) => seat.seat === 0)!.five)).toEqual(new Set(cards('KS KH KD JS 9H')));
    expect(new Set(seats.find((seat) => seat.seat === 3)!.five)).toEqual(new Set(cards('KD JS 9H 7D 4S')));
  });

  it('uses exactly two hole cards for an Omaha hand', () => {
    const state = dealt(table({ 0: 1000, 1: 1000 }, { variant: 'omaha4' }), {
      button: 0,
      holes: { 0: 'AS 2D 3D 4C', 1: '3H 4H 5H 6H' },
      board: 'QS JS 10S 9S 2C',
    });
    const checks: Parameters<typeof play>[1] = [
      [1, CHECK],
      [0, CHECK],
    ];
    const end = play(state, [[0, CALL], [1, CHECK], ...checks, ...checks, ...checks]);
    const mine = end.outcome!.seats.find((seat) => seat.seat === 0)!;
    // One spade in hand and four on the board is no flush in Omaha: a pair of twos, two hole cards in it.
    expect(mine.best!.category).toBe('pair');
    expect(mine.five!.filter((card) => cards('AS 2D 3D 4C').includes(card))).toHaveLength(2);
    expect(mine.five).toContain('2C');
  });

  it('logs the blinds and every act with its street and the pot after it', () => {
    expect(fourAllIns().hand!.log).toEqual([
      { seat: 0, act: 'small-blind', bet: 5, street: 'preflop', pot: 5 },
      { seat: 1, act: 'big-blind', bet: 10, street: 'preflop', pot: 15 },
      { seat: 2, act: 'raise', bet: 600, street: 'preflop', pot: 615, allIn: true },
      { seat: 3, act: 'call', bet: 600, street: 'preflop', pot: 1215 },
      { seat: 0, act: 'call', bet: 100, street: 'preflop', pot: 1310, allIn: true },
      { seat: 1, act: 'call', bet: 300, street: 'preflop', pot: 1600, allIn: true },
    ]);
  });

  it("logs the small blind first when its seat number is higher than the big blind's", () => {
    // Button 1 of seats 0–2: the small blind is seat 2, the big blind seat 0 (round the table).
    const hand = dealt(table({ 0: 1_000, 1: 1_000, 2: 1_000 }), { button: 1 }).hand!;
    expect(hand.log!.map(({ seat, act, pot }) => ({ seat, act, pot }))).toEqual([
      { seat: 2, act: 'small-blind', pot: 5 },
      { seat: 0, act: 'big-blind', pot: 15 },
    ]);
  });
});
