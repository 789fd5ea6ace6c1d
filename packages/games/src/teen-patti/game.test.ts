import { describe, expect, it } from 'vitest';
import type { Applied, Refusal } from '../table/table-game';
import { teenPattiGame as game, teenPattiOptions, type TeenPattiState } from './index';

// A hand as players live it: boot, blind and seen chaals, raise, pack, sideshow, show, the pot limit, the
// timeout. Cards are set by hand after the deal so each story is about the rule, not the shuffle.

const fair = { serverSeed: 'server', clientSeed: 'client', nonce: '1' };

function ok(result: Applied<TeenPattiState> | Refusal): TeenPattiState {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.state;
}

function reasonOf(result: Applied<TeenPattiState> | Refusal): string {
  return result.ok ? 'applied' : result.reason;
}

function dealt(seats: number[], cards?: string[][], extra = {}): TeenPattiState {
  const options = teenPattiOptions({ seats: 6, boot: 100, ...extra });
  let state = ok(game.deal(game.newMatch(options, seats), fair));
  state = structuredClone(state);
  const hand = state.hand!;
  if (cards) hand.seats.forEach((seat, index) => (seat.cards = cards[index]!));
  hand.turn = seats[0]!; // play starts at the lowest seat in these stories
  return state;
}

describe('Teen Patti hand', () => {
  it('takes the boot from every seat and starts blind at the boot stake', () => {
    const state = dealt([0, 1, 2]);
    const view = game.view(state, 0);
    expect(view.pot).toBe(300);
    expect(view.stake).toBe(100);
    expect(view.seats.map((seat) => seat.status)).toEqual(['blind', 'blind', 'blind']);
    expect(view.myCards).toBeNull();
    expect(view.costs).toEqual({ chaal: 100, raise: 200, show: null, sideshow: null });
    expect(game.view(state, 1).costs).toBeNull();
  });

  it('charges blind 1–2× and seen 2–4× the stake; a raise doubles the stake', () => {
    let state = dealt([0, 1, 2]);
    state = ok(game.apply(state, 0, { type: 'chaal', raise: true })); // blind 2× → stake 200
    expect(game.view(state, 0).stake).toBe(200);
    state = ok(game.apply(state, 1, { type: 'see' }));
    expect(game.view(state, 1).myCards).toHaveLength(3);
    expect(game.view(state, 0).myCards).toBeNull();
    expect(game.view(state, 1).costs).toMatchObject({ chaal: 400, raise: 800 });
    state = ok(game.apply(state, 1, { type: 'chaal' }));
    state = ok(game.apply(state, 2, { type: 'chaal' })); // blind 1× 200
    const view = game.view(state, 0);
    expect(view.seats.map((seat) => seat.put)).toEqual([300, 500, 300]);
    expect(view.pot).toBe(1100);
  });

  it('refuses out of turn, after packing, and a sideshow with a blind player', () => {
    let state = dealt([0, 1, 2]);
    const refused = game.apply(state, 1, { type: 'chaal' });
    expect(refused).toMatchObject({ ok: false, code: 'not-your-turn' });
    state = ok(game.apply(state, 0, { type: 'see' }));
    expect(reasonOf(game.apply(state, 0, { type: 'sideshow' }))).toContain('still blind');
    state = ok(game.apply(state, 0, { type: 'pack' }));
    expect(game.apply(state, 0, { type: 'chaal' })).toMatchObject({ ok: false, code: 'not-in-hand' });
  });

  it('makes a blind player see after the maximum blind rounds', () => {
    let state = dealt([0, 1], undefined, { maxBlindRounds: 1 });
    state = ok(game.apply(state, 0, { type: 'chaal' }));
    state = ok(game.apply(state, 1, { type: 'chaal' }));
    expect(reasonOf(game.apply(state, 0, { type: 'chaal' }))).toContain('see your cards');
  });

  it('gives the pot to the last player in when the others pack', () => {
    let state = dealt([0, 1, 2]);
    state = ok(game.apply(state, 0, { type: 'chaal' }));
    state = ok(game.apply(state, 1, { type: 'pack' }));
    state = ok(game.apply(state, 2, { type: 'pack' }));
    const outcome = game.handOutcome(state)!;
    expect(outcome).toMatchObject({ pot: 400, winners: [0], reason: 'all-packed' });
    expect(outcome.seats.map((seat) => seat.cards)).toEqual([null, null, null]);
    expect(game.phase(state)).toBe('between-hands');
    expect(game.pending(state)).toBeNull();
  });

  it('compares at a show when two remain; equal hands split the pot', () => {
    let state = dealt(
      [0, 3],
      [
        ['AS', 'AH', '2D'],
        ['KS', 'KH', 'KD'],
      ],
    );
    state = ok(game.apply(state, 0, { type: 'see' }));
    state = ok(game.apply(state, 0, { type: 'show' }));
    expect(game.handOutcome(state)).toMatchObject({ winners: [3], pot: 400, reason: 'show' });
    expect(game.view(state, null).seats[0]!.cards).toEqual(['AS', 'AH', '2D']);

    let tie = dealt(
      [0, 3],
      [
        ['AS', 'KH', '9D'],
        ['AH', 'KD', '9C'],
      ],
    );
    tie = ok(game.apply(tie, 0, { type: 'show' })); // blind show: 1× the stake
    expect(game.handOutcome(tie)).toMatchObject({ winners: [0, 3], pot: 300 });
    expect(game.handOutcome(tie)!.seats.map((seat) => seat.won)).toEqual([150, 150]);
  });

  it('lets the previous seen player accept or refuse a sideshow; the loser packs', () => {
    const cards = [
      ['2S', '5H', '9D'],
      ['QS', 'QH', '3D'],
      ['7S', '8S', '9S'],
    ];
    let state = dealt([0, 1, 2], cards);
    state = ok(game.apply(state, 0, { type: 'see' }));
    state = ok(game.apply(state, 0, { type: 'chaal' }));
    state = ok(game.apply(state, 1, { type: 'see' }));
    state = ok(game.apply(state, 1, { type: 'sideshow' })); // 2× the stake, asks seat 0
    expect(game.pending(state)).toMatchObject({ seats: [0], kind: 'sideshow' });
    expect(game.apply(state, 2, { type: 'chaal' })).toMatchObject({ ok: false, code: 'not-your-turn' });
    const refused = ok(game.apply(state, 0, { type: 'sideshow-answer', accept: false }));
    expect(game.pending(refused)).toMatchObject({ seats: [2], kind: 'turn' });
    const accepted = ok(game.apply(state, 0, { type: 'sideshow-answer', accept: true }));
    const view = game.view(accepted, 1);
    expect(view.seats[0]).toMatchObject({ status: 'packed', cards: ['2S', '5H', '9D'] });
    expect(game.view(accepted, 2).seats[0]!.cards).toBeNull();
    expect(game.pending(accepted)).toMatchObject({ seats: [2], kind: 'turn' });
    expect(view.pot).toBe(300 + 200 + 200);
  });

  it('ends in a show of everyone still in at the pot limit', () => {
    let state = dealt(
      [0, 1, 2],
      [
        ['2S', '5H', '9D'],
        ['QS', 'QH', '3D'],
        ['7S', '8S', '9S'],
      ],
      { potLimit: 700 },
    );
    state = ok(game.apply(state, 0, { type: 'chaal' }));
    state = ok(game.apply(state, 1, { type: 'chaal' }));
    state = ok(game.apply(state, 2, { type: 'chaal' }));
    state = ok(game.apply(state, 0, { type: 'chaal' }));
    expect(game.handOutcome(state)).toMatchObject({ reason: 'pot-limit', winners: [2], pot: 700 });
  });

  it('packs a player whose turn times out, and refuses a sideshow nobody answers', () => {
    let state = dealt([0, 1, 2]);
    state = ok(game.timeout(state));
    expect(game.view(state, 0).seats[0]!.status).toBe('packed');
    expect(game.pending(state)).toMatchObject({ seats: [1], kind: 'turn' });
  });

  it('packs a player who leaves mid-hand and seats newcomers for the next hand', () => {
    let state = dealt([0, 1]);
    state = ok(game.join(state, 4));
    expect(game.view(state, 4).seats.find((seat) => seat.seat === 4)!.status).toBe('waiting');
    state = game.leave(state, 1).state;
    expect(game.handOutcome(state)).toMatchObject({ winners: [0] });
    const next = ok(game.deal(state, { ...fair, nonce: '2' }));
    expect(next.hand!.seats.map((seat) => seat.seat)).toEqual([0, 4]);
  });
});
