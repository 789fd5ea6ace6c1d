import { describe, expect, it } from 'vitest';
import { pokerGame } from './game';
import type { PokerState } from './state';
import { CALL, CHECK, dealt, FAIR, FOLD, ok, play, stackOf, table } from './test-fixtures';
import { verifyPokerDeal } from './verify';

// The table around the hands: buy-in, top-up, sitting out and in, missed blinds, newcomers, leaving, the
// seeded deal and what a view hides.

/** Everyone folds to the big blind. */
function foldAround(state: PokerState): PokerState {
  let current = state;
  while (!current.hand!.over) current = play(current, [[current.hand!.toAct!, FOLD]]);
  return current;
}

function nextHand(state: PokerState, nonce: string): PokerState {
  return ok(pokerGame.deal(state, { ...FAIR, nonce }));
}

describe('seats and stacks', () => {
  it('takes a buy-in within the range into a free seat', () => {
    const state = table({ 0: 1000 }, { minBuyIn: 400, maxBuyIn: 1000 });
    expect(pokerGame.join(state, 1, 300)).toMatchObject({ reason: 'Buy in for 400 to 1000 chips.' });
    expect(pokerGame.join(state, 1, 1001)).toMatchObject({ ok: false });
    expect(pokerGame.join(state, 0, 500)).toMatchObject({ reason: 'That seat is taken.' });
    expect(pokerGame.join(state, 6, 500)).toMatchObject({ reason: 'There is no such seat at this table.' });
    expect(stackOf(ok(pokerGame.join(state, 1, 500)), 1)).toBe(500);
  });

  it('tops up between hands to the maximum buy-in, not while dealt in', () => {
    let state = dealt(table({ 0: 600, 1: 1000 }, { maxBuyIn: 1000 }), { button: 0 });
    expect(pokerGame.apply(state, 0, { type: 'top-up', chips: 100 })).toMatchObject({
      reason: 'Top up between hands.',
    });
    state = foldAround(state);
    expect(pokerGame.apply(state, 0, { type: 'top-up', chips: 500 })).toMatchObject({
      reason: 'You can add at most 405 chips (the maximum buy-in).',
    });
    state = ok(pokerGame.apply(state, 0, { type: 'top-up', chips: 405 }));
    expect(stackOf(state, 0)).toBe(1000);
  });

  it('leaving between hands frees the seat with its chips; during a hand it folds and pays out at the end', () => {
    let state = table({ 0: 1000, 1: 1000, 2: 1000 });
    const gone = pokerGame.leave(state, 2);
    expect(gone.events).toEqual([{ type: 'leave', seat: 2, chips: 1000 }]);
    state = dealt(state, { button: 0 });
    const left = pokerGame.leave(state, 1); // the small blind, out of turn
    expect(left.state.hand!.seats[1]!.status).toBe('folded');
    expect(left.state.hand!.toAct).toBe(0);
    state = play(left.state, [[0, CALL]]);
    expect(state.hand!.toAct).toBe(2);
    const end = pokerGame.leave(state, 0);
    expect(end.state.hand!.over).toBe(true);
    expect(end.events.filter((event) => event.type === 'leave')).toEqual([
      { type: 'leave', seat: 0, chips: 990 },
      { type: 'leave', seat: 1, chips: 995 },
    ]);
    expect(end.state.players.map((player) => player.seat)).toEqual([2]);
  });
});

