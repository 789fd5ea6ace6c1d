import { paiseToRupees } from '@khelo/contracts/money';
import type { TableMode } from '@khelo/contracts/tables';
import type { TableOffer } from './adapter';

// The catalogue of Call Break tables (ADR 032): 4 seats, the 1-, 2- and 4-round versions at ₹10
// and ₹50 entry. Practice offers mirror them on chips. Ids: `call-break-r1-4-10`, practice ones start with
// `practice-`.

const ENTRY_FEES_PAISE = [1_000n, 5_000n];
export const CALL_BREAK_VERSIONS = [1, 2, 4] as const;

function cashOffers(): Omit<TableOffer, 'mode'>[] {
  return CALL_BREAK_VERSIONS.flatMap((rounds) =>
    ENTRY_FEES_PAISE.map((stakePaise) => ({
      offerId: `call-break-r${rounds}-4-${String(paiseToRupees(stakePaise))}`,
      game: 'call-break',
      variant: 'call-break',
      rounds,
      seats: 4,
      stakePaise,
    })),
  );
}

const CATALOGUE: Record<TableMode, TableOffer[]> = {
  cash: cashOffers().map((offer) => ({ ...offer, mode: 'cash' })),
  practice: cashOffers().map((offer) => ({
    ...offer,
    offerId: `practice-${offer.offerId}`,
    mode: 'practice',
  })),
};
const BY_ID = new Map([...CATALOGUE.cash, ...CATALOGUE.practice].map((offer) => [offer.offerId, offer]));

export function callBreakOffers(mode: TableMode): TableOffer[] {
  return CATALOGUE[mode];
}

export function callBreakOffer(offerId: string): TableOffer | null {
  return BY_ID.get(offerId) ?? null;
}
