import { describe, expect, it } from 'vitest';
import { commitmentOf } from '../fair';
import { teenPattiGame as game, teenPattiOptions } from './index';
import { verifyTeenPattiHand } from './verify';

// The browser's check on /provably-fair deals exactly what the table dealt, and only trusts a seed whose
// SHA-256 is the hash published before the deal.

const fair = { serverSeed: 'a1'.repeat(32), clientSeed: 'table-client', nonce: '7' };

describe('verifyTeenPattiHand', () => {
  it('deals every seat the three cards the table dealt, and names the first player', () => {
    const seats = [1, 3, 4];
    const options = teenPattiOptions({ seats: 6, boot: 100 });
    const played = game.deal(game.newMatch(options, seats), fair);
    if (!played.ok) throw new Error(played.reason);
    const hand = played.state.hand!;

    const result = verifyTeenPattiHand({
      ...fair,
      seats: [4, 1, 3],
      commitment: commitmentOf(fair.serverSeed),
    });
    expect(result.commitmentMatches).toBe(true);
    expect(result.hands.map((entry) => entry.seat)).toEqual(seats);
    expect(result.hands.map((entry) => entry.cards)).toEqual(hand.seats.map((seat) => seat.cards));
    expect(result.firstSeat).toBe(hand.turn);
    expect(new Set(result.hands.flatMap((entry) => entry.cards)).size).toBe(9);
    expect(result.pack).toHaveLength(52);
  });

  it('refuses a seed that is not the published one', () => {
    const result = verifyTeenPattiHand({ ...fair, seats: [0, 1], commitment: commitmentOf('another seed') });
    expect(result.commitmentMatches).toBe(false);
    expect(verifyTeenPattiHand({ ...fair, seats: [0, 1] }).commitmentMatches).toBeNull();
  });
});
