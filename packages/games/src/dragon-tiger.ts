import { rankOf, type Card } from './shoe';

// Dragon Tiger (pages-and-rules.md section 9: "The house takes 12 percent on a tie; 6 or 8 decks";
// ADR docs/adr/013-dragon-tiger-tie.md): one card to Dragon, one to Tiger, the higher rank wins, A low,
// K high, suits ignored. Dragon and Tiger pay 1:1, Tie 8:1; on a tie Dragon and Tiger bets get 88 % of the
// stake back (the house takes 12 %).

export const DRAGON_TIGER_SPOTS = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number];
export type DragonTigerWinner = DragonTigerSpot;

export const DT_TIE_PAYS = 8;
export const DT_TIE_TAKE_PERCENT = 12;

export interface DragonTigerDeal {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerWinner;
}

export function isDragonTigerSpot(value: string): value is DragonTigerSpot {
  return (DRAGON_TIGER_SPOTS as readonly string[]).includes(value);
}

/** Dragon gets the card at `position`, Tiger the next one. */
export function dealDragonTiger(shoe: readonly Card[], position: number): DragonTigerDeal {
  const dragon = shoe[position];
  const tiger = shoe[position + 1];
  if (dragon === undefined || tiger === undefined) throw new RangeError('the shoe has no cards left');
  const d = rankOf(dragon);
  const t = rankOf(tiger);
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' };
}

export const DT_CARDS_PER_ROUND = 2;

/** Paise paid back for a stake on `spot` (0 for a loss), stake included; rounded down to the paisa. */
export function dragonTigerPayout(stakePaise: number, spot: DragonTigerSpot, winner: DragonTigerWinner) {
  if (spot === 'tie') return winner === 'tie' ? stakePaise * (DT_TIE_PAYS + 1) : 0;
  if (winner === 'tie') return Math.floor((stakePaise * (100 - DT_TIE_TAKE_PERCENT)) / 100);
  return spot === winner ? stakePaise * 2 : 0;
}

/** The round's outcome as one integer (house_rounds.outcome): winner + 4 · (dragon · 52 + tiger). */
export function encodeDragonTiger(deal: DragonTigerDeal): number {
  return DRAGON_TIGER_SPOTS.indexOf(deal.winner) + 4 * (deal.dragon * 52 + deal.tiger);
}

export function decodeDragonTiger(code: number): DragonTigerDeal {
  const cards = Math.floor(code / 4);
  return {
    winner: DRAGON_TIGER_SPOTS[code % 4]!,
    dragon: Math.floor(cards / 52),
    tiger: cards % 52,
  };
}
