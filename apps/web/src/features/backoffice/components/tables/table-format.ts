import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import type { RummyTableSnapshot } from '@khelo/contracts/tables';
import { LOCALE_TAG, type Language } from '@khelo/contracts/locales';
import { formatChips } from '@/lib/format';
import { formatRupees } from '../query-state';

// What the back office's table screens share: amounts in rupees or chips by the table's mode, a seat's
// label, the spectator snapshot's shape and a clock for deadlines.

export type TableMode = 'cash' | 'practice';

/** ₹1,234.50 on a cash table; "1,234.5 chips" on a practice table (chips are never rupees). */
export function tableMoney(t: TFunction<'backoffice'>, amount: number, mode: TableMode): string {
  return mode === 'practice'
    ? t('tables.chips', { chips: formatChips(amount, 'en'), count: amount })
    : formatRupees(amount);
}

/** Seat numbers are 0-based in the API; people count from 1 (the table page says "Seat 1" too). */
export function seatLabel(t: TFunction<'backoffice'>, seat: number): string {
  return t('tables.seat', { seat: seat + 1 });
}

/** The spectator's snapshot of a rummy table (my_seat null; the view holds no hidden card). */
export type SpectatorSnapshot = RummyTableSnapshot;

export function asSnapshot(value: unknown): SpectatorSnapshot | null {
  return value && typeof value === 'object' && 'seats' in value ? (value as SpectatorSnapshot) : null;
}

/** The current time, ticking every `ms` while mounted (deadline countdowns). */
export function useNow(ms = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** A move's time of day in IST to the second ("7:58:20 pm IST"); the hand's header gives the date. */
export function formatMoveTime(iso: string, language: string): string {
  const tag = LOCALE_TAG[language as Language] ?? LOCALE_TAG.en;
  const text = new Intl.DateTimeFormat(tag, { timeStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );
  return `${text} IST`;
}

/** Whole seconds from `now` to `iso`, never below 0. */
export function secondsLeft(iso: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}
