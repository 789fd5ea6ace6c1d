import { DEFAULT_LANGUAGE, LOCALE_TAG } from '@khelo/contracts/locales';
import type { Language } from '@khelo/contracts/locales';

function localeOf(language: string | undefined): string {
  return LOCALE_TAG[(language as Language) in LOCALE_TAG ? (language as Language) : DEFAULT_LANGUAGE];
}

/** ₹1,23,456.50 — Indian grouping, at most two decimals. */
export function formatRupees(amount: number, language?: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** 10,000 — practice chips: a number with Indian grouping, never a currency. */
export function formatChips(amount: number, language?: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(amount);
}

// Every date and time a player or a staff member reads is India Standard Time, wherever the browser is
// (a phone abroad, a test machine on UTC), and a time says so: the ledger, the rules and the cashier all
// count in IST, and two pages must never show one moment as 2:02 pm and 7:32 pm.

const IST = 'Asia/Kolkata';
const IST_LABEL = 'IST';

export type IstStyle = 'date' | 'time' | 'dateTime';

const IST_OPTIONS: Record<IstStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * A moment in IST, in the reader's language: "22 Nov 2026" (date), "7:32 pm IST" (time) or
 * "22 Nov 2026, 7:32 pm IST" (dateTime, the default). Only a date carries no zone: it is India's date.
 */
export function formatIst(
  value: Date | string | number,
  language?: string,
  style: IstStyle = 'dateTime',
): string {
  const text = new Intl.DateTimeFormat(localeOf(language), { ...IST_OPTIONS[style], timeZone: IST }).format(
    new Date(value),
  );
  return style === 'date' ? text : `${text} ${IST_LABEL}`;
}

// CLDR's long conjunction lists of en-IN and hi-IN, as Intl.ListFormat writes them (format.test.ts
// compares). Not Intl itself: its first ListFormat in a page loads the locale's list data, 13–26 ms of
// main thread on a desktop, before `/` could paint its blocked-states notice (issue 19).
const LIST_WORDS: Record<Language, { pair: string; last: string }> = {
  en: { pair: ' and ', last: ' and ' },
  hd: { pair: ' और ', last: ', और ' },
};

/** "Assam, Telangana and Andhra Pradesh" in the reader's language. */
export function formatList(items: readonly string[], language?: string): string {
  const words = LIST_WORDS[(language as Language) in LIST_WORDS ? (language as Language) : DEFAULT_LANGUAGE];
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]}${words.pair}${items[1]}`;
  return `${items.slice(0, -1).join(', ')}${words.last}${items.at(-1)}`;
}
