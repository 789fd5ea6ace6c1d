import { describe, expect, it } from 'vitest';
import { rummyGame } from './game';
import {
  allCards,
  cards,
  CLOSED,
  fixtureState,
  groupsOf,
  LOSER,
  LOSER_MELD,
  play,
  THIRD,
  WINNER,
  WINNING_GROUPS,
} from './test-fixtures';
import type { RummyState } from './state';

function twoPlayers(extra: Partial<Parameters<typeof fixtureState>[0]> = {}): RummyState {
  return fixtureState({
    hands: { 0: WINNER, 1: LOSER },
    closed: CLOSED,
    open: '10C',
    wildCard: 'JS',
    ...extra,
  });
}

function seatOf(state: RummyState, seat: number) {
  return state.hand!.seats.find((entry) => entry.seat === seat)!;
}

describe('a points hand', () => {
  it('draws, declares, lets the other meld and scores the loser by the cards outside melds', () => {
    const start = twoPlayers();
    const drawn = play(start, [0, { type: 'draw', pile: 'closed' }]);
    expect(rummyGame.view(start, 0)).toMatchObject({ firstSeat: 0, dropPoints: 20, declarer: null });
    expect(rummyGame.view(start, 1).dropPoints).toBeNull();
    expect(rummyGame.view(drawn.state, 0)).toMatchObject({ drawn: '8S', dropPoints: null });
    expect(rummyGame.view(drawn.state, 0).hand!.flat()).toHaveLength(14);
    expect(rummyGame.apply(drawn.state, 1, { type: 'draw', pile: 'closed' })).toMatchObject({
      ok: false,
      code: 'not-your-turn',
    });
    const declared = play(drawn.state, [0, { type: 'declare', card: '7D', groups: WINNING_GROUPS }]);
    expect(declared.events).toContainEqual(
      expect.objectContaining({ type: 'declare', seat: 0, valid: true }),
    );
    expect(rummyGame.pending(declared.state)).toEqual({ seats: [1], kind: 'meld', key: 'h1:meld' });
    expect(rummyGame.view(declared.state, 1)).toMatchObject({ declarer: 0, turn: null });
    // The declaration is public at once, the loser's cards are not.
    expect(rummyGame.view(declared.state, 1).players[0]!.shown).toEqual(WINNING_GROUPS);
    expect(rummyGame.view(declared.state, 0).players[1]!.shown).toBeNull();
    const melded = play(declared.state, [1, { type: 'meld', groups: LOSER_MELD }]);
    expect(rummyGame.phase(melded.state)).toBe('between-hands');
    const outcome = rummyGame.handOutcome(melded.state)!;
    expect(outcome).toMatchObject({ winner: 0, finish: '7D' });
    expect(outcome.seats).toEqual([
      expect.objectContaining({ seat: 0, result: 'won', points: 0, groups: WINNING_GROUPS }),
      expect.objectContaining({ seat: 1, result: 'lost', points: 36, groups: LOSER_MELD }),
    ]);
    expect(allCards(melded.state).sort()).toEqual(allCards(start).sort());
  });

  it('counts all 13 cards of a loser who does not meld in time, or their own arrangement if they made one', () => {
    const declared = play(
      twoPlayers(),
      [0, { type: 'draw', pile: 'closed' }],
      [0, { type: 'declare', card: '7D', groups: WINNING_GROUPS }],
    );
    expect(rummyGame.timeout(declared.state).state.outcome!.seats[1]!.points).toBe(78);
    const arranged = play(declared.state, [1, { type: 'arrange', groups: LOSER_MELD }]);
    expect(rummyGame.timeout(arranged.state).state.outcome!.seats[1]!.points).toBe(36);
  });

  it('gives 2 points to a loser whose meld is a valid declaration too', () => {
    const state = twoPlayers({ hands: { 0: WINNER, 1: '3C 4C 5C 6C 2D JH 4D 8D 8C 8H 10S 10H 10D' } });
    const done = play(
      state,
      [0, { type: 'draw', pile: 'closed' }],
      [0, { type: 'declare', card: '7D', groups: WINNING_GROUPS }],
      [1, { type: 'meld', groups: groupsOf('3C 4C 5C 6C / 2D JH 4D / 8D 8C 8H / 10S 10H 10D') }],
    );
    expect(done.state.outcome!.seats[1]!.points).toBe(2);
  });

  it('caps a loser at 80 points', () => {
    const state = twoPlayers({ hands: { 0: WINNER, 1: 'AC KH QH 10H 10S QS AS KD QD 6D 4H 4C 3C' } });
    const done = play(
      state,
      [0, { type: 'draw', pile: 'closed' }],
      [0, { type: 'declare', card: '7D', groups: WINNING_GROUPS }],
    );
    expect(rummyGame.timeout(done.state).state.outcome!.seats[1]!.points).toBe(80);
  });

  it('makes a wrong show cost 80, and with two players the other player wins at once', () => {
    const done = play(
      twoPlayers(),
      [0, { type: 'draw', pile: 'closed' }],
      [0, { type: 'declare', card: '8S', groups: groupsOf('AH 2H 3H / 5S 6S 7S 7D / 9D 9C 9H / KD KC KS') }],
    );
    expect(done.events).toContainEqual(
      expect.objectContaining({
        type: 'declare',
        valid: false,
        reason: expect.stringMatching(/two sequences/) as string,
      }),
    );
    expect(done.state.outcome!.seats).toEqual([
      expect.objectContaining({ seat: 0, result: 'wrong-show', penalty: 'wrong-show', points: 80 }),
      expect.objectContaining({ seat: 1, result: 'won', points: 0, groups: null }),
    ]);
  });

  it('lets the others play on after a wrong show at a table of three', () => {
    const state = fixtureState({
      hands: { 0: WINNER, 1: LOSER, 2: THIRD },
      closed: CLOSED,
      open: '10C',
      wildCard: 'JS',
    });
    const done = play(
      state,
      [0, { type: 'draw', pile: 'closed' }],
      [0, { type: 'declare', card: '8S', groups: groupsOf('AH 2H 3H / 5S 6S 7S 7D / 9D 9C 9H / KD KC KS') }],
    );
    expect(rummyGame.phase(done.state)).toBe('playing');
    expect(rummyGame.pending(done.state)).toMatchObject({ seats: [1], kind: 'turn' });
    expect(seatOf(done.state, 0)).toMatchObject({ status: 'wrong-show', points: 80, groups: [] });
  });

  it('charges 20 for a first drop and 40 for a middle drop (25 and 50 in pool 201)', () => {
    expect(play(twoPlayers(), [0, { type: 'drop' }]).state.outcome!.seats[0]).toMatchObject({
      result: 'dropped',
      penalty: 'first-drop',
      points: 20,
      groups: null,
    });
    const middle = play(
      twoPlayers(),
      [0, { type: 'draw', pile: 'closed' }],
      [0, { type: 'discard', card: '7D' }],
      [1, { type: 'draw', pile: 'closed' }],
      [1, { type: 'discard', card: '2S' }],
      [0, { type: 'drop' }],
    );
    expect(middle.state.outcome!.seats[0]).toMatchObject({ penalty: 'middle-drop', points: 40 });
    const pool = { variant: 'pool', pool: 201, seats: 2 } as const;
    expect(play(twoPlayers({ options: pool }), [0, { type: 'drop' }]).state.outcome!.seats[0]!.points).toBe(
      25,
    );
    const poolMiddle = play(
      twoPlayers({ options: pool }),
      [0, { type: 'draw', pile: 'open' }],
      [0, { type: 'discard', card: '7D' }],
      [1, { type: 'draw', pile: 'closed' }],
      [1, { type: 'discard', card: '8S' }],
      [0, { type: 'drop' }],
    );
    expect(poolMiddle.state.outcome!.seats[0]!.points).toBe(50);
  });

  it('refuses a drop after drawing, a discard before drawing and cards the player does not hold', () => {
    const state = twoPlayers();
    expect(rummyGame.apply(state, 0, { type: 'discard', card: '7D' })).toMatchObject({ ok: false });
    const drawn = play(state, [0, { type: 'draw', pile: 'closed' }]).state;
    expect(rummyGame.apply(drawn, 0, { type: 'drop' })).toMatchObject({ ok: false, code: 'illegal-move' });
    expect(rummyGame.apply(drawn, 0, { type: 'discard', card: 'QH' })).toMatchObject({ ok: false });
    expect(
      rummyGame.apply(drawn, 0, { type: 'declare', card: '7D', groups: [cards('AH 2H 3H')] }),
    ).toMatchObject({
      ok: false,
    });
    expect(rummyGame.apply(drawn, 1, { type: 'arrange', groups: [cards('AH')] })).toMatchObject({
      ok: false,
    });
    expect(rummyGame.apply(drawn, 3, { type: 'drop' })).toMatchObject({ ok: false, code: 'not-in-hand' });
    expect(rummyGame.apply(drawn, 0, { type: 'fly' } as never)).toMatchObject({ ok: false });
  });

  it('lets the first player take a joker the deal turned up, but never a joker a player threw', () => {
    const dealtJoker = twoPlayers({ open: 'PJ' });
    expect(play(dealtJoker, [0, { type: 'draw', pile: 'open' }]).state.hand!.drawn).toEqual({
      card: 'PJ',
      pile: 'open',
    });
    const thrown = play(
      twoPlayers({ hands: { 0: WINNER.replace('7D', 'JD'), 1: LOSER } }),
      [0, { type: 'draw', pile: 'closed' }],
      [0, { type: 'discard', card: 'JD' }],
    );
    expect(rummyGame.view(thrown.state, 1).openTopTakeable).toBe(false);
    expect(rummyGame.apply(thrown.state, 1, { type: 'draw', pile: 'open' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/joker/) as string,
    });
  });
});

