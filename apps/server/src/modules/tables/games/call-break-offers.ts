import type { TableMode } from '@khelo/contracts/tables';
import type { TableOffer } from './adapter';
import { offerCatalogue, stakeText } from './offer-catalogue';

// The catalogue of Call Break tables (ADR 032): 4 seats, the 1-, 2- and 4-round versions at ₹10
// and ₹50 entry. Practice offers mirror them on chips (offer-catalogue.ts). Ids: `call-break-r1-4-10`,
// practice ones start with `practice-`.

const ENTRY_FEES_PAISE = [1_000n, 5_000n];
export const CALL_BREAK_VERSIONS = [1, 2, 4] as const;

function cashOffers(): Omit<TableOffer, 'mode'>[] {
  return CALL_BREAK_VERSIONS.flatMap((rounds) =>
    ENTRY_FEES_PAISE.map((stakePaise) => ({
      offerId: `call-break-r${rounds}-4-${stakeText(stakePaise)}`,
      game: 'call-break',
      variant: 'call-break',
      rounds,
      seats: 4,
      stakePaise,
    })),
  );
}

const CATALOGUE = offerCatalogue(cashOffers());

export const callBreakOffers: (mode: TableMode) => TableOffer[] = CATALOGUE.offers;
export const callBreakOffer: (offerId: string) => TableOffer | null = CATALOGUE.offer;
