import { describe, expect, it } from 'vitest';
import { BACCARAT_TIE_PAYS, BANKER_COMMISSION_PERCENT, bankerDraws } from '@khelo/games/baccarat';
import { DT_TIE_PAYS, DT_TIE_TAKE_PERCENT } from '@khelo/games/dragon-tiger';
import { SHOE_DECK_COUNTS } from '@khelo/games/shoe';
import file from '../../../../../public/gameRules.json';

// The rules records a player reads (/gameRules.json) say what the card engines do.

const rules = file as unknown as Record<
  string,
  { howToPlayList: string[]; constants: Record<string, unknown>; hd: { howToPlayList: string[] } }
>;

describe('card game rules records', () => {
  it('Dragon Tiger: the engine pays what the record states', () => {
    const record = rules['dragon-tiger']!;
    expect(record.constants).toMatchObject({
      tieHousePercent: DT_TIE_TAKE_PERCENT,
      decks: [...SHOE_DECK_COUNTS],
      payouts: { dragon: '1:1', tiger: '1:1', tie: `${DT_TIE_PAYS}:1` },
    });
  });

  it('Baccarat: payouts, commission and the Banker tableau as the engine plays them', () => {
    const record = rules.baccarat!;
    expect(record.constants).toMatchObject({
      payouts: {
        player: '1:1',
        banker: `0.${100 - BANKER_COMMISSION_PERCENT}:1`,
        tie: `${BACCARAT_TIE_PAYS}:1`,
      },
      bankerCommissionPercent: BANKER_COMMISSION_PERCENT,
    });
    // The written tableau ("4 draws on 2-7") against the engine, row by row.
    const tableau = record.howToPlayList.find((line) => line.startsWith('The tableau'))!;
    const drawsOn = (total: number) =>
      Array.from({ length: 10 }, (_, third) => third).filter((third) => bankerDraws(total, third));
    expect(drawsOn(4)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(tableau).toContain('4 draws on 2-7');
    expect(drawsOn(5)).toEqual([4, 5, 6, 7]);
    expect(tableau).toContain('5 draws on 4-7');
    expect(drawsOn(6)).toEqual([6, 7]);
    expect(tableau).toContain('6 draws on 6 or 7');
    expect(drawsOn(3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect(tableau).toContain('3 draws unless the third card is 8');
    expect(drawsOn(7)).toEqual([]);
    expect(tableau).toContain('7 stands');
    expect(record.hd.howToPlayList.length).toBe(record.howToPlayList.length);
  });
});
