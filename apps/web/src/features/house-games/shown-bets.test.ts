import { describe, expect, it } from 'vitest';
import { ROOM_BETS_SHOWN } from '@khelo/contracts/house-constants';
import type { HouseBet } from '@khelo/contracts/house-games';
import { shownBets } from './shown-bets';

const bet = (id: number, amount: number, mine?: boolean): HouseBet =>
  ({ bet_id: `b${id}`, round_id: 1, player: 'p', slot: 1, amount, status: 'open', mine }) as HouseBet;

describe('shownBets', () => {
  it('leaves a list of up to ROOM_BETS_SHOWN others as it is', () => {
    const bets = [bet(0, 5, true), ...Array.from({ length: ROOM_BETS_SHOWN }, (_, i) => bet(i + 1, 1))];
    expect(shownBets(bets)).toBe(bets);
  });

  it('keeps the largest others, the earlier on a tie, and every bet of the player, in order', () => {
    const others = Array.from({ length: ROOM_BETS_SHOWN + 1 }, (_, i) => bet(i + 1, 100));
    const bets = [bet(0, 1, true), ...others, bet(99, 2, true)];
    const kept = shownBets(bets);
    expect(kept.map((row) => row.bet_id)).toEqual([
      'b0',
      ...others.slice(0, ROOM_BETS_SHOWN).map((row) => row.bet_id),
      'b99',
    ]);
  });
});
