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

export function formatDate(value: Date | string | number, language?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(value));
}

/** "24 Nov 2026, 12:00 am IST": times the rules define on India Standard Time, wherever the browser is. */
export function formatDateTimeIst(value: Date | string | number, language?: string): string {
  const text = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(value));
  return `${text} IST`;
}

export function formatDateTime(value: Date | string | number, language?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

/** "Assam, Telangana and Andhra Pradesh" in the reader's language. */
export function formatList(items: readonly string[], language?: string): string {
  return new Intl.ListFormat(localeOf(language), { style: 'long', type: 'conjunction' }).format(items);
}
