import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairShuffle, randomFloats } from './fair';
import {
  combinations,
  maskTiles,
  MINES_MAX_PAYOUT_PAISE,
  minesLayout,
  minesMultiplierHundredths,
  minesPayout,
  safeTiles,
  tilesMask,
} from './mines';

describe('mines', () => {
  it('has the multiplier table (1 − 1 %) · C(25, k) / C(25 − m, k)', () => {
    // Values a player sees on the page, checked by hand from the formula.
    expect(minesMultiplierHundredths(1, 1)).toBe(103); // 0.99 · 25/24 = 1.031
    expect(minesMultiplierHundredths(3, 1)).toBe(112); // 0.99 · 25/22 = 1.125
    expect(minesMultiplierHundredths(3, 2)).toBe(128); // 0.99 · 300/231 = 1.285
    expect(minesMultiplierHundredths(5, 3)).toBe(199); // 0.99 · 2300/1140 = 1.997…, rounded down
    expect(minesMultiplierHundredths(24, 1)).toBe(2475); // 0.99 · 25
    expect(minesMultiplierHundredths(1, 24)).toBe(2475); // 0.99 · 25
    expect(minesMultiplierHundredths(12, 13)).toBe(Number((99n * combinations(25, 13)) / 1n)); // all safe
    for (let mines = 1; mines <= 24; mines++)
      for (let safe = 1; safe < safeTiles(mines); safe++)
        expect(minesMultiplierHundredths(mines, safe + 1)).toBeGreaterThan(
          minesMultiplierHundredths(mines, safe),
        );
  });

  it('returns 99 % on average at every cash-out point (before rounding to the paisa)', () => {
    for (let mines = 1; mines <= 24; mines++)
      for (let safe = 1; safe <= safeTiles(mines); safe++) {
        // P(k safe tiles in a row) = C(25 − m, k) / C(25, k); payout / stake ≤ 0.99 / P, within a paisa.
        const stake = 1_000;
        const payout = minesPayout(stake, mines, safe);
        if (payout === MINES_MAX_PAYOUT_PAISE) continue;
        const fair =
          (stake * 99 * Number(combinations(25, safe))) / (100 * Number(combinations(25 - mines, safe)));
        expect(payout).toBeLessThanOrEqual(fair + 1e-6);
        expect(payout).toBeGreaterThan(fair - 1);
      }
    expect(minesPayout(1_000_000, 12, 13)).toBe(MINES_MAX_PAYOUT_PAISE);
    expect(() => minesPayout(1000, 3, 0)).toThrow();
    expect(() => minesPayout(1000, 3, 23)).toThrow();
  });

  it('lays exactly m distinct mines, the same for the same seeds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), fc.integer({ min: 1, max: 24 }), (s, c, n, m) => {
        const layout = minesLayout(s, c, n, m);
        expect(layout).toHaveLength(m);
        expect(new Set(layout).size).toBe(m);
        expect(layout.every((tile) => tile >= 0 && tile < 25)).toBe(true);
        expect(minesLayout(s, c, n, m)).toEqual(layout);
        expect(maskTiles(tilesMask(layout))).toEqual(layout);
      }),
      { numRuns: 300 },
    );
    expect(minesLayout('a', 'b', 1, 3)).not.toEqual(minesLayout('a', 'b', 2, 3));
  });

  it('shuffles from HMAC floats (Stake-style cursor) with every tile equally likely to be mined', () => {
    const floats = randomFloats('server', 'client', 1, 20);
    expect(floats).toHaveLength(20);
    expect(floats.slice(0, 8)).toEqual(randomFloats('server', 'client', 1, 8));
    expect(floats.every((x) => x >= 0 && x < 1)).toBe(true);
    expect([...fairShuffle(25, 's', 'c', 0)].sort((a, b) => a - b)).toEqual([...Array(25).keys()]);
    const counts = new Array<number>(25).fill(0);
    for (let nonce = 0; nonce < 5_000; nonce++)
      for (const tile of minesLayout('s', 'c', nonce, 5)) counts[tile]! += 1;
    // 5,000 rounds × 5 mines / 25 tiles = 1,000 each (σ ≈ 28).
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });
});
