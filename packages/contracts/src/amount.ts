import { z } from 'zod';
import { MAX_SINGLE_DEPOSIT_RUPEES } from './constants';
import { hasAtMostTwoDecimals } from './money';

// The one amount schema of every money call (deposits, the gateway's webhook, withdrawals and their
// preview, staff adjustments, the wallet API, house-game bets, deposit limits): a JSON number of rupees
// with at most two decimals inside a named range, else a 400 naming the field. Text, arrays and booleans
// are refused, never coerced: `amount: true` once held Rs 1. Operators' settings (payment_settings) may
// only lower these ceilings; the schema bound keeps every amount far inside 2^53 paise and a bigint.

/** Rupees: the ceilings of each kind of amount, the schema-level bounds. */
export const AMOUNT_LIMITS = {
  /** Largest single deposit (pages-and-rules.md section 9). */
  deposit: MAX_SINGLE_DEPOSIT_RUPEES,
  /** Largest single withdrawal an operator may allow (its own maximum is payment_settings.max_withdrawal). */
  withdrawal: 1_000_000,
  /** Largest staff balance adjustment an operator may allow (payment_settings.max_adjustment). */
  adjustment: 1_000_000,
  /** Anything else that counts money: the wallet API, the gateway's webhook, deposit limits. */
  any: 10_000_000,
} as const;

export const AMOUNT_PROBLEMS = {
  required: 'is required',
  type: 'must be a number in rupees',
  positive: 'must be more than 0',
  negative: 'must not be negative',
  decimals: 'must have at most two decimals',
  atLeast: (minimum: number) => `must be at least ${minimum}`,
  atMost: (maximum: number) => `must be at most ${maximum}`,
} as const;

export interface AmountRange {
  /** Rupees, inclusive. */
  max: number;
  /** Rupees, inclusive; 'positive' (the default) is more than 0, 'zero' allows 0. */
  min?: number | 'positive' | 'zero';
}

/** A JSON number of rupees with at most two decimals within `range`. */
export function amountSchema(range: AmountRange) {
  const { max, min = 'positive' } = range;
  const number = z.number({
    error: (issue) => (issue.input === undefined ? AMOUNT_PROBLEMS.required : AMOUNT_PROBLEMS.type),
  });
  const bounded =
    min === 'positive'
      ? number.positive({ error: AMOUNT_PROBLEMS.positive })
      : min === 'zero'
        ? number.nonnegative({ error: AMOUNT_PROBLEMS.negative })
        : number.min(min, { error: AMOUNT_PROBLEMS.atLeast(min) });
  return bounded
    .max(max, { error: AMOUNT_PROBLEMS.atMost(max) })
    .refine(hasAtMostTwoDecimals, { error: AMOUNT_PROBLEMS.decimals });
}

/**
 * The same amount typed into an HTML form (text such as "100" or "99.50"): only the sandbox's form pages
 * take it. JSON calls take numbers (amountSchema).
 */
export function amountTextSchema(range: AmountRange) {
  return z
    .string({ error: AMOUNT_PROBLEMS.type })
    .trim()
    .regex(/^\d{1,12}(?:\.\d+)?$/, { error: AMOUNT_PROBLEMS.type })
    .transform(Number)
    .pipe(amountSchema(range));
}
