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
import {
  ZOO_BETS,
  ZOO_MULTIPLIER,
  ZOO_RTP_PERCENT,
  ZOO_SECTORS,
  ZOO_SHARK_MULTIPLIER,
  ZOO_WHEEL,
  zooRtpPercent,
} from '@khelo/games/zoo-roulette';
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

  it('zoo roulette: the sectors, multipliers and every RTP of the engine, and the timings', () => {
    const record = rules['zoo-roullete']!;
    const constants = record.constants as {
      sectors: number;
      counts: Record<string, number>;
      multipliers: Record<string, unknown>;
      rtpPercent: number;
      bettingSeconds: number;
      spinSeconds: number;
      resultSeconds: number;
    };
    expect(constants.sectors).toBe(ZOO_SECTORS);
    for (const [sector, count] of Object.entries(constants.counts))
      expect(
        ZOO_WHEEL.filter((name) => name === sector),
        sector,
      ).toHaveLength(count);
    expect(constants.multipliers).toEqual({ ...ZOO_MULTIPLIER, shark: ZOO_SHARK_MULTIPLIER });
    // Every bet's RTP, enumerated over the wheel, is the figure the page states for it, 95 %-97.3 %.
    expect(constants.rtpPercent).toBe(ZOO_RTP_PERCENT);
    for (const bet of ZOO_BETS) expect(zooRtpPercent(bet), bet).toBe(constants.rtpPercent);
    const lines = record.howToPlayList.filter((line) => line.includes('RTP'));
    expect(lines).toHaveLength(6);
    for (const line of [...lines, ...record.hd.howToPlayList.filter((l) => l.includes('RTP'))])
      expect(line).toContain(`RTP ${ZOO_RTP_PERCENT} %`);
    // The server's defaults (roulette.config.ts: 15 s, 6 s, 4 s) as the description states them.
    expect([constants.bettingSeconds, constants.spinSeconds, constants.resultSeconds]).toEqual([15, 6, 4]);
    for (const seconds of ['15 seconds', '6 seconds', '4 seconds'])
      expect(record.description).toContain(seconds);
    for (const figure of ['₹240', '₹360', '50']) expect(text(record)).toContain(figure);
  });
});