describe('missed turns', () => {
  it('plays a missed turn as draw-and-discard of the same card, and drops at 40 on the third in a row', () => {
    let state = twoPlayers();
    const before = seatOf(state, 0).groups.flat();
    state = rummyGame.timeout(state).state;
    expect(seatOf(state, 0)).toMatchObject({ missed: 1, status: 'playing' });
    expect(seatOf(state, 0).groups.flat()).toEqual(before);
    expect(state.hand!.open.at(-1)).toBe('8S');
    state = play(state, [1, { type: 'draw', pile: 'closed' }], [1, { type: 'discard', card: '6H' }]).state;
    state = rummyGame.timeout(state).state; // missed 2
    state = play(state, [1, { type: 'draw', pile: 'closed' }], [1, { type: 'discard', card: '4S' }]).state;
    const third = rummyGame.timeout(state);
    expect(third.events).toContainEqual(
      expect.objectContaining({ type: 'drop', penalty: 'auto-drop', points: 40 }),
    );
    expect(third.state.outcome!.seats[0]).toMatchObject({
      result: 'dropped',
      penalty: 'auto-drop',
      points: 40,
    });
  });

  it('auto-drops at the middle drop of pool 201 (50), and a turn played resets the count', () => {
    let state = twoPlayers({ options: { variant: 'pool', pool: 201, seats: 2 } });
    state = rummyGame.timeout(state).state;
    state = play(state, [1, { type: 'draw', pile: 'closed' }], [1, { type: 'discard', card: '6H' }]).state;
    state = rummyGame.timeout(state).state;
    state = play(state, [1, { type: 'draw', pile: 'closed' }], [1, { type: 'discard', card: '4S' }]).state;
    expect(seatOf(state, 0).missed).toBe(2);
    const played = play(
      state,
      [0, { type: 'draw', pile: 'closed' }],
      [0, { type: 'discard', card: '5D' }],
    ).state;
    expect(seatOf(played, 0).missed).toBe(0);
    expect(rummyGame.timeout(state).state.outcome!.seats[0]!.points).toBe(50);
  });

  it('discards the drawn card when time runs out after the draw, without counting a missed turn', () => {
    const drawn = play(twoPlayers(), [0, { type: 'draw', pile: 'open' }]).state;
    const timedOut = rummyGame.timeout(drawn).state;
    expect(timedOut.hand!.open.at(-1)).toBe('10C');
    expect(seatOf(timedOut, 0).missed).toBe(0);
    expect(rummyGame.pending(timedOut)).toMatchObject({ seats: [1], key: 'h1:t2' });
  });
});

describe('the piles', () => {
  it('shuffles the open pile under a new closed pile when the closed pile runs out, from the seed', () => {
    const state = twoPlayers({ closed: '8S', open: '10C 2S 3S 4S' });
    const result = play(state, [0, { type: 'draw', pile: 'closed' }], [0, { type: 'discard', card: '7D' }]);
    expect(result.events).toContainEqual({ type: 'reshuffle', count: 4 });
    expect(result.state.hand!.open).toEqual(['7D']);
    expect([...result.state.hand!.closed].sort()).toEqual(cards('10C 2S 3S 4S').sort());
    const again = play(state, [0, { type: 'draw', pile: 'closed' }], [0, { type: 'discard', card: '7D' }]);
    expect(again.state.hand!.closed).toEqual(result.state.hand!.closed);
    expect(allCards(result.state).sort()).toEqual(allCards(state).sort());
  });
});
