import { describe, expect, it } from 'vitest';
import type { PokerHandOutcome, PokerView } from '@khelo/games/poker/state';
import { showdownOf } from './showdown';

// The felt at the end of a hand: the main pot's winner's five cards lit, its hand named, the chips flying
// to every seat that won some.

const seat = (over: Partial<PokerHandOutcome['seats'][number]>): PokerHandOutcome['seats'][number] => ({
  seat: 0,
  stackBefore: 1000,
  stackAfter: 1000,
  committed: 0,
  won: 0,
  net: 0,
  folded: false,
  shown: null,
  best: null,
  left: false,
  ...over,
});

function viewWith(outcome: PokerHandOutcome, phase: PokerView['phase'] = 'between-hands'): PokerView {
  return { handNumber: outcome.hand, phase, outcome } as PokerView;
}

const outcome: PokerHandOutcome = {
  hand: 4,
  board: ['2C', '7D', '9H', 'JS', 'KD'],
  button: 0,
  showdown: true,
  pots: [
    { amount: 300, rake: 0, eligible: [0, 1, 2], winners: [{ seat: 0, chips: 300 }] },
    { amount: 200, rake: 0, eligible: [1, 2], winners: [{ seat: 1, chips: 200 }] },
  ],
  rake: 0,
  uncalled: null,
  seats: [
    seat({
      seat: 0,
      won: 300,
      shown: ['KS', 'KH'],
      best: { category: 'three-of-a-kind', rank: 4000 },
      five: ['KS', 'KH', 'KD', 'JS', '9H'],
    }),
    seat({ seat: 1, won: 200, shown: ['QS', 'QH'], best: { category: 'pair', rank: 3000 }, five: [] }),
    seat({ seat: 2, shown: null }),
  ],
};

describe('the showdown on the felt', () => {
  it("lights the main pot winner's five cards, names its hand, and pays every seat that won", () => {
    const shown = showdownOf(viewWith(outcome))!;
    expect(shown.winners).toEqual([{ seat: 0, category: 'three-of-a-kind' }]);
    expect([...shown.five].sort()).toEqual(['9H', 'JS', 'KD', 'KH', 'KS']);
    expect(shown.paid).toEqual([0, 1]);
  });

  it('shows nothing while the next hand is played, and no cards for a hand won without a showdown', () => {
    expect(showdownOf(viewWith(outcome, 'playing'))).toBeNull();
    const uncontested: PokerHandOutcome = {
      ...outcome,
      showdown: false,
      seats: [seat({ seat: 0, won: 30 }), seat({ seat: 1, folded: true })],
      pots: [{ amount: 30, rake: 0, eligible: [0], winners: [{ seat: 0, chips: 30 }] }],
    };
    const shown = showdownOf(viewWith(uncontested))!;
    expect(shown.winners).toEqual([]);
    expect(shown.five.size).toBe(0);
    expect(shown.paid).toEqual([0]);
  });
});
