import { describe, expect, it } from 'vitest';
import { gameRulesFileSchema } from '@khelo/contracts/game-rules';
import {
  MINES_EDGE_PERCENT,
  MINES_MAX,
  MINES_MAX_PAYOUT_PAISE,
  MINES_MIN,
  MINES_TILES,
  minesMultiplierHundredths,
} from '@khelo/games/mines';
import { betReturn, checkBet, PAYOUT_TO_ONE, ROULETTE_POCKETS } from '@khelo/games/roulette';
import file from '../../../../public/gameRules.json';

// The rules a player reads for European roulette and Mines say what the engines do.

const rules = gameRulesFileSchema.parse(file);
const text = (record: object) => JSON.stringify(record);

describe('rules of the wheel games', () => {
  it('european roulette: the payouts and the edge of the engine', () => {
    const record = rules['european-roulette-timer']!;
    const { pockets, houseEdgePercent, payouts } = record.constants as {
      pockets: number;
      houseEdgePercent: number;
      payouts: Record<string, string>;
    };
    expect(pockets).toBe(ROULETTE_POCKETS);
    expect(houseEdgePercent).toBe(Math.round((100 / 37) * 10) / 10);
    expect(payouts).toMatchObject({
      straight: `${PAYOUT_TO_ONE.straight}:1`,
      split: `${PAYOUT_TO_ONE.split}:1`,
      street: `${PAYOUT_TO_ONE.street}:1`,
      corner: `${PAYOUT_TO_ONE.corner}:1`,
      sixLine: `${PAYOUT_TO_ONE.line}:1`,
      dozen: `${PAYOUT_TO_ONE.dozen}:1`,
      column: `${PAYOUT_TO_ONE.column}:1`,
      evenMoney: `${PAYOUT_TO_ONE.red}:1`,
    });
    // "₹10 straight on 17 → ₹350 win + ₹10 stake", "₹10 on red, ball on 0 → lost", second dozen on 20.
    const bet = (input: Parameters<typeof checkBet>[0]) => {
      const checked = checkBet(input);
      if (!checked.ok) throw new Error(checked.message);
      return checked.bet;
    };
    expect(betReturn(bet({ type: 'straight', numbers: [17] }), 10, 17)).toBe(350 + 10);
    expect(betReturn(bet({ type: 'red' }), 10, 0)).toBe(0);
    expect(betReturn(bet({ type: 'dozen', index: 2 }), 10, 20)).toBe(20 + 10);
    for (const figure of ['₹350', 'no la partage', '0-1-2-3']) expect(text(record)).toContain(figure);
  });

  it('mines: the edge, the formula, the examples, the idle rule and the cap of the engine', () => {
    const record = rules.mines!;
    expect(record.constants).toMatchObject({
      tiles: MINES_TILES,
      mines: { min: MINES_MIN, max: MINES_MAX },
      houseEdgePercent: MINES_EDGE_PERCENT,
      idleMinutes: 30,
      maxPayout: MINES_MAX_PAYOUT_PAISE / 100,
    });
    const one = (minesMultiplierHundredths(3, 1) / 100).toFixed(2);
    const two = (minesMultiplierHundredths(3, 2) / 100).toFixed(2);
    for (const language of [record, record.hd])
      for (const figure of ['0.99 × C(25, k) / C(25 − m, k)', `${one}x`, `${two}x`, '30', '₹10,00,000'])
        expect(text(language)).toContain(figure);
  });
});
