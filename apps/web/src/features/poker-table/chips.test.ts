import { describe, expect, it } from 'vitest';
import type { PokerView } from '@khelo/games/poker/state';
import { allInTo, placeOnOval, potSizedTo, seatsFromMine } from './chips';

function view(patch: Partial<PokerView>): PokerView {
  return {
    seat: 0,
    currentBet: 0,
    totalPot: 0,
    legal: null,
    players: [
      {
        seat: 0,
        stack: 1_000,
        bet: 0,
        committed: 0,
        status: 'active',
        cardCount: 2,
        shown: null,
        owes: 'none',
      },
    ],
    ...patch,
  } as PokerView;
}

describe('poker bet sizes', () => {
  it('sizes ½ pot and pot raises over a call, inside the legal range', () => {
    // Blinds 5/10, facing 10: pot 15, call 10 → pot after the call 25; pot raise to 10 + 25 = 35.
    const facing = view({
      currentBet: 10,
      totalPot: 15,
      legal: { fold: true, check: false, call: 10, raise: { min: 20, max: 35 } },
    });
    expect(potSizedTo(facing, 1)).toBe(35);
    expect(potSizedTo(facing, 0.5)).toBe(22);
    expect(potSizedTo(view({ ...facing, legal: { ...facing.legal!, raise: { min: 20, max: 30 } } }), 1)).toBe(
      30,
    );
    expect(potSizedTo(view({ legal: { fold: true, check: true, call: 0, raise: null } }), 1)).toBeNull();
  });

  it('knows the all-in amount, and places my seat at the bottom of the oval', () => {
    expect(allInTo(view({}))).toBe(1_000);
    expect(seatsFromMine(6, 4)).toEqual([4, 5, 0, 1, 2, 3]);
    const bottom = placeOnOval(0, 6);
    expect(Math.round(bottom.left)).toBe(50);
    expect(Math.round(bottom.top)).toBe(93);
  });
});
