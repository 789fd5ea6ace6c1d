import type { TFunction } from 'i18next';

// How a rummy table's options read to a player: "Points rummy · 6 seats", "Pool 101 · 6 seats",
// "Deals (2) · 2 seats". Shared by the verify page and game history.

export function variantLabel(t: TFunction<'games'>, options: Record<string, unknown>): string {
  const seats = typeof options.seats === 'number' ? options.seats : null;
  const variant =
    options.variant === 'pool'
      ? t('rummyVerify.variants.pool', { pool: options.pool })
      : options.variant === 'deals'
        ? t('rummyVerify.variants.deals', { deals: options.deals })
        : t('rummyVerify.variants.points');
  return seats === null ? variant : `${variant} · ${t('rummyVerify.seatCount', { count: seats })}`;
}
