import type { TableMode } from '@khelo/contracts/tables';
import type { TableOffer } from './adapter';
import { offerCatalogue, stakeText } from './offer-catalogue';

// The catalogue of Ludo tables: classic for 2 and 4 players and the timed variant for 2, at ₹10 and ₹50
// entry. Practice offers mirror them on chips (offer-catalogue.ts). Ids: `ludo-classic-2-10`,
// `ludo-timed5-2-10`; practice ones start with `practice-`.

const ENTRY_FEES_PAISE = [1_000n, 5_000n];

/**
 * The operator's setting for 4-player games: the share of the prize (entries less the rake) that 2nd place
 * gets, percent; the winner gets the rest. 0 makes them winner-takes-all (the engine then ends the game at
 * the first player home).
 */
export const LUDO_SECOND_PLACE_PERCENT = 30;

/** The timed variant's minutes on offer. */
export const LUDO_TIMED_MINUTES = [2, 5] as const;

function cashOffers(): Omit<TableOffer, 'mode'>[] {
  const classic = ([2, 4] as const).flatMap((seats) =>
    ENTRY_FEES_PAISE.map((stakePaise) => ({
      offerId: `ludo-classic-${seats}-${stakeText(stakePaise)}`,
      game: 'ludo',
      variant: 'classic',
      seats,
      stakePaise,
      ...(seats === 4 && LUDO_SECOND_PLACE_PERCENT > 0 ? { secondPercent: LUDO_SECOND_PLACE_PERCENT } : {}),
    })),
  );
  const timed = LUDO_TIMED_MINUTES.flatMap((minutes) =>
    ENTRY_FEES_PAISE.map((stakePaise) => ({
      offerId: `ludo-timed${minutes}-2-${stakeText(stakePaise)}`,
      game: 'ludo',
      variant: 'timed',
      seats: 2,
      stakePaise,
      minutes,
    })),
  );
  return [...classic, ...timed];
}

const CATALOGUE = offerCatalogue(cashOffers());

export const ludoOffers: (mode: TableMode) => TableOffer[] = CATALOGUE.offers;
export const ludoOffer: (offerId: string) => TableOffer | null = CATALOGUE.offer;
