// The one place that converts between integer paise (database, arithmetic) and rupees (JSON, screen).
// Never do money arithmetic on floats: convert at the edge and add paise.

export type Paise = bigint;

/** Rupees with at most two decimals, as the API sends them, to paise. Throws on anything else. */
export function rupeesToPaise(rupees: number | string): Paise {
  const text = typeof rupees === 'number' ? rupeesNumberToText(rupees) : rupees.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount in rupees with at most two decimals: ${String(rupees)}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const paise = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -paise : paise;
}

function rupeesNumberToText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  // Round-trip through a fixed 2-decimal string only when that is exact, so 10.005 is refused, not rounded.
  const fixed = value.toFixed(2);
  if (Number(fixed) !== value) throw new RangeError(`more than two decimals: ${value}`);
  return fixed;
}

/** Paise to a rupee number with two decimals for JSON. Exact for any balance below 2^53 paise. */
export function paiseToRupees(paise: Paise): number {
  const abs = paise < 0n ? -paise : paise;
  // Parsing the decimal text gives the double nearest to it, which prints back as that text; adding
  // whole and fraction as floats does not (1 + 0.14 is 1.1400000000000001).
  return Number(`${paise < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`);
}

/** True when the number has at most two decimals (what a money field accepts). */
export function hasAtMostTwoDecimals(value: number): boolean {
  // From 1e21 on, toFixed writes exponents (1e+21), which rupeesToPaise refuses.
  return Number.isFinite(value) && Math.abs(value) < 1e21 && Number(value.toFixed(2)) === value;
}
