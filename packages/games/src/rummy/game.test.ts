import { describe, expect, it } from 'vitest';
import { rummyGame } from './game';
import { allCards, cards, fixtureState, groupsOf, ok, play } from './test-fixtures';
import type { RummyState } from './state';

// Seat 0 needs 8S to declare (7D on the finish slot); jacks are wild.
const WINNER = 'AH 2H 3H 5S 6S 7S 9D 9C 9H KD KC KS 7D';
const WINNING_GROUPS = groupsOf('AH 2H 3H / 5S 6S 7S 8S / 9D 9C 9H / KD KC KS');
// Seat 1: a pure sequence, an impure one (JH wild), a set and 36 points of loose cards; 78 when all count.
const LOSER = '3C 4C 5C 8D 8C 8H 10S JH QD KH 2D 4D 6H';
const LOSER_MELD = groupsOf('3C 4C 5C / 2D JH 4D / 8D 8C 8H / 10S QD KH 6H');
const CLOSED = '8S 2S 3S 4S 5D 6C 7C 10D';

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
      hands: { 0: WINNER, 1: LOSER, 2: '2C 3D 4H 5H 6D 7H 8H 9S 10H QC QH AD AS' },
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

describe('pool', () => {
  function poolHand(scores: number[], pool: 101 | 201 = 101): RummyState {
    const state = fixtureState({
      options: { variant: 'pool', pool, seats: 3 },
      hands: { 0: WINNER, 1: LOSER, 2: '2C 3D 4H 5H 6D 7H 8H 9S 10H QC QH AD AS' },
      closed: CLOSED,
      open: '10C',
      wildCard: 'JS',
    });
    state.players.forEach((player, index) => (player.score = scores[index]!));
    return state;
  }

  function finishedPoolHand(scores: number[]): RummyState {
    const done = play(
      poolHand(scores),
      [0, { type: 'draw', pile: 'closed' }],
      [0, { type: 'declare', card: '7D', groups: WINNING_GROUPS }],
      [1, { type: 'meld', groups: LOSER_MELD }],
    );
    return rummyGame.timeout(done.state).state;
  }

  it('eliminates at or above the pool and ends when one player is left', () => {
    const state = poolHand([0, 70, 100]);
    const done = play(
      state,
      [0, { type: 'draw', pile: 'closed' }],
      [0, { type: 'declare', card: '7D', groups: WINNING_GROUPS }],
      [1, { type: 'meld', groups: LOSER_MELD }],
    );
    const after = rummyGame.timeout(done.state); // seat 2 melds as it stands: 80 points
    expect(after.state.players.map((player) => [player.score, player.out])).toEqual([
      [0, false],
      [106, true],
      [180, true],
    ]);
    expect(rummyGame.matchResult(after.state)).toEqual({
      winner: 0,
      reason: 'last-player',
      shares: [{ seat: 0, share: 1 }],
      denominator: 1,
    });
    expect(rummyGame.phase(after.state)).toBe('match-over');
  });

  it('offers a split by drops left and shares the prize when both remaining players accept', () => {
    // Started with 3. After the hand: seat 0 on 30 (3 drops of 20 left), seat 1 on 20 + 36 = 56 (2 left),
    // seat 2 on 90 + 80, out. Seat 0 first gets 1 entry for its extra drop; the 2 entries left are shared.
    const offered = finishedPoolHand([30, 20, 90]);
    expect(offered.split).toEqual({ seats: [0, 1], accepted: [] });
    expect(rummyGame.pending(offered)).toMatchObject({ seats: [0, 1], kind: 'split' });
    expect(rummyGame.phase(offered)).toBe('playing');
    const one = play(offered, [0, { type: 'split', accept: true }]).state;
    expect(rummyGame.pending(one)).toMatchObject({ seats: [1] });
    expect(rummyGame.apply(one, 0, { type: 'split', accept: true })).toMatchObject({ ok: false });
    const both = play(one, [1, { type: 'split', accept: true }]).state;
    expect(rummyGame.matchResult(both)).toEqual({
      winner: null,
      reason: 'split',
      shares: [
        { seat: 0, share: 2 * 1 + 2 },
        { seat: 1, share: 0 + 2 },
      ],
      denominator: 6,
    });
  });

  it('plays on when a player declines the split or lets its time run out', () => {
    const offered = finishedPoolHand([30, 20, 90]);
    for (const declined of [
      play(offered, [1, { type: 'split', accept: false }]).state,
      rummyGame.timeout(play(offered, [0, { type: 'split', accept: true }]).state).state,
    ]) {
      expect(declined.split).toBeNull();
      expect(rummyGame.phase(declined)).toBe('between-hands');
      const next = ok(rummyGame.deal(declined, { serverSeed: 's', clientSeed: 'c', nonce: '2' })).state;
      expect(next.hand!.seats.map((seat) => seat.seat)).toEqual([0, 1]);
    }
  });

  it('offers no split when the equalising payments would take the whole prize', () => {
    expect(finishedPoolHand([0, 20, 90]).split).toBeNull();
  });
});
