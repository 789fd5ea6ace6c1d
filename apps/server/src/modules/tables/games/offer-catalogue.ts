import { paiseToRupees } from '@khelo/contracts/money';
import type { TableMode } from '@khelo/contracts/tables';
import type { TableOffer } from './adapter';

// A game's catalogue of tables from its cash offers: practice offers mirror them on chips, their ids the
// cash ids prefixed with `practice-`. Each game's offers file lists its cash offers and nothing else.

export interface OfferCatalogue {
  offers: (mode: TableMode) => TableOffer[];
  offer: (offerId: string) => TableOffer | null;
}

/** A stake in an offer id: rupees, as `0.5`, `10`. */
export function stakeText(paise: bigint): string {
  return String(paiseToRupees(paise));
}

export function offerCatalogue(cashOffers: Omit<TableOffer, 'mode'>[]): OfferCatalogue {
  const catalogue: Record<TableMode, TableOffer[]> = {
    cash: cashOffers.map((offer) => ({ ...offer, mode: 'cash' })),
    practice: cashOffers.map((offer) => ({
      ...offer,
      offerId: `practice-${offer.offerId}`,
      mode: 'practice',
    })),
  };
  const byId = new Map([...catalogue.cash, ...catalogue.practice].map((offer) => [offer.offerId, offer]));
  return {
    offers: (mode) => catalogue[mode],
    offer: (offerId) => byId.get(offerId) ?? null,
  };
}
