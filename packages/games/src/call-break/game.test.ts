import { describe, expect, it } from 'vitest';
import type { Applied, Refusal } from '../table/table-game';
import { botBid, botCard } from './bot';
import { dealFromSeed } from './cards';
import { callBreakGame as game } from './game';
import { illegalReason, legalCards, roundPoints, winningCard } from './rules';
import type { CallBreakState, Trick } from './state';

const FAIR = { serverSeed: 'server-seed', clientSeed: 'client', nonce: '1' };

function ok<T>(result: Applied<T> | Refusal): Applied<T> {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

function dealt(rounds: 1 | 2 | 4 = 1): CallBreakState {
  return ok(game.deal(game.newMatch({ rounds }, [0, 1, 2, 3]), FAIR)).state;
}

/** Plays the bot's move for whoever is to act until the game or the round is over. */
function playOut(state: CallBreakState, untilRoundOver = false): CallBreakState {
  let current = state;
  while (game.phase(current) === 'playing') {
    const seat = game.pending(current)!.seats[0]!;
    current = ok(game.apply(current, seat, game.botMove(game.view(current, seat), seat)!)).state;
  }
  if (untilRoundOver) return current;
  return current;
}

describe('the deal', () => {
  it('gives each of the 4 players 13 of the 52 cards, the same for the same seed', () => {
    const deal = dealFromSeed(FAIR);
    expect(new Set(deal.hands.flat()).size).toBe(52);
    expect(deal.hands.every((hand) => hand.length === 13)).toBe(true);
    expect(dealFromSeed(FAIR)).toEqual(deal);
  });

  it('asks for bids first, starting left of the dealer', () => {
    const state = dealt();
    const pending = game.pending(state)!;
    expect(pending.kind).toBe('bid');
    expect(pending.seats).toEqual([(state.round!.dealer + 1) % 4]);
  });

  it('needs four players', () => {
    const refusal = game.deal(game.newMatch({ rounds: 1 }, [0, 1, 2]), FAIR);
    expect(refusal.ok).toBe(false);
  });
});

describe('the rules of a trick', () => {
  const trick = (cards: string[]): Trick => ({
    leader: 0,
    cards: cards.map((card, seat) => ({ seat, card })),
    winner: null,
  });

  it('makes you follow the suit led', () => {
    expect(legalCards(['2H', 'KD', '3S'], trick(['AH']))).toEqual(['2H']);
    expect(illegalReason(['2H', 'KD', '3S'], trick(['AH']), 'KD')).toBe('You must follow the suit led.');
  });

  it('makes you trump with a spade when you cannot follow, else lets you play anything', () => {
    expect(legalCards(['KD', '3S'], trick(['AH']))).toEqual(['3S']);
    expect(illegalReason(['KD', '3S'], trick(['AH']), 'KD')).toMatch(/must play a spade/);
    expect(legalCards(['KD', '4C'], trick(['AH']))).toEqual(['KD', '4C']);
  });

  it('does not make you play higher or over-trump', () => {
    expect(legalCards(['2H', 'AH'], trick(['KH']))).toEqual(['2H', 'AH']);
    expect(legalCards(['2S', 'AS'], trick(['KH', '5S']))).toEqual(['2S', 'AS']);
  });

  it('gives the trick to the highest spade, else the highest card of the suit led', () => {
    expect(winningCard(trick(['10H', 'AH', 'KD', 'QH']).cards).card).toBe('AH');
    expect(winningCard(trick(['10H', 'AH', '2S', 'QH']).cards).card).toBe('2S');
    expect(winningCard(trick(['10H', '3S', '2S', 'AD']).cards).card).toBe('3S');
  });

  it('scores the bid and 0.1 per extra trick when made, minus the bid when missed (tenths)', () => {
    expect(roundPoints(4, 4)).toBe(40);
    expect(roundPoints(4, 6)).toBe(42);
    expect(roundPoints(5, 3)).toBe(-50);
  });
});

describe('moves', () => {
  it('refuses a bid out of 1–13 and a move out of turn', () => {
    const state = dealt();
    const seat = game.pending(state)!.seats[0]!;
    expect(game.apply(state, seat, { type: 'bid', bid: 0 })).toMatchObject({
      ok: false,
      code: 'illegal-move',
    });
    expect(game.apply(state, seat, { type: 'bid', bid: 14 })).toMatchObject({ ok: false });
    expect(game.apply(state, (seat + 1) % 4, { type: 'bid', bid: 3 })).toMatchObject({
      ok: false,
      code: 'not-your-turn',
    });
    expect(
      game.apply(state, seat, { type: 'play', card: state.round!.seats[seat]!.cards[0]! }),
    ).toMatchObject({
      ok: false,
      reason: 'Everyone bids first: make your bid.',
    });
  });

  it('refuses a card that does not follow suit with the reason', () => {
    let state = dealt();
    for (let index = 0; index < 4; index++) {
      const seat = game.pending(state)!.seats[0]!;
      state = ok(game.apply(state, seat, { type: 'bid', bid: 2 })).state;
    }
    // Find a lead after which the next player holds the suit led and something else.
    const leader = game.pending(state)!.seats[0]!;
    const next = (leader + 1) % 4;
    const nextCards = state.round!.seats[next]!.cards;
    const lead = state.round!.seats[leader]!.cards.find((card) => {
      const suit = card.slice(-1);
      return nextCards.some((held) => held.endsWith(suit)) && nextCards.some((held) => !held.endsWith(suit));
    })!;
    state = ok(game.apply(state, leader, { type: 'play', card: lead })).state;
    const wrong = nextCards.find((held) => !held.endsWith(lead.slice(-1)))!;
    expect(game.apply(state, next, { type: 'play', card: wrong })).toMatchObject({
      ok: false,
      code: 'illegal-move',
      reason: 'You must follow the suit led.',
    });
  });

  it('plays a whole game of 2 rounds to a result, passing the deal on', () => {
    let state = playOut(dealt(2));
    expect(state.roundsPlayed).toBe(1);
    expect(game.phase(state)).toBe('between-hands');
    const firstDealer = state.round!.dealer;
    state = ok(game.deal(state, { ...FAIR, nonce: '2' })).state;
    expect(state.round!.dealer).toBe((firstDealer + 1) % 4);
    state = playOut(state);
    expect(game.phase(state)).toBe('match-over');
    expect(state.sheet).toHaveLength(2);
    const result = game.matchResult(state)!;
    const best = Math.max(...result.totals.map((entry) => entry.total));
    for (const share of result.shares)
      expect(result.totals.find((t) => t.seat === share.seat)!.total).toBe(best);
    expect(result.shares.reduce((sum, share) => sum + share.share, 0)).toBe(result.denominator);
  });
});

describe('timeouts and leaving', () => {
  it('plays the bot move for a timed-out seat, marked auto, and drops the player after 3 misses', () => {
    let state = dealt();
    const seat = game.pending(state)!.seats[0]!;
    const first = game.timeout(state);
    expect(first.events).toContainEqual(expect.objectContaining({ type: 'bid', seat, auto: true }));
    state = first.state;
    // Everyone else bids, then the seat misses two plays in a row.
    while (game.pending(state)!.kind === 'bid') {
      const next = game.pending(state)!.seats[0]!;
      state = ok(game.apply(state, next, { type: 'bid', bid: 3 })).state;
    }
    let drops = 0;
    while (game.phase(state) === 'playing' && drops === 0) {
      const next = game.pending(state)!.seats[0]!;
      if (next === seat) {
        const timed = game.timeout(state);
        state = timed.state;
        if (timed.events.some((event) => event.type === 'auto-drop')) drops += 1;
      } else state = ok(game.apply(state, next, game.botMove(game.view(state, next), next)!)).state;
    }
    expect(drops).toBe(1);
    expect(state.players[seat]!.dropped).toBe(true);
    // From now on the server plays the seat without waiting for it.
    state = playOut(state);
    expect(game.matchResult(state)!.shares.some((share) => share.seat === seat)).toBe(false);
  });

  it('a leaver forfeits and the server plays the seat to the end', () => {
    let state = dealt();
    state = game.leave(state, 2).state;
    expect(game.pending(state)!.seats).not.toContain(2);
    state = playOut(state);
    expect(game.matchResult(state)!.shares.map((share) => share.seat)).not.toContain(2);
  });

  it('when everyone leaves nobody wins (every entry is refunded)', () => {
    let state = dealt();
    for (const seat of [0, 1, 2, 3]) state = game.leave(state, seat).state;
    expect(game.matchResult(state)).toMatchObject({ reason: 'everyone-left', shares: [] });
    // The round stops with an outcome nobody scores in, so the table's hand can close (and refund).
    expect(game.handOutcome(state)!.seats.every((seat) => seat.points === 0)).toBe(true);
    expect(game.phase(state)).toBe('match-over');
  });
});

describe('views and the bot', () => {
  it('shows a seat its own cards only and the legal cards on its turn', () => {
    let state = dealt();
    while (game.pending(state)!.kind === 'bid') {
      const next = game.pending(state)!.seats[0]!;
      state = ok(game.apply(state, next, { type: 'bid', bid: 3 })).state;
    }
    const turn = game.pending(state)!.seats[0]!;
    const view = game.view(state, turn);
    expect(view.hand).toHaveLength(13);
    expect(view.legal).toHaveLength(13);
    expect(JSON.stringify(game.view(state, null))).not.toContain('server-seed');
    expect(game.view(state, null).hand).toBeNull();
    expect(game.view(state, (turn + 1) % 4).legal).toEqual([]);
  });

  it('bids from high cards and spades and wins cheaply when it needs tricks', () => {
    expect(
      botBid(['AS', 'KS', 'QS', 'JS', '10S', 'AH', 'AD', 'AC', '2H', '3H', '2D', '3D', '2C']),
    ).toBeGreaterThanOrEqual(7);
    expect(botBid(['2S', '3H', '4H', '5H', '6D', '7D', '8D', '9C', '2C', '3C', '4C', '5D', '6H'])).toBe(1);
    const trick: Trick = { leader: 0, cards: [{ seat: 0, card: '10H' }], winner: null };
    expect(botCard(['2H', 'QH', 'AH'], trick, 1, 2)).toBe('QH');
    expect(botCard(['2H', 'QH', 'AH'], trick, 1, 0)).toBe('2H');
  });
});
