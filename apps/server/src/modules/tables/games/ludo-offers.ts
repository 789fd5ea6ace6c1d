import type { TableMode } from '@khelo/contracts/tables';
import type { TableOffer } from './adapter';
import { offerCatalogue, stakeText } from './offer-catalogue';

// The catalogue of Ludo tables: classic for 2 and 4 players and the timed variant (fixed minutes on the
// runtime's clock) for 2, 3 and 4, at ₹10 and ₹50 entry. Practice offers mirror them on chips
// (offer-catalogue.ts). Ids: `ludo-classic-2-10`, `ludo-timed5-2-10`, `ludo-timed10-4-50`; practice ones start
// with `practice-`. The 2nd-place share of 4-player classic games is the operator's setting
// (TABLES_LUDO_SECOND_PERCENT, tables.config.ts).

const ENTRY_FEES_PAISE = [1_000n, 5_000n];

/** The timed variant's minutes on offer for each table size (more players, longer games). */
export const LUDO_TIMED_MINUTES: Record<2 | 3 | 4, readonly number[]> = { 2: [2, 5], 3: [5], 4: [5, 10] };

function cashOffers(): Omit<TableOffer, 'mode'>[] {
  const classic = ([2, 4] as const).flatMap((seats) =>
    ENTRY_FEES_PAISE.map((stakePaise) => ({
      offerId: `ludo-classic-${seats}-${stakeText(stakePaise)}`,
      game: 'ludo',
      variant: 'classic',
      seats,
      stakePaise,
    })),
  );
  const timed = ([2, 3, 4] as const).flatMap((seats) =>
    LUDO_TIMED_MINUTES[seats].flatMap((minutes) =>
      ENTRY_FEES_PAISE.map((stakePaise) => ({
        offerId: `ludo-timed${minutes}-${seats}-${stakeText(stakePaise)}`,
        game: 'ludo',
        variant: 'timed',
        seats,
        stakePaise,
        minutes,
      })),
    ),
  );
  return [...classic, ...timed];
}

const CATALOGUE = offerCatalogue(cashOffers());

export const ludoOffers: (mode: TableMode) => TableOffer[] = CATALOGUE.offers;
export const ludoOffer: (offerId: string) => TableOffer | null = CATALOGUE.offer;
