import { formatChips, formatRupees } from '@/lib/format';
import type { TableMode, TableOffer } from '@khelo/contracts/tables';

// How the picker and the table name an offer and its amounts (pure, for the tests too).

export const VARIANTS = ['points', 'pool', 'deals', 'boot'] as const;
export type Variant = (typeof VARIANTS)[number];

/** The variants a game's picker offers (rummy's three; Teen Patti's one, the boot table). */
const GAME_VARIANTS: Readonly<Record<string, readonly Variant[]>> = { 'teen-patti': ['boot'] };

export function variantsOf(game: string): readonly Variant[] {
  return GAME_VARIANTS[game] ?? ['points', 'pool', 'deals'];
}

export function isVariant(value: string | null): value is Variant {
  return (VARIANTS as readonly (string | null)[]).includes(value);
}

/** ₹0.50 for cash, "0.5 chips" style numbers for practice (the caller adds the word). */
export function amountText(amount: number, mode: TableMode, language: string): string {
  return mode === 'cash' ? formatRupees(amount, language) : formatChips(amount, language);
}

/** The variant's title key and its values: "Pool 101", "Deals ×2", "Points". */
export function variantLabel(offer: Pick<TableOffer, 'variant' | 'pool' | 'deals'>): {
  key: string;
  values: Record<string, number>;
} {
  if (offer.variant === 'pool') return { key: 'variant.poolN', values: { pool: offer.pool ?? 101 } };
  if (offer.variant === 'deals') return { key: 'variant.dealsN', values: { deals: offer.deals ?? 2 } };
  if (offer.variant === 'boot') return { key: 'variant.boot', values: {} };
  return { key: 'variant.points', values: {} };
}

/** Offers of one variant, cheapest first, 2-seat tables before 6-seat ones at the same stake. */
export function offersOf(offers: readonly TableOffer[], variant: Variant): TableOffer[] {
  return offers
    .filter((offer) => offer.variant === variant)
    .sort((a, b) => a.stake - b.stake || (a.pool ?? 0) - (b.pool ?? 0) || a.seats - b.seats);
}
