import type { TableMode } from '@khelo/contracts/tables';
import type { TableOffer } from './adapter';
import { offerCatalogue, stakeText } from './offer-catalogue';

// The catalogue of rummy tables (TABLES-DESIGN "Offers"): points at ₹0.10–₹5 a point on 2 and 6 seats,
// pool 101/201 on 6 seats and deals (2 deals on 2 seats, 3 on 6) at ₹10 and ₹50. Practice offers mirror
// them on chips (offer-catalogue.ts). Ids: `rummy-points-6-0.5`, `rummy-pool101-6-10`, `rummy-deals2-2-50`;
// practice ones start with `practice-`. Operator-set stakes come later (a settings table); the ids stay.

const POINT_VALUES_PAISE = [10n, 50n, 100n, 500n];
const ENTRY_FEES_PAISE = [1_000n, 5_000n];

function cashOffers(): Omit<TableOffer, 'mode'>[] {
  const offers: Omit<TableOffer, 'mode'>[] = [];
  for (const seats of [2, 6])
    for (const stakePaise of POINT_VALUES_PAISE)
      offers.push({
        offerId: `rummy-points-${seats}-${stakeText(stakePaise)}`,
        game: 'rummy',
        variant: 'points',
        seats,
        stakePaise,
      });
  for (const pool of [101, 201] as const)
    for (const stakePaise of ENTRY_FEES_PAISE)
      offers.push({
        offerId: `rummy-pool${pool}-6-${stakeText(stakePaise)}`,
        game: 'rummy',
        variant: 'pool',
        pool,
        seats: 6,
        stakePaise,
      });
  for (const [deals, seats] of [
    [2, 2],
    [3, 6],
  ] as const)
    for (const stakePaise of ENTRY_FEES_PAISE)
      offers.push({
        offerId: `rummy-deals${deals}-${seats}-${stakeText(stakePaise)}`,
        game: 'rummy',
        variant: 'deals',
        deals,
        seats,
        stakePaise,
      });
  return offers;
}

const CATALOGUE = offerCatalogue(cashOffers());

export const rummyOffers: (mode: TableMode) => TableOffer[] = CATALOGUE.offers;
export const rummyOffer: (offerId: string) => TableOffer | null = CATALOGUE.offer;
