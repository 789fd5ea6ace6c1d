import { formatChips, formatRupees } from '@/lib/format';
import type { TableMode, TableOffer } from '@khelo/contracts/tables';

// How the picker and the table name an offer and its amounts (pure, for the tests too).

export const VARIANTS = ['points', 'pool', 'deals'] as const;
export type Variant = string;
/**
 * The picker's tabs of each game (rummy: its variants; Teen Patti: its one, the boot table; Call Break: its
 * versions of 1, 2 or 4 rounds; poker: Hold'em, Omaha 4 and Omaha 5; Ludo: classic and timed).
 */
const GAME_VARIANTS: Record<string, readonly string[]> = {
  rummy: VARIANTS,
  'teen-patti': ['boot'],
  'call-break': ['rounds1', 'rounds2', 'rounds4'],
  poker: ['holdem', 'omaha4', 'omaha5'],
  ludo: ['classic', 'timed'],
  'fortune-wheel': ['fwEn', 'fwHi'],
};

export function variantsOf(game: string): readonly string[] {
  return GAME_VARIANTS[game] ?? VARIANTS;
}

export function isVariant(value: string | null, game = 'rummy'): value is Variant {
  return (variantsOf(game) as readonly (string | null)[]).includes(value);
}

/** The tab an offer belongs to. */
function tabOf(offer: Pick<TableOffer, 'game' | 'variant' | 'rounds' | 'offer_id'>): string {
  if (offer.game === 'fortune-wheel') return offer.offer_id.endsWith('-hi') ? 'fwHi' : 'fwEn';
  return offer.game === 'call-break' ? `rounds${offer.rounds ?? 1}` : offer.variant;
}

/** ₹0.50 for cash, "0.5 chips" style numbers for practice (the caller adds the word). */
export function amountText(amount: number, mode: TableMode, language: string): string {
  return mode === 'cash' ? formatRupees(amount, language) : formatChips(amount, language);
}

/** An amount as the picker shows it: rupees for cash, "1 chip" / "10 chips" (the tables namespace's t). */
export function offerMoney(
  amount: number,
  mode: TableMode,
  language: string,
  t: (key: 'chips', values: { amount: string; count: number }) => string,
): string {
  const text = amountText(amount, mode, language);
  return mode === 'cash' ? text : t('chips', { amount: text, count: amount });
}

/** The variant's title key and its values: "Pool 101", "Deals ×2", "Points". */
export function variantLabel(offer: Pick<TableOffer, 'variant' | 'pool' | 'deals' | 'rounds' | 'minutes'>): {
  key: string;
  values: Record<string, number>;
} {
  if (offer.variant === 'fortune-wheel') return { key: 'variant.fortuneWheel', values: {} };
  if (offer.variant === 'call-break') return { key: `variant.rounds${offer.rounds ?? 1}`, values: {} };
  if (offer.variant === 'pool') return { key: 'variant.poolN', values: { pool: offer.pool ?? 101 } };
  if (offer.variant === 'deals') return { key: 'variant.dealsN', values: { deals: offer.deals ?? 2 } };
  if (offer.variant === 'boot') return { key: 'variant.boot', values: {} };
  if (['holdem', 'omaha4', 'omaha5'].includes(offer.variant))
    return { key: `variant.${offer.variant}`, values: {} };
  if (offer.variant === 'classic') return { key: 'variant.classic', values: {} };
  if (offer.variant === 'timed') return { key: 'variant.timedN', values: { minutes: offer.minutes ?? 5 } };
  return { key: 'variant.points', values: {} };
}

/** Offers of one variant, cheapest first, 2-seat tables before 6-seat ones at the same stake. */
export function offersOf(offers: readonly TableOffer[], variant: Variant): TableOffer[] {
  return offers
    .filter((offer) => tabOf(offer) === variant)
    .sort(
      (a, b) =>
        (a.minutes ?? 0) - (b.minutes ?? 0) ||
        a.stake - b.stake ||
        (a.pool ?? 0) - (b.pool ?? 0) ||
        a.seats - b.seats,
    );
}
