import { describe, expect, it } from 'vitest';
import { rummyGame } from './game';
import type { RummyState } from './state';
import {
  CLOSED,
  fixtureState,
  LOSER,
  LOSER_MELD,
  ok,
  play,
  THIRD,
  WINNER,
  WINNING_GROUPS,
} from './test-fixtures';

const FAIR = { serverSeed: 'match-seed', clientSeed: 'client', nonce: '9' };

function dealsHand(chips: [number, number], handsPlayed: number, tiebreak = false): RummyState {
  const state = fixtureState({
    options: { variant: 'deals', deals: 2, seats: 2 },
    hands: { 0: WINNER, 1: LOSER },
    closed: CLOSED,
    open: '10C',
    wildCard: 'JS',
  });
  state.players[0]!.chips = chips[0];
  state.players[1]!.chips = chips[1];
  state.handsPlayed = handsPlayed;
  state.hand!.number = handsPlayed + 1;
  state.hand!.tiebreak = tiebreak;
  return state;
}

function winHand(state: RummyState): RummyState {
  return play(
    state,
    [0, { type: 'draw', pile: 'closed' }],
    [0, { type: 'declare', card: '7D', groups: WINNING_GROUPS }],
    [1, { type: 'meld', groups: LOSER_MELD }],
  ).state;
}

describe('deals', () => {
  it('starts everyone on 80 chips a player and moves the losers’ points to the winner', () => {
    const dealt = ok(
      rummyGame.deal(rummyGame.newMatch({ variant: 'deals', deals: 3, seats: 3 }, [0, 1, 2]), FAIR),
    );
    expect(dealt.state.players.map((player) => player.chips)).toEqual([240, 240, 240]);
    const after = winHand(dealsHand([160, 160], 0));
    expect(after.players.map((player) => player.chips)).toEqual([196, 124]);
    expect(after.outcome!.seats.map((seat) => [seat.chips, seat.total])).toEqual([
      [36, 196],
      [-36, 124],
    ]);
    expect(rummyGame.phase(after)).toBe('between-hands');
  });

  it('ends after the last deal with the most chips, and plays a tied finish off in one more deal', () => {
    expect(rummyGame.matchResult(winHand(dealsHand([160, 160], 1)))).toMatchObject({
      winner: 0,
      reason: 'most-chips',
    });
    const tied = winHand(dealsHand([124, 196], 1));
    expect(tied.players.map((player) => player.chips)).toEqual([160, 160]);
    expect(rummyGame.phase(tied)).toBe('between-hands');
    const tiebreak = ok(rummyGame.deal(tied, FAIR));
    expect(tiebreak.events[0]).toMatchObject({ type: 'deal', tiebreak: true, seats: [0, 1] });
    expect(rummyGame.matchResult(winHand(dealsHand([160, 160], 2, true)))).toMatchObject({
      winner: 0,
      reason: 'tiebreak',
    });
  });

  it('never takes more chips than a loser has', () => {
    const after = winHand(dealsHand([160, 20], 0));
    expect(after.players.map((player) => player.chips)).toEqual([180, 0]);
  });
});

