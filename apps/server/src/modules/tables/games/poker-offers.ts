import type { TableMode } from '@khelo/contracts/tables';
import type { TableOffer } from './adapter';
import { offerCatalogue, stakeText } from './offer-catalogue';

// The catalogue of poker cash tables (docs/poker.md "Tables"): No-Limit Hold'em and Pot-Limit Omaha 4 and 5,
// 6-max and 9-max, by stakes. `stakePaise` is the big blind (the small blind is half of it); the buy-in is 40
// to 100 big blinds. Ids: `poker-holdem-6-2` (game, variant, seats, big blind in rupees); practice ones
// start with `practice-` and play the same on chips.

export const POKER_BUY_IN_BIG_BLINDS = { min: 40, max: 100 } as const;
const HOLDEM_BIG_BLINDS_PAISE = [200n, 1_000n];
const OMAHA_BIG_BLINDS_PAISE = [200n];

function cashOffers(): Omit<TableOffer, 'mode'>[] {
  const offers: Omit<TableOffer, 'mode'>[] = [];
  const add = (variant: string, seats: number, stakePaise: bigint) =>
    offers.push({
      offerId: `poker-${variant}-${seats}-${stakeText(stakePaise)}`,
      game: 'poker',
      variant,
      seats,
      stakePaise,
    });
  for (const seats of [6, 9]) for (const bigBlind of HOLDEM_BIG_BLINDS_PAISE) add('holdem', seats, bigBlind);
  for (const variant of ['omaha4', 'omaha5'])
    for (const bigBlind of OMAHA_BIG_BLINDS_PAISE) add(variant, 6, bigBlind);
  return offers;
}

const CATALOGUE = offerCatalogue(cashOffers());

export const pokerOffers: (mode: TableMode) => TableOffer[] = CATALOGUE.offers;
export const pokerOffer: (offerId: string) => TableOffer | null = CATALOGUE.offer;

/** The blinds and the buy-in range of an offer, paise (practice: chip hundredths). */
export function pokerStakes(offer: TableOffer) {
  const bigBlind = offer.stakePaise;
  return {
    smallBlind: bigBlind / 2n,
    bigBlind,
    minBuyIn: bigBlind * BigInt(POKER_BUY_IN_BIG_BLINDS.min),
    maxBuyIn: bigBlind * BigInt(POKER_BUY_IN_BIG_BLINDS.max),
  };
}
