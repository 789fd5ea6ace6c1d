import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise } from './money';

describe('money conversion', () => {
  it('converts rupees with up to two decimals to exact paise', () => {
    expect(rupeesToPaise(10)).toBe(1000n);
    expect(rupeesToPaise(0.1)).toBe(10n);
    expect(rupeesToPaise(20.5)).toBe(2050n);
    expect(rupeesToPaise('49999.99')).toBe(4999999n);
    expect(rupeesToPaise(-3.07)).toBe(-307n);
  });

  it('refuses more than two decimals and non-numbers instead of rounding', () => {
    expect(() => rupeesToPaise(10.005)).toThrow(RangeError);
    expect(() => rupeesToPaise('1e3')).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });

  it('gives the rupee number that prints with at most two decimals', () => {
    expect(paiseToRupees(114n)).toBe(1.14);
    expect(String(paiseToRupees(114n))).toBe('1.14');
    for (let paise = 0n; paise < 20_000n; paise += 1n) {
      const rupees = paiseToRupees(paise);
      expect(Number(rupees.toFixed(2))).toBe(rupees);
    }
    expect(paiseToRupees(-5n)).toBe(-0.05);
  });

  it('round-trips paise to rupees', () => {
    for (const paise of [0n, 1n, 99n, 100n, 2050n, 123456789n, -307n]) {
      expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
    }
  });
});
