import { describe, expect, it } from 'vitest';
import {
  baccaratPayout,
  bankerDraws,
  dealBaccarat,
  decodeBaccarat,
  encodeBaccarat,
  pointOf,
  type BaccaratWinner,
} from './baccarat';

// The Banker's drawing chart as published by the Wizard of Odds ("Baccarat Drawing Rules", rows = Banker
// total, columns = the Player's third card 0-9; H hit, S stand), copied at
// https://www.scribd.com/document/236968643/Baccarat and matching
// http://www.baccara.casinos-guides.com/baccara_banker.html. A Player who stood: Banker hits on 0-5.
const CHART: Record<number, string> = {
  7: 'S S S S S S S S S S',
  6: 'S S S S S S H H S S',
  5: 'S S S S H H H H S S',
  4: 'S S H H H H H H S S',
  3: 'H H H H H H H H S H',
  2: 'H H H H H H H H H H',
  1: 'H H H H H H H H H H',
  0: 'H H H H H H H H H H',
};
const PLAYER_STOOD = ['H', 'H', 'H', 'H', 'H', 'H', 'S', 'S'];

/** A card of the given point value: 0 → a ten, 1 → an ace, 2-9 → that rank (suit ♠). */
const card = (point: number) => (point === 0 ? 9 : point - 1) * 4;

describe('baccarat third-card rules', () => {
  it('follows the published Banker chart in every case (total 0-7 × Player third card none or 0-9)', () => {
    for (let total = 0; total <= 7; total++) {
      expect(bankerDraws(total, null), `banker ${total}, player stood`).toBe(PLAYER_STOOD[total] === 'H');
      const row = CHART[total]!.split(' ');
      for (let third = 0; third <= 9; third++)
        expect(bankerDraws(total, third), `banker ${total}, player third ${third}`).toBe(row[third] === 'H');
    }
  });

  it('deals every two-card start by the rules: naturals stand, Player draws on 0-5, Banker by the chart', () => {
    for (let p = 0; p <= 9; p++)
      for (let b = 0; b <= 9; b++)
        for (let third = 0; third <= 9; third++) {
          // Player 0 + p, Banker 0 + b, then the Player's possible third card, then a 5 for the Banker.
          const shoe = [card(0), card(0), card(p), card(b), card(third), card(5)];
          const deal = dealBaccarat(shoe, 0);
          const natural = p >= 8 || b >= 8;
          const playerDrew = !natural && p <= 5;
          const bankerDrew =
            !natural && (playerDrew ? CHART[b]!.split(' ')[third] === 'H' : PLAYER_STOOD[b] === 'H');
          const label = `player ${p}, banker ${b}, third ${third}`;
          expect(deal.player.length, label).toBe(playerDrew ? 3 : 2);
          expect(deal.banker.length, label).toBe(bankerDrew ? 3 : 2);
          expect(deal.used, label).toBe(4 + Number(playerDrew) + Number(bankerDrew));
          // The Banker's third card is the next card of the shoe, whoever drew before.
          if (bankerDrew) expect(deal.banker[2], label).toBe(shoe[playerDrew ? 5 : 4]);
          const playerTotal = (p + (playerDrew ? third : 0)) % 10;
          expect(deal.playerTotal, label).toBe(playerTotal);
        }
  });

  it('counts tens and faces as 0 and keeps the last digit', () => {
    expect([1, 9, 10, 11, 12, 13].map((rank) => pointOf((rank - 1) * 4))).toEqual([1, 9, 0, 0, 0, 0]);
    // 7 + 8 = 15 → 5; K + 9 = 9 natural (the rules page's examples).
    expect(dealBaccarat([card(7), card(9), card(8), card(0), card(0), card(0)], 0).playerTotal).toBe(5);
  });

  it('pays Player 1:1, Banker 0.95:1, Tie 8:1 and pushes Player and Banker on a tie', () => {
    expect(baccaratPayout(10_000, 'player', 'player')).toBe(20_000);
    expect(baccaratPayout(10_000, 'banker', 'banker')).toBe(19_500);
    expect(baccaratPayout(1_001, 'banker', 'banker')).toBe(1_001 + 950);
    expect(baccaratPayout(10_000, 'tie', 'tie')).toBe(90_000);
    expect(baccaratPayout(10_000, 'player', 'tie')).toBe(10_000);
    expect(baccaratPayout(10_000, 'banker', 'tie')).toBe(10_000);
    expect(baccaratPayout(10_000, 'player', 'banker')).toBe(0);
    expect(baccaratPayout(10_000, 'tie', 'player')).toBe(0);
  });

  it('encodes the outcome in one integer and back', () => {
    for (const winner of ['player', 'banker', 'tie'] as BaccaratWinner[])
      expect(decodeBaccarat(encodeBaccarat({ winner, playerTotal: 7, bankerTotal: 3 }))).toEqual({
        winner,
        playerTotal: 7,
        bankerTotal: 3,
      });
  });
});

describe('baccarat house edge (exact enumeration of an 8-deck shoe)', () => {
  it('gives Banker 1.06 %, Player 1.24 % and Tie 14.4 %', () => {
    // Every ordered sequence of six point values, weighted by its probability without replacement from
    // 8 decks (value 0: 128 cards, 1-9: 32 each); cards a deal does not use just sum out.
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const outcome = { player: 0, banker: 0, tie: 0 };
    const shoe = [0, 0, 0, 0, 0, 0];
    const walk = (depth: number, weight: number, left: number) => {
      if (depth === 6) {
        outcome[dealBaccarat(shoe, 0).winner] += weight;
        return;
      }
      for (let value = 0; value <= 9; value++) {
        const count = counts[value]!;
        if (count === 0) continue;
        counts[value] = count - 1;
        shoe[depth] = card(value);
        walk(depth + 1, (weight * count) / left, left - 1);
        counts[value] = count;
      }
    };
    walk(0, 1, 416);
    expect(outcome.player + outcome.banker + outcome.tie).toBeCloseTo(1, 9);
    // Published 8-deck figures: Banker 0.458597, Player 0.446247, Tie 0.095156.
    expect(outcome.banker).toBeCloseTo(0.458597, 5);
    expect(outcome.player).toBeCloseTo(0.446247, 5);
    const bankerEdge = -(outcome.banker * 0.95 - outcome.player);
    const playerEdge = -(outcome.player - outcome.banker);
    const tieEdge = -(outcome.tie * 8 - (1 - outcome.tie));
    // Published edges: Banker 1.0579 %, Player 1.2351 %, Tie (8:1) 14.3596 %.
    expect(bankerEdge * 100).toBeCloseTo(1.0579, 3);
    expect(playerEdge * 100).toBeCloseTo(1.2351, 3);
    expect(tieEdge * 100).toBeCloseTo(14.3596, 3);
  });
});
