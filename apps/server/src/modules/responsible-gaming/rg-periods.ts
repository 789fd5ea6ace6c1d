import { paiseToRupees } from '@khelo/contracts/money';
import type { DepositLimitPeriod } from '@khelo/contracts/responsible-gaming';

// Deposit-limit periods are calendar periods on India Standard Time (UTC+05:30, no daylight saving):
// the day from 00:00 IST, the week from Monday 00:00 IST, the month from the 1st 00:00 IST. A player can
// read "resets at 00:00 on Monday" and the operator's reports add up by calendar period; a rolling window
// would make the reset time depend on every past deposit.

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** [start, end) of the period that contains `at`. */
export function periodBounds(period: DepositLimitPeriod, at: Date): { start: Date; end: Date } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth();
  const dayStart = Date.UTC(year, month, ist.getUTCDate()) - IST_OFFSET_MS;
  switch (period) {
    case 'daily':
      return { start: new Date(dayStart), end: new Date(dayStart + DAY_MS) };
    case 'weekly': {
      const sinceMonday = (ist.getUTCDay() + 6) % 7;
      const start = dayStart - sinceMonday * DAY_MS;
      return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
    }
    case 'monthly':
      return {
        start: new Date(Date.UTC(year, month, 1) - IST_OFFSET_MS),
        end: new Date(Date.UTC(year, month + 1, 1) - IST_OFFSET_MS),
      };
  }
}

/** "2 Dec 2026, 00:00 IST": how refusals name a time. */
export function istText(at: Date): string {
  const text = at.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return `${text} IST`;
}

/** `months` calendar months after `at` (the 31st of a shorter month ends on its last day's overflow). */
export function addMonths(at: Date, months: number): Date {
  const end = new Date(at.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}
/** "₹1,000.00" (Indian grouping) for the English refusal messages. */
export function formatRupeesText(paise: bigint): string {
  return `₹${paiseToRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
