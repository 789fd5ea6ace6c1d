import type { TableMode } from '@khelo/contracts/tables';
import type { TableOffer } from './adapter';
import { offerCatalogue, stakeText } from './offer-catalogue';

// The catalogue of Teen Patti tables: 6 seats (the spec's 3–6 players) at boots of ₹1, ₹5, ₹10 and ₹50;
// practice offers mirror them on chips. Ids `teen-patti-boot-6-5`, `practice-teen-patti-boot-6-5`.

export const TEEN_PATTI_SEATS = 6;
const BOOTS_PAISE = [100n, 500n, 1_000n, 5_000n];

const CATALOGUE = offerCatalogue(
  BOOTS_PAISE.map((stakePaise) => ({
    offerId: `teen-patti-boot-${TEEN_PATTI_SEATS}-${stakeText(stakePaise)}`,
    game: 'teen-patti',
    variant: 'boot',
    seats: TEEN_PATTI_SEATS,
    stakePaise,
  })),
);

export const teenPattiOffers: (mode: TableMode) => TableOffer[] = CATALOGUE.offers;
export const teenPattiOffer: (offerId: string) => TableOffer | null = CATALOGUE.offer;
