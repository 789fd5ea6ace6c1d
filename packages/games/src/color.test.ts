import { describe, expect, it } from 'vitest';
import { COLOR_SELECTIONS, colorPayout, contractPaise, drawNumberFromHash, issueAt } from './color';

// The spec's table on a 98 contract (pages-and-rules.md section 9), in rupees.
function expected(selection: string, n: number): number {
  if (selection === 'green') return [1, 3, 7, 9].includes(n) ? 196 : n === 5 ? 147 : 0;
  if (selection === 'red') return [2, 4, 6, 8].includes(n) ? 196 : n === 0 ? 147 : 0;
  if (selection === 'violet') return n === 0 || n === 5 ? 441 : 0;
  if (selection === 'big') return n >= 5 ? 196 : 0;
  if (selection === 'small') return n <= 4 ? 196 : 0;
  return Number(selection) === n ? 882 : 0;
}

describe('color prediction', () => {
  it('takes a 2 % fee: a 100 stake is a 98 contract', () => {
    expect(contractPaise(10_000)).toBe(9_800);
  });

  it('pays every selection on every number exactly as the spec table', () => {
    for (const selection of COLOR_SELECTIONS)
      for (let n = 0; n <= 9; n++)
        expect(colorPayout(10_000, selection, n) / 100, `${selection} on ${n}`).toBe(expected(selection, n));
  });

  it('draws numbers 0-9 evenly from the hash', () => {
    expect(drawNumberFromHash('0000000000000')).toBe(0);
    expect(drawNumberFromHash('fffffffffffff')).toBe(9);
    expect(drawNumberFromHash('8000000000000')).toBe(5);
  });

  it('numbers 1440 issues a day by the IST date', () => {
    const midnightIst = Date.UTC(2026, 10, 22, 18, 30);
    expect(issueAt(midnightIst).issue).toBe('202611230001');
    expect(issueAt(midnightIst + 44_999)).toMatchObject({
      issue: '202611230001',
      ordersCloseAt: midnightIst + 45_000,
    });
    expect(issueAt(midnightIst + 60_000).issue).toBe('202611230002');
    expect(issueAt(midnightIst - 1).issue).toBe('202611221440');
  });
});
