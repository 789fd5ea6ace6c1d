import { dealBaccarat, encodeBaccarat, type BaccaratDeal } from './baccarat';
import { DT_CARDS_PER_ROUND, dealDragonTiger, encodeDragonTiger, type DragonTigerDeal } from './dragon-tiger';
import { commitmentOf } from './fair';
import { shuffleShoe, type Card, type ShoeDecks } from './shoe';

// One round of a card game = the cards from a position of its shoe. The server deals with this and the
// verify page repeats it in the browser from the revealed shoe seed.

export type CardGameKind = 'dragon-tiger' | 'baccarat';

export type CardRoundDeal =
  | ({ kind: 'dragon-tiger'; cards: Card[]; used: number } & DragonTigerDeal)
  | ({ kind: 'baccarat'; cards: Card[] } & BaccaratDeal);

export function dealFromShoe(kind: CardGameKind, shoe: readonly Card[], position: number): CardRoundDeal {
  if (kind === 'dragon-tiger') {
    const deal = dealDragonTiger(shoe, position);
    return {
      kind,
      ...deal,
      cards: [deal.dragon, deal.tiger],
      used: DT_CARDS_PER_ROUND,
    };
  }
  const deal = dealBaccarat(shoe, position);
  return { kind, ...deal, cards: shoe.slice(position, position + deal.used) };
}

export function outcomeCodeOf(deal: CardRoundDeal): number {
  return deal.kind === 'dragon-tiger' ? encodeDragonTiger(deal) : encodeBaccarat(deal);
}

export interface CardRoundVerifyInput {
  kind: CardGameKind;
  shoeSeed: string;
  clientSeed: string;
  nonce: number | string;
  decks: ShoeDecks;
  /** Position in the shoe of the round's first card (0-based). */
  position: number;
  /** SHA-256 of the shoe seed, published when the shoe started. */
  commitment: string;
}

export function verifyCardRound(input: CardRoundVerifyInput) {
  const shoe = shuffleShoe(input.shoeSeed, input.clientSeed, input.nonce, input.decks);
  const deal = dealFromShoe(input.kind, shoe, input.position);
  return {
    commitmentMatches: commitmentOf(input.shoeSeed) === input.commitment.trim().toLowerCase(),
    deal,
    outcome: outcomeCodeOf(deal),
  };
}