describe('sitting out and blinds owed', () => {
  it('a seat the blinds passed while sitting out posts a live big blind and a dead small blind', () => {
    let state = table({ 0: 1000, 1: 1000, 2: 1000, 3: 1000 });
    state = ok(pokerGame.apply(state, 3, { type: 'sit-out' }));
    state = foldAround(dealt(state, { button: 0 })); // blinds 1 and 2
    state = foldAround(nextHand(state, '2')); // button 1, blinds 2 and 0: the big blind passed seat 3
    expect(state.players[3]!.owes).toBe('big');
    state = foldAround(nextHand(state, '3')); // button 2, blinds 0 and 1: the small blind passed it too
    expect(state.players[3]!.owes).toBe('both');
    state = ok(pokerGame.apply(state, 3, { type: 'sit-in' }));
    state = nextHand(state, '4'); // button 3, blinds 0 and 1; seat 3 posts 10 live and 5 dead
    expect(state.hand!.seats.map((seat) => seat.bet)).toEqual([5, 10, 0, 10]);
    expect(state.hand!.dead).toBe(5);
    expect(stackOf(state, 3)).toBe(985);
    expect(state.players[3]!.owes).toBe('none');
    const view = pokerGame.view(state, 2);
    expect(view.pots).toEqual([{ amount: 5, eligible: [0, 1, 2, 3] }]);
    expect(view.totalPot).toBe(30);
  });

  it('a newcomer to a running game posts a big blind at once', () => {
    let state = foldAround(dealt(table({ 0: 1000, 1: 1000, 2: 1000 }), { button: 0 }));
    state = ok(pokerGame.join(state, 4, 1000));
    state = nextHand(state, '2'); // button 1, blinds 2 and 4
    expect(state.players.find((player) => player.seat === 4)!.owes).toBe('none');
    state = foldAround(state);
    state = ok(pokerGame.join(state, 5, 1000));
    state = nextHand(state, '3'); // button 2, blinds 4 and 0; seat 5 posts a big blind
    expect(state.hand!.seats.find((seat) => seat.seat === 5)!.bet).toBe(10);
  });

  it('sitting in needs chips; a sitting-out seat is not dealt in', () => {
    let state = table({ 0: 1000, 1: 1000, 2: 1000 });
    state = ok(pokerGame.apply(state, 2, { type: 'sit-out' }));
    state = nextHand(state, '1');
    expect(state.hand!.seats.map((seat) => seat.seat)).toEqual([0, 1]);
    expect(pokerGame.view(state, 2).players[2]!.status).toBe('sitting-out');
    const broke = table({ 0: 1000 });
    broke.players.push({ seat: 1, stack: 0, sittingOut: true, owes: 'none', autoMuck: true, left: false });
    expect(pokerGame.apply(broke, 1, { type: 'sit-in' })).toMatchObject({
      reason: 'Buy chips before you sit in.',
    });
    expect(pokerGame.deal(broke, FAIR)).toMatchObject({ ok: false, code: 'illegal-move' });
  });
});

describe('the seeded deal and the views', () => {
  it('deals the same cards and button from the same seed', () => {
    const state = table({ 0: 1000, 1: 1000, 2: 1000 }, { variant: 'omaha5' });
    const a = ok(pokerGame.deal(state, FAIR));
    const b = ok(pokerGame.deal(state, FAIR));
    expect(a.hand).toEqual(b.hand);
    expect(a.hand!.seats.every((seat) => seat.hole.length === 5)).toBe(true);
    const c = ok(pokerGame.deal(state, { ...FAIR, nonce: '2' }));
    expect(c.hand!.deck).not.toEqual(a.hand!.deck);
  });

  it('shows a seat its own hole cards only, and never the deck or the seed', () => {
    let state = dealt(table({ 0: 1000, 1: 1000 }), { button: 0, holes: { 0: 'AS KS', 1: '2D 7C' } });
    state = play(state, [
      [0, CALL],
      [1, CHECK],
    ]);
    const mine = pokerGame.view(state, 0);
    expect(mine.hole).toEqual(['AS', 'KS']);
    const text = JSON.stringify(mine);
    expect(text).not.toContain('2D');
    expect(text).not.toContain('server-seed');
    expect(text).not.toContain(state.hand!.deck[0]!);
    expect(pokerGame.view(state, null).hole).toBeNull();
    // After the flop the big blind acts first: the bot of seat 1 has a move, seat 0 none yet.
    expect(pokerGame.botMove(mine, 0)).toBeNull();
    expect(pokerGame.botMove(pokerGame.view(state, 1), 1)).not.toBeNull();
  });
});

describe('verifying a deal', () => {
  it('rebuilds the hole cards, the board and the first button from the seed', () => {
    let state = ok(
      pokerGame.deal(table({ 1: 1000, 4: 1000, 7: 1000 }, { variant: 'omaha4', seats: 9 }), FAIR),
    );
    const check = verifyPokerDeal(FAIR, [1, 4, 7], state.hand!.button, 'omaha4');
    expect(check.firstButton).toBe(state.hand!.button);
    for (const seat of state.hand!.seats) expect(check.holes[seat.seat]).toEqual(seat.hole);
    while (!state.hand!.over) {
      const seat = state.hand!.toAct!;
      state = play(state, [[seat, pokerGame.view(state, seat).legal!.check ? CHECK : CALL]]);
    }
    expect(state.outcome!.board).toEqual(check.board);
  });

  it('lets bots play hands to the end', () => {
    let state = table({ 0: 200, 1: 300, 2: 400, 3: 500 });
    for (let hand = 1; hand <= 10; hand++) {
      const dealt = pokerGame.deal(state, { ...FAIR, nonce: String(hand) });
      if (!dealt.ok) break;
      state = dealt.state;
      while (pokerGame.phase(state) === 'playing') {
        const seat = pokerGame.pending(state)!.seats[0]!;
        state = play(state, [[seat, pokerGame.botMove(pokerGame.view(state, seat), seat)!]]);
      }
      expect(state.outcome!.seats.reduce((sum, seat) => sum + seat.net, 0)).toBe(0);
    }
    expect(state.handsPlayed).toBeGreaterThan(1);
  });
});
