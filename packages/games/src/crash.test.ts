import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CRASH_HOUSE_EDGE_PERCENT,
  crashPayout,
  crashPoint,
  crashPointFromHash,
  msToReach,
  multiplierAt,
} from './crash';

// CRASH_SEEDS=1000000 runs the distribution check over 10^6 seeds (about 20 s); the default 100,000 keeps
// the suite fast with a tolerance that still catches a wrong edge by a quarter of a point.
const SEEDS = Number(process.env.CRASH_SEEDS ?? 100_000);

describe('crash', () => {
  it('never crashes below 1.00x and floors the extremes', () => {
    expect(crashPointFromHash('0000000000000')).toBe(100);
    expect(crashPointFromHash('8000000000000')).toBe(194);
    expect(crashPointFromHash('fffffffffffff')).toBe(97 * 2 ** 52);
  });

  it(
    `matches the stated ${CRASH_HOUSE_EDGE_PERCENT} % edge over ${SEEDS} seeds`,
    () => {
      const targets = [101, 150, 200, 500, 1000];
      const reached = new Map(targets.map((target) => [target, 0]));
      const clientSeed = 'distribution';
      const serverSeed = randomBytes(32).toString('hex');
      const rtp: string[] = [];
      for (let nonce = 0; nonce < SEEDS; nonce++) {
        const point = crashPoint(serverSeed, clientSeed, nonce);
        for (const target of targets) if (point >= target) reached.set(target, reached.get(target)! + 1);
      }
      for (const target of targets) {
        const p = (100 - CRASH_HOUSE_EDGE_PERCENT) / target;
        const observed = reached.get(target)! / SEEDS;
        const sigma = Math.sqrt((p * (1 - p)) / SEEDS);
        // Return to player of always cashing out at `target`: (target / 100) · P(crash ≥ target).
        expect(Math.abs(observed - p), `P(crash ≥ ${target / 100}x)`).toBeLessThan(5 * sigma);
        rtp.push(`${(target / 100).toFixed(2)}x: ${((observed * target) / 100).toFixed(4)}`);
      }
      console.info(
        `return to player by cash-out target over ${SEEDS} seeds (expected 0.97): ${rtp.join(', ')}`,
      );
    },
    60_000 + SEEDS / 10,
  );

  it('rises from 1.00x and a cash-out at the multiplier pays stake × multiplier', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(8_700)).toBeGreaterThanOrEqual(200);
    for (const target of [101, 150, 200, 1234]) {
      const ms = msToReach(target);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(target);
      expect(multiplierAt(ms - 1)).toBeLessThan(target);
    }
    expect(crashPayout(5_000, 250)).toBe(12_500);
    expect(crashPayout(333, 150)).toBe(499);
  });
});
