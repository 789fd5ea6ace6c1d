import type { CardDeal, CardRound } from '@khelo/contracts/house-cards';
import { dealBaccarat, decodeBaccarat } from '@khelo/games/baccarat';
import { decodeDragonTiger } from '@khelo/games/dragon-tiger';
import { DRAGON_TIGER_GAME_CODE } from '@khelo/contracts/house-games';
import type { CardRoundRow, ShoeRow } from './cards.repository';
import { presentRound } from './house-games.presenter';
import type { ChainRow, RoundRow } from './house-games.repository';

// Card rounds → answers. The cards show once betting has closed (the deal); the shoe's seed only once
// the shoe is finished, since it fixes every card still in the shoe.

/** The deal of a round from its outcome code and its cards (dealing order). */
export function presentDeal(gameCode: string, outcome: number, cards: number[]): CardDeal {
  if (gameCode === DRAGON_TIGER_GAME_CODE) {
    const deal = decodeDragonTiger(outcome);
    return {
      cards: [deal.dragon, deal.tiger],
      hands: { dragon: [deal.dragon], tiger: [deal.tiger] },
      totals: null,
      winner: deal.winner,
    };
  }
  const totals = decodeBaccarat(outcome);
  const hands = cards.length >= 4 ? dealBaccarat(cards, 0) : { player: [], banker: [] };
  return {
    cards,
    hands: { player: hands.player, banker: hands.banker },
    totals: { player: totals.playerTotal, banker: totals.bankerTotal },
    winner: totals.winner,
  };
}

/** A bead of the road: the winner and, for baccarat, the winning total (a tie's shared total). */
export function roadBead(gameCode: string, outcome: number): { winner: string; total: number | null } {
  if (gameCode === DRAGON_TIGER_GAME_CODE) return { winner: decodeDragonTiger(outcome).winner, total: null };
  const { winner, playerTotal, bankerTotal } = decodeBaccarat(outcome);
  return { winner, total: winner === 'banker' ? bankerTotal : playerTotal };
}

export function presentCardRound(
  round: RoundRow,
  cardRound: CardRoundRow,
  shoe: ShoeRow,
  chain: Pick<ChainRow, 'commitment'>,
): CardRound {
  const dealt = round.state !== 'betting';
  const finished = shoe.finishedAt !== null;
  return {
    round: presentRound(round, chain),
    shoe: {
      shoe_id: shoe.id,
      decks: shoe.decks,
      commitment: shoe.commitment,
      dealt: shoe.nextCard,
      cut_index: shoe.cutIndex,
      total_cards: shoe.decks * 52,
      seed: finished ? shoe.serverSeed : null,
      finished,
    },
    hand_no: cardRound.handNo,
    first_card: cardRound.firstCard,
    deal: dealt ? presentDeal(round.gameCode, round.outcome, cardRound.cards) : null,
  };
}
