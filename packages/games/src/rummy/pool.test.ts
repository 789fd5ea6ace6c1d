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

describe('pool', () => {
  function poolHand(scores: number[], pool: 101 | 201 = 101): RummyState {
    const state = fixtureState({
      options: { variant: 'pool', pool, seats: 3 },
      hands: { 0: WINNER, 1: LOSER, 2: THIRD },
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
