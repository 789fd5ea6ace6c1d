import { describe, expect, it } from 'vitest';
import { commitmentOf, fairShuffle, randomFloats } from '../fair';
import { sortedCards, unshuffledPack } from './cards';
import { dealFromSeed, reshuffledPile } from './deal';
import { rummyGame } from './game';
import { ok } from './test-fixtures';
import { verifyRummyHand } from './verify';

const FAIR = { serverSeed: 'a-revealed-server-seed', clientSeed: 'player-client-seed', nonce: '42' };

describe('the deal from the seed', () => {
  it('uses one 53-card pack for 2 players and two for 3–6', () => {
    for (const players of [2, 3, 6]) {
      const deal = dealFromSeed(FAIR, players);
      const decks = players === 2 ? 1 : 2;
      expect(deal.decks).toBe(decks);
      expect(deal.pack).toHaveLength(53 * decks);
      expect(sortedCards(deal.pack)).toEqual(sortedCards(unshuffledPack(decks)));
      expect(deal.hands.map((hand) => hand.length)).toEqual(Array(players).fill(13));
      expect(deal.closed).toHaveLength(53 * decks - 13 * players - 2);
      expect(sortedCards([...deal.hands.flat(), deal.wildCard, deal.openCard, ...deal.closed])).toEqual(
        sortedCards(deal.pack),
      );
    }
  });

  it('shuffles with fair.ts, tosses and cuts with the next two floats of the same stream', () => {
    const deal = dealFromSeed(FAIR, 4);
    const size = 106;
    const unshuffled = unshuffledPack(2);
    expect(deal.pack).toEqual(
      fairShuffle(size, FAIR.serverSeed, FAIR.clientSeed, FAIR.nonce).map((position) => unshuffled[position]),
    );
    const [toss, cut] = randomFloats(FAIR.serverSeed, FAIR.clientSeed, FAIR.nonce, size + 1).slice(size - 1);
    expect(deal.firstPlayer).toBe(Math.floor(toss! * 4));
    // Dealt one at a time from the top, starting with the first player.
    expect(deal.hands[deal.firstPlayer]![0]).toBe(deal.pack[0]);
    expect(deal.hands[(deal.firstPlayer + 1) % 4]![0]).toBe(deal.pack[1]);
    expect(deal.cutPosition).toBe(52 + Math.floor(cut! * (size - 52)));
    expect(deal.wildCard).toBe(deal.pack[deal.cutPosition]);
    expect(deal.openCard).toBe(deal.pack.filter((_, at) => at !== deal.cutPosition)[52]);
  });

  it('is the same deal for the same seeds and another deal for another nonce', () => {
    expect(dealFromSeed(FAIR, 3)).toEqual(dealFromSeed({ ...FAIR }, 3));
    expect(dealFromSeed({ ...FAIR, nonce: '43' }, 3).pack).not.toEqual(dealFromSeed(FAIR, 3).pack);
  });

  it('makes aces wild when the printed joker is cut', () => {
    let nonce = 0;
    while (dealFromSeed({ ...FAIR, nonce: String(nonce) }, 2).wildCard !== 'PJ') nonce += 1;
    expect(dealFromSeed({ ...FAIR, nonce: String(nonce) }, 2).wildRank).toBe('A');
    expect(dealFromSeed(FAIR, 2).wildRank).toBe(dealFromSeed(FAIR, 2).wildCard.slice(0, -1));
  });

  it('reshuffles a pile deterministically from the hand seed and the reshuffle number', () => {
    const pile = ['2S', '3S', '4S', '5S', '6S', '7S'];
    expect(sortedCards(reshuffledPile(pile, FAIR, 1))).toEqual(sortedCards(pile));
    expect(reshuffledPile(pile, FAIR, 1)).toEqual(reshuffledPile(pile, FAIR, 1));
    expect(reshuffledPile(pile, FAIR, 1)).not.toEqual(reshuffledPile(pile, FAIR, 2));
  });
});

describe('verifyRummyHand', () => {
  it('rebuilds what the table dealt, seat by seat, from the revealed seeds', () => {
    const state = ok(
      rummyGame.deal(rummyGame.newMatch({ variant: 'points', seats: 6 }, [5, 1, 3]), FAIR),
    ).state;
    const verified = verifyRummyHand({
      ...FAIR,
      seats: [3, 5, 1],
      commitment: commitmentOf(FAIR.serverSeed),
    });
    expect(verified.commitmentMatches).toBe(true);
    expect(verified.firstSeat).toBe(state.hand!.turn);
    expect(verified.wildCard).toBe(state.hand!.wildCard);
    expect(verified.openCard).toBe(state.hand!.open[0]);
    expect(verified.closed).toEqual(state.hand!.closed);
    expect(verified.hands.map((hand) => hand.seat)).toEqual([1, 3, 5]);
    for (const { seat, cards } of verified.hands)
      expect(sortedCards(cards)).toEqual(
        sortedCards(state.hand!.seats.find((s) => s.seat === seat)!.groups.flat()),
      );
    expect(verifyRummyHand({ ...FAIR, seats: [1, 3, 5], commitment: 'ab' }).commitmentMatches).toBe(false);
    expect(verifyRummyHand({ ...FAIR, seats: [1, 3, 5] }).commitmentMatches).toBeNull();
  });
});
