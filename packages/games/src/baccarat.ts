import { rankOf, type Card } from './shoe';

// Punto banco (pages-and-rules.md section 9: "Natural totals 8 or 9"): card values A = 1, 2-9 face value,
// 10 and faces 0; a total is the sum mod 10. A natural 8 or 9 on either side ends the deal; otherwise the
// Player draws on 0-5, and the Banker follows the standard tableau (below). Player pays 1:1, Banker 1:1
// less 5 % commission, Tie 8:1; Player and Banker bets are returned on a tie.

export const BACCARAT_SPOTS = ['player', 'banker', 'tie'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type BaccaratWinner = BaccaratSpot;

export const BACCARAT_TIE_PAYS = 8;
export const BANKER_COMMISSION_PERCENT = 5;
/** At most six cards a round: the cut card is never placed closer to the end than this. */
export const BACCARAT_MAX_CARDS = 6;

export function isBaccaratSpot(value: string): value is BaccaratSpot {
  return (BACCARAT_SPOTS as readonly string[]).includes(value);
}

export function pointOf(card: Card): number {
  const rank = rankOf(card);
  return rank >= 10 ? 0 : rank;
}

export function totalOf(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + pointOf(card), 0) % 10;
}

/** The Player draws a third card on 0-5 (no natural on either side). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The Banker's tableau: with no Player third card (the Player stood) the Banker draws on 0-5; otherwise
 * 0-2 draws; 3 draws unless the Player's third card is 8; 4 draws on 2-7; 5 on 4-7; 6 on 6-7; 7 stands.
 * `playerThird` is the point value (0-9) of the Player's third card, or null when the Player stood.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export interface BaccaratDeal {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** Cards taken from the shoe: 4 to 6. */
  used: number;
}

/** Deals from `position`: Player, Banker, Player, Banker, then the third cards by the rules. */
export function dealBaccarat(shoe: readonly Card[], position: number): BaccaratDeal {
  let next = position;
  const take = (): Card => {
    const card = shoe[next++];
    if (card === undefined) throw new RangeError('the shoe has no cards left');
    return card;
  };
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  const natural = totalOf(player) >= 8 || totalOf(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(totalOf(player))) {
      const card = take();
      player.push(card);
      playerThird = pointOf(card);
    }
    if (bankerDraws(totalOf(banker), playerThird)) banker.push(take());
  }
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner, used: next - position };
}

/** Paise paid back for a stake on `spot` (0 for a loss), stake included; commission rounded down. */
export function baccaratPayout(stakePaise: number, spot: BaccaratSpot, winner: BaccaratWinner): number {
  if (spot === 'tie') return winner === 'tie' ? stakePaise * (BACCARAT_TIE_PAYS + 1) : 0;
  if (winner === 'tie') return stakePaise;
  if (spot !== winner) return 0;
  if (spot === 'player') return stakePaise * 2;
  return stakePaise + Math.floor((stakePaise * (100 - BANKER_COMMISSION_PERCENT)) / 100);
}

/** The round's outcome as one integer (house_rounds.outcome): winner + 4 · (player total · 10 + banker). */
export function encodeBaccarat(deal: Pick<BaccaratDeal, 'winner' | 'playerTotal' | 'bankerTotal'>) {
  return BACCARAT_SPOTS.indexOf(deal.winner) + 4 * (deal.playerTotal * 10 + deal.bankerTotal);
}

export function decodeBaccarat(code: number) {
  const totals = Math.floor(code / 4);
  return {
    winner: BACCARAT_SPOTS[code % 4]!,
    playerTotal: Math.floor(totals / 10),
    bankerTotal: totals % 10,
  };
}
