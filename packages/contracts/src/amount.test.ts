import { describe, expect, it } from 'vitest';
import { amountSchema, amountTextSchema } from './amount';
import { hasAtMostTwoDecimals, rupeesToPaise } from './money';

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('the amount schema', () => {
  const deposit = amountSchema({ max: 50_000 });

  it('takes JSON numbers of rupees with at most two decimals inside the range', () => {
    for (const value of [0.01, 1, 99.5, 49_999.99, 50_000]) expect(deposit.parse(value)).toBe(value);
    expect(amountSchema({ min: 'zero', max: 10 }).parse(0)).toBe(0);
    expect(amountSchema({ min: 10, max: 100 }).parse(10)).toBe(10);
  });

  it('refuses text, arrays, booleans and null instead of coercing them', () => {
    for (const value of ['100', [100], true, null, {}, Number.NaN])
      expect(problem(deposit.safeParse(value)), JSON.stringify(value)).toBe('must be a number in rupees');
    expect(problem(deposit.safeParse(undefined))).toBe('is required');
  });

  it('names the broken bound', () => {
    expect(problem(deposit.safeParse(1e308))).toBe('must be at most 50000');
    expect(problem(deposit.safeParse(2 ** 63))).toBe('must be at most 50000');
    expect(problem(deposit.safeParse(0))).toBe('must be more than 0');
    expect(problem(amountSchema({ min: 'zero', max: 10 }).safeParse(-0.01))).toBe('must not be negative');
    expect(problem(amountSchema({ min: 10, max: 100 }).safeParse(9.99))).toBe('must be at least 10');
    expect(problem(deposit.safeParse(10.005))).toBe('must have at most two decimals');
  });

  it('converts every accepted amount to paise without throwing', () => {
    for (const value of [0.01, 0.07, 1.1, 20.5, 49_999.99, 50_000]) {
      expect(deposit.safeParse(value).success).toBe(true);
      expect(() => rupeesToPaise(value)).not.toThrow();
    }
    // toFixed writes 1e+21 with an exponent: not "two decimals" any more.
    expect(hasAtMostTwoDecimals(1e21)).toBe(false);
  });

  it('reads form text only in its own schema', () => {
    const form = amountTextSchema({ max: 50_000 });
    expect(form.parse(' 99.50 ')).toBe(99.5);
    expect(problem(form.safeParse('1e3'))).toBe('must be a number in rupees');
    expect(problem(form.safeParse('10.005'))).toBe('must have at most two decimals');
    expect(problem(form.safeParse('60000'))).toBe('must be at most 50000');
  });
});
