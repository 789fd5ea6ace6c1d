import { describe, expect, it } from 'vitest';
import { HOME, YARD } from './board';
import { rollAt, verifyLudoRolls } from './dice';
import { ludoGame } from './game';
import { CAPTURE_BONUS } from './play';
import { FAIR, ok, playOut, started, withBoard } from './test-fixtures';

describe('ludo game', () => {
  it('puts two players on opposite colours and starts with the lowest seat to roll', () => {
    const state = started([3, 5]);
    expect(state.players.map((player) => player.colour)).toEqual([0, 2]);
    expect(ludoGame.pending(state)).toMatchObject({ seats: [3], kind: 'roll' });
  });

  it('refuses a move out of turn, a move before the roll and a token that cannot move', () => {
    const state = started([0, 1]);
    expect(ludoGame.apply(state, 1, { type: 'roll' })).toMatchObject({ code: 'not-your-turn' });
    expect(ludoGame.apply(state, 0, { type: 'move', token: 0 })).toMatchObject({ code: 'illegal-move' });
    const board = withBoard(state, [[10, 20, YARD, YARD]], 3);
    expect(ludoGame.apply(board, 0, { type: 'move', token: 2 })).toMatchObject({
      code: 'illegal-move',
      reason: 'That token cannot move with this roll.',
    });
  });

  it('lists the legal moves only to the seat to act', () => {
    const board = withBoard(started([0, 1]), [[10, 20, YARD, 54]], 3);
    expect(ludoGame.view(board, 0).legal!.map((move) => move.token)).toEqual([0, 1]);
    expect(ludoGame.view(board, 1).legal).toBeNull();
    expect(ludoGame.view(board, null).legal).toBeNull();
  });

  it('a capture sends the token home, scores and gives another roll', () => {
    // Blue (colour 2) at its position 24 stands on square 50; red at 47 rolls 3 onto square 50.
    const board = withBoard(
      started([0, 1]),
      [
        [47, YARD, YARD, YARD],
        [24, YARD, YARD, YARD],
      ],
      3,
    );
    const result = ludoGame.apply(board, 0, { type: 'move', token: 0 });
    const state = ok(result);
    expect(state.players[1]!.tokens[0]).toBe(YARD);
    expect(state.players[0]!.score).toBe(3 + CAPTURE_BONUS);
    expect(state.players[1]!.score).toBe(-24);
    expect(ludoGame.pending(state)).toMatchObject({ seats: [0], kind: 'roll' });
    expect(result.ok && result.events.some((event) => event.type === 'capture')).toBe(true);
  });

  it('no capture on a star: both tokens stay', () => {
    // Square 34 is a star (26 + 8); blue reaches it at its position 8, red at 34.
    const board = withBoard(
      started([0, 1]),
      [
        [31, YARD, YARD, YARD],
        [8, YARD, YARD, YARD],
      ],
      3,
    );
    const state = ok(ludoGame.apply(board, 0, { type: 'move', token: 0 }));
    expect(state.players[1]!.tokens[0]).toBe(8);
    expect(ludoGame.pending(state)).toMatchObject({ seats: [1] });
  });

  it('reaching home needs the exact roll and gives another roll; all four home wins', () => {
    const again = ok(ludoGame.apply(withBoard(started([0, 1]), [[HOME, 10, HOME, 53]], 3), 0, move(3)));
    expect(again.players[0]!.tokens[3]).toBe(HOME);
    expect(ludoGame.pending(again)).toMatchObject({ seats: [0], kind: 'roll' });
    const state = withBoard(started([0, 1]), [[HOME, HOME, HOME, 53]], 3);
    expect(ludoGame.view(state, 0).legal!.map((move) => move.to)).toEqual([HOME]);
    const won = ok(ludoGame.apply(state, 0, { type: 'move', token: 3 }));
    expect(ludoGame.phase(won)).toBe('match-over');
    expect(ludoGame.matchResult(won)).toMatchObject({ winner: 0, rankings: [0, 1], reason: 'home' });
    const overshoot = withBoard(started([0, 1]), [[HOME, HOME, HOME, 53]], 4);
    expect(ludoGame.view(overshoot, 0).legal).toEqual([]);
  });

  it('in a 4-player game with a paid 2nd place play continues after the first finisher', () => {
    const base = started([0, 1, 2, 3], { mode: 'classic', places: 2 });
    const board = withBoard(base, [[HOME, HOME, HOME, 53], [10], [10], [10]].map(fill), 3);
    const state = ok(ludoGame.apply(board, 0, { type: 'move', token: 3 }));
    expect(state.phase).toBe('playing');
    expect(state.players[0]!.finished).toBe(1);
    expect(ludoGame.pending(state)!.seats).toEqual([1]);
    const end = playOut(state);
    expect(end.state.result!.rankings[0]).toBe(0);
    expect(end.state.result!.rankings).toHaveLength(4);
  });

  it('three missed turns put a player out and the other wins', () => {
    let state = started([0, 1]);
    const events: string[] = [];
    while (state.phase === 'playing') {
      const seat = ludoGame.pending(state)!.seats[0]!;
      const result =
        seat === 1
          ? ludoGame.timeout(state)
          : ludoGame.apply(state, seat, ludoGame.botMove(ludoGame.view(state, seat), seat)!);
      state = ok(result);
      if (result.ok) events.push(...result.events.map((event) => event.type));
    }
    expect(state.players[1]).toMatchObject({ out: true, missed: 3, tokens: [YARD, YARD, YARD, YARD] });
    expect(state.result).toMatchObject({ winner: 0, reason: 'last-player' });
    expect(events.filter((type) => type === 'missed-turn')).toHaveLength(3);
  });

  it('the timed variant ends after the turns and the highest score wins', () => {
    const { state } = playOut(started([0, 1, 2], { mode: 'timed', turnsEach: 15 }));
    expect(state.phase).toBe('match-over');
    const result = state.result!;
    const scores = result.rankings.map((seat) => result.scores[String(seat)]!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    if (result.reason === 'turns') expect(state.players.every((player) => player.turns >= 15)).toBe(true);
  });

  it('the timed variant on a clock plays on past any turn count and ends on the scores when time is up', () => {
    let state = started([0, 1], { mode: 'timed', clock: true });
    expect(ludoGame.view(state, 0).turnsEach).toBeNull();
    while (state.players.some((player) => player.turns < 12)) {
      const seat = ludoGame.pending(state)!.seats[0]!;
      state = ok(ludoGame.apply(state, seat, ludoGame.botMove(ludoGame.view(state, seat), seat)!));
    }
    expect(state.phase).toBe('playing');
    state.players[1]!.score = state.players[0]!.score + 1;
    const ended = ludoGame.clockUp!(state);
    expect(ended.state.result).toMatchObject({ mode: 'timed', reason: 'time', winner: 1, rankings: [1, 0] });
    expect(ended.events).toContainEqual(expect.objectContaining({ type: 'game-over', reason: 'time' }));
    expect(ludoGame.pending(ended.state)).toBeNull();
    // A classic game and a finished one have no clock: nothing changes.
    expect(ludoGame.clockUp!(started([0, 1])).events).toEqual([]);
    expect(ludoGame.clockUp!(ended.state).state).toBe(ended.state);
  });

  it('every roll in a game is the one its seed gives', () => {
    let state = started([0, 1]);
    const rolls: number[] = [];
    for (let calls = 0; calls < 200 && state.phase === 'playing'; calls++) {
      const seat = ludoGame.pending(state)!.seats[0]!;
      const result = ludoGame.apply(state, seat, ludoGame.botMove(ludoGame.view(state, seat), seat)!);
      state = ok(result);
      if (result.ok)
        for (const event of result.events) if (event.type === 'roll') rolls.push(event.dice as number);
    }
    expect(verifyLudoRolls(FAIR, rolls.length)).toEqual(rolls);
    expect(ludoGame.view(state, null).lastRoll!.dice).toBe(rolls[rolls.length - 1]);
    expect(rollAt(FAIR, 0)).toBe(rolls[0]);
  });

  it('a third 6 in a row forfeits the turn', () => {
    const nonce = [...Array(5_000).keys()].find((n) =>
      verifyLudoRolls({ ...FAIR, nonce: String(n) }, 3).every((dice) => dice === 6),
    )!;
    let state = started([0, 1], { mode: 'classic' }, { ...FAIR, nonce: String(nonce) });
    const events: string[] = [];
    while (ludoGame.pending(state)!.seats[0] === 0) {
      const result = ludoGame.apply(state, 0, ludoGame.botMove(ludoGame.view(state, 0), 0)!);
      state = ok(result);
      if (result.ok) events.push(...result.events.map((event) => event.type));
    }
    expect(events.filter((type) => type === 'roll')).toHaveLength(3);
    expect(events).toContain('three-sixes');
    expect(state.rollCount).toBe(3);
  });

  it('a timeout while a move is awaited moves a token for the player and counts a missed turn', () => {
    // The furthest token moves (neither lands on a safe square or captures).
    const board = withBoard(started([0, 1]), [[11, 20, YARD, YARD]], 3);
    const state = ok(ludoGame.timeout(board));
    expect(state.players[0]!.missed).toBe(1);
    expect(state.players[0]!.tokens).toEqual([11, 23, YARD, YARD]);
    expect(ludoGame.pending(state)!.seats).toEqual([1]);
  });

  it('leaving during the game puts the player out', () => {
    const state = ok(ludoGame.leave(started([0, 1, 2]), 1));
    expect(state.players[1]!.out).toBe(true);
    expect(state.phase).toBe('playing');
  });
});

function move(token: number) {
  return { type: 'move' as const, token };
}

function fill(positions: number[]): number[] {
  return [...positions, YARD, YARD, YARD, YARD].slice(0, 4);
}
