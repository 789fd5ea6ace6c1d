import { paiseToRupees } from '@khelo/contracts/money';
import type { TableMode } from '@khelo/contracts/tables';
import type { TableOffer } from './adapter';

// The catalogue of Teen Patti tables: 6 seats (the spec's 3–6 players) at boots of ₹1, ₹5, ₹10 and ₹50;
// practice offers mirror them on chips. Ids `teen-patti-boot-6-5`, `practice-teen-patti-boot-6-5`.

export const TEEN_PATTI_SEATS = 6;
const BOOTS_PAISE = [100n, 500n, 1_000n, 5_000n];

function offersOf(mode: TableMode): TableOffer[] {
  return BOOTS_PAISE.map((stakePaise) => ({
    offerId: `${mode === 'practice' ? 'practice-' : ''}teen-patti-boot-${TEEN_PATTI_SEATS}-${paiseToRupees(stakePaise)}`,
    game: 'teen-patti',
    mode,
    variant: 'boot',
    seats: TEEN_PATTI_SEATS,
    stakePaise,
  }));
}

const CATALOGUE: Record<TableMode, TableOffer[]> = { cash: offersOf('cash'), practice: offersOf('practice') };
const BY_ID = new Map([...CATALOGUE.cash, ...CATALOGUE.practice].map((offer) => [offer.offerId, offer]));

export function teenPattiOffers(mode: TableMode): TableOffer[] {
  return CATALOGUE[mode];
}

export function teenPattiOffer(offerId: string): TableOffer | null {
  return BY_ID.get(offerId) ?? null;
}