describe('seats coming and going', () => {
  it('drops a player who leaves mid-hand, plays on, and frees a points seat when the hand ends', () => {
    const state = fixtureState({
      hands: { 0: WINNER, 1: LOSER, 2: THIRD },
      closed: CLOSED,
      open: '10C',
      wildCard: 'JS',
    });
    const left = rummyGame.leave(state, 1);
    expect(left.events).toContainEqual(
      expect.objectContaining({ type: 'drop', seat: 1, penalty: 'first-drop' }),
    );
    expect(rummyGame.phase(left.state)).toBe('playing');
    expect(rummyGame.pending(left.state)).toMatchObject({ seats: [0] });
    const done = play(left.state, [0, { type: 'drop' }]).state;
    expect(done.outcome!.winner).toBe(2);
    expect(done.players.map((player) => player.seat)).toEqual([0, 2]);
    expect(rummyGame.view(done, 0).players.find((player) => player.seat === 1)).toMatchObject({
      status: 'out',
    });
  });

  it('gives the hand to the other player when one of two leaves, and passes the turn when it was theirs', () => {
    const state = fixtureState({
      hands: { 0: WINNER, 1: LOSER },
      closed: CLOSED,
      open: '10C',
      wildCard: 'JS',
    });
    const left = rummyGame.leave(state, 0);
    expect(left.state.outcome).toMatchObject({ winner: 1 });
  });

  it('takes new players on points tables at any time and on pool tables only before the first deal', () => {
    const points = rummyGame.newMatch({ variant: 'points', seats: 6 }, [0]);
    const joined = ok(rummyGame.join(points, 4)).state;
    expect(joined.players.map((player) => player.seat)).toEqual([0, 4]);
    expect(rummyGame.join(joined, 4)).toMatchObject({ ok: false, reason: 'That seat is taken.' });
    expect(rummyGame.join(joined, 6)).toMatchObject({ ok: false });
    const during = ok(rummyGame.join(ok(rummyGame.deal(joined, FAIR)).state, 2)).state;
    expect(during.hand!.seats.map((seat) => seat.seat)).toEqual([0, 4]);
    expect(rummyGame.view(during, 2)).toMatchObject({ hand: null });
    expect(rummyGame.view(during, 2).players.find((player) => player.seat === 2)).toMatchObject({
      status: 'waiting',
    });
    const pool = rummyGame.newMatch({ variant: 'pool', pool: 101, seats: 3 }, [0, 1]);
    expect(rummyGame.join(pool, 2).ok).toBe(true);
    expect(rummyGame.join(ok(rummyGame.deal(pool, FAIR)).state, 2)).toMatchObject({ ok: false });
  });

  it('ends a pool game when a player leaves between hands and one is left', () => {
    const pool = ok(
      rummyGame.deal(rummyGame.newMatch({ variant: 'pool', pool: 101, seats: 2 }, [0, 1]), FAIR),
    );
    const over = rummyGame.leave(rummyGame.leave(pool.state, 0).state, 0).state;
    expect(rummyGame.matchResult(over)).toMatchObject({ winner: 1 });
    const between = rummyGame.newMatch({ variant: 'pool', pool: 101, seats: 3 }, [0, 1, 2]);
    between.handsPlayed = 1;
    const oneLeaves = rummyGame.leave(between, 0).state;
    expect(oneLeaves.players.find((player) => player.seat === 0)).toMatchObject({ out: true, left: true });
    expect(rummyGame.matchResult(oneLeaves)).toBeNull();
    expect(rummyGame.matchResult(rummyGame.leave(oneLeaves, 2).state)).toMatchObject({
      winner: 1,
      reason: 'last-player',
    });
  });

  it('refuses to deal with fewer than 2 players, or twice', () => {
    expect(rummyGame.deal(rummyGame.newMatch({ variant: 'points', seats: 2 }, [1]), FAIR)).toMatchObject({
      ok: false,
    });
    const dealt = ok(rummyGame.deal(rummyGame.newMatch({ variant: 'points', seats: 2 }, [0, 1]), FAIR)).state;
    expect(rummyGame.deal(dealt, FAIR)).toMatchObject({ ok: false });
    expect(() => rummyGame.newMatch({ variant: 'pool', pool: 150 as 101, seats: 2 }, [0])).toThrow(
      RangeError,
    );
    expect(() => rummyGame.newMatch({ variant: 'points', seats: 7 }, [0])).toThrow(RangeError);
  });
});

describe('what is awaited and what is seen', () => {
  it('names the turn, its seat and a key that changes every turn', () => {
    const dealt = ok(
      rummyGame.deal(rummyGame.newMatch({ variant: 'points', seats: 3 }, [0, 1, 2]), FAIR),
    ).state;
    const first = rummyGame.pending(dealt)!;
    expect(first).toEqual({ seats: [dealt.hand!.turn], kind: 'turn', key: 'h1:t1' });
    const drawn = play(dealt, [first.seats[0]!, { type: 'draw', pile: 'closed' }]).state;
    expect(rummyGame.pending(drawn)!.key).toBe('h1:t1');
    expect(rummyGame.pending(rummyGame.timeout(drawn).state)!.key).toBe('h1:t2');
  });

  it('shows a seat its own cards only, and a spectator none', () => {
    const dealt = ok(
      rummyGame.deal(rummyGame.newMatch({ variant: 'points', seats: 3 }, [0, 1, 2]), FAIR),
    ).state;
    for (const seat of [0, 1, 2]) {
      const view = rummyGame.view(dealt, seat);
      expect(view.hand!.flat().sort()).toEqual(dealt.hand!.seats[seat]!.groups.flat().sort());
      expect(view.players.map((player) => player.cardCount)).toEqual([13, 13, 13]);
      expect(view.players.every((player) => player.shown === null)).toBe(true);
      expect(view.closedCount).toBe(dealt.hand!.closed.length);
      expect(JSON.stringify(view)).not.toContain(FAIR.serverSeed);
    }
    expect(rummyGame.view(dealt, null)).toMatchObject({ seat: null, hand: null, drawn: null });
  });

  it('is JSON all the way: state and views survive a round trip unchanged', () => {
    const dealt = ok(
      rummyGame.deal(rummyGame.newMatch({ variant: 'pool', pool: 201, seats: 4 }, [0, 1, 3]), FAIR),
    );
    expect(JSON.parse(JSON.stringify(dealt.state))).toEqual(dealt.state);
    expect(JSON.parse(JSON.stringify(rummyGame.view(dealt.state, 3)))).toEqual(
      rummyGame.view(dealt.state, 3),
    );
  });
});
