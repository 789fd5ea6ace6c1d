import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Applied, TableEvent } from '../table/table-game';
import { pokerGame } from './game';
import { buildPots, splitPot, type Contribution } from './pots';
import type { PokerMove, PokerOptions, PokerState } from './state';
import { FAIR, ok } from './test-fixtures';

// Properties of issue 22: chips are conserved through every move of every hand (stacks + pots + rake =
// before), the side pots pay what a chip-by-chip reference pays, a seat to act always has a legal move,
// and no view shows another seat's hole cards before the showdown.

const VARIANTS = ['holdem', 'omaha4', 'omaha5'] as const;

interface Ledger {
  /** Chips brought to the table minus chips taken away by leaving players. */
  inPlay: number;
  rake: number;
}

function onTable(state: PokerState): number {
  const hand = state.hand;
  const middle = hand && !hand.over ? hand.seats.reduce((sum, seat) => sum + seat.committed, hand.dead) : 0;
  return state.players.reduce((sum, player) => sum + player.stack, 0) + middle;
}

function book(ledger: Ledger, state: PokerState, events: TableEvent[], handWasOn: boolean): void {
  for (const event of events) if (event.type === 'leave') ledger.inPlay -= event.chips as number;
  if (handWasOn && state.hand?.over) ledger.rake += state.outcome!.rake;
  expect(onTable(state) + ledger.rake).toBe(ledger.inPlay);
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
}

/** A legal move picked by `pick` among fold, check, call, a raise in range and all-in. */
function chooseMove(state: PokerState, seat: number, pick: number): PokerMove {
  const legal = pokerGame.view(state, seat).legal!;
  const moves: PokerMove[] = [{ type: 'fold' }];
  if (legal.check) moves.push({ type: 'check' }, { type: 'check' });
  if (legal.call !== null) moves.push({ type: 'call' }, { type: 'call' });
  if (legal.raise) {
    const { min, max } = legal.raise;
    moves.push({ type: 'raise', to: min + (pick % (max - min + 1)) }, { type: 'raise', to: max });
    if (state.options.variant === 'holdem') moves.push({ type: 'all-in' });
  }
  return moves[pick % moves.length]!;
}

/** Other seats' hole cards swapped for undealt ones must not change the view. */
function checkNoLeak(state: PokerState, viewer: number): void {
  const hand = state.hand;
  if (!hand || hand.over) return;
  const before = JSON.stringify(pokerGame.view(state, viewer));
  const swapped = structuredClone(state);
  const deck = swapped.hand!.deck;
  for (const seat of swapped.hand!.seats)
    if (seat.seat !== viewer) seat.hole = seat.hole.map((card) => deck.shift() ?? card);
  swapped.hand!.deck.reverse();
  expect(JSON.stringify(pokerGame.view(swapped, viewer))).toBe(before);
}

const scenario = fc.record({
  variant: fc.constantFrom(...VARIANTS),
  stacks: fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 2, maxLength: 9 }),
  rake: fc.option(
    fc.record({ percent: fc.integer({ min: 0, max: 10 }), cap: fc.integer({ min: 0, max: 60 }) }),
  ),
  picks: fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
});

describe('poker hands played at random', () => {
  it('conserve chips, always offer a move to the seat to act, and leak no hole cards', () => {
    fc.assert(
      fc.property(scenario, ({ variant, stacks, rake, picks }) => {
        const options: PokerOptions = {
          variant,
          seats: 9,
          smallBlind: 1,
          bigBlind: 2,
          minBuyIn: 1,
          maxBuyIn: 400,
          ...(rake ? { rake } : {}),
        };
        let state = pokerGame.newMatch(options, []);
        const ledger: Ledger = { inPlay: 0, rake: 0 };
        stacks.forEach((chips, seat) => {
          state = ok(pokerGame.join(state, seat, chips));
          ledger.inPlay += chips;
        });
        let step = 0;
        const next = () => picks[step++ % picks.length]!;
        for (let handNumber = 1; handNumber <= 4; handNumber++) {
          const dealt = pokerGame.deal(state, { ...FAIR, nonce: String(handNumber) });
          if (!dealt.ok) break;
          state = dealt.state;
          book(ledger, state, dealt.events, true);
          for (let guard = 0; pokerGame.phase(state) === 'playing'; guard++) {
            expect(guard).toBeLessThan(200);
            const pending = pokerGame.pending(state)!;
            const seat = pending.seats[0]!;
            expect(pokerGame.view(state, seat).legal).not.toBeNull();
            checkNoLeak(state, state.hand!.seats[next() % state.hand!.seats.length]!.seat);
            const roll = next();
            let result: Applied<PokerState>;
            if (roll % 23 === 0) result = pokerGame.timeout(state);
            else if (roll % 29 === 0)
              result = pokerGame.leave(state, state.hand!.seats[roll % state.hand!.seats.length]!.seat);
            else {
              const applied = pokerGame.apply(state, seat, chooseMove(state, seat, next()));
              if (!applied.ok) expect.fail(applied.reason);
              result = applied;
            }
            state = result.state;
            book(ledger, state, result.events, true);
          }
          expect(state.outcome!.rake).toBeLessThanOrEqual(rake?.cap ?? 0);
          if (state.outcome!.board.length < 3) expect(state.outcome!.rake).toBe(0);
          for (const player of state.players) {
            const back = pokerGame.apply(state, player.seat, { type: 'sit-in' });
            if (back.ok) state = back.state;
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});

/** The reference: chip level by chip level, each level to the best live hand that reached it. */
function referencePayout(contributions: Contribution[], dead: number, ranks: number[], order: number[]) {
  const top = Math.max(...contributions.map((entry) => entry.chips));
  const pots: { amount: number; eligible: number[] }[] = [];
  for (let level = 1; level <= top; level++) {
    const chips = contributions.filter((entry) => entry.chips >= level).length;
    const eligible = contributions
      .filter((entry) => !entry.folded && entry.chips >= level)
      .map((entry) => entry.seat);
    const last = pots.at(-1);
    if (eligible.length === 0 && last) last.amount += chips;
    else if (last && last.eligible.join() === eligible.join()) last.amount += chips;
    else pots.push({ amount: chips, eligible });
  }
  if (pots[0]) pots[0].amount += dead;
  const won = new Map<number, number>();
  for (const pot of pots)
    for (const share of splitPot(pot.amount, pot.eligible, (seat) => ranks[seat]!, order))
      won.set(share.seat, (won.get(share.seat) ?? 0) + share.chips);
  return won;
}

describe('side pots', () => {
  const contributions = fc
    .array(
      fc.record({
        chips: fc.integer({ min: 0, max: 60 }),
        folded: fc.boolean(),
        rank: fc.integer({ min: 1, max: 4 }),
      }),
      {
        minLength: 2,
        maxLength: 9,
      },
    )
    .filter((entries) => entries.some((entry) => !entry.folded && entry.chips > 0));

  it('pay what the chip-by-chip reference pays', () => {
    fc.assert(
      fc.property(contributions, fc.nat(8), fc.nat(5), (entries, button, dead) => {
        const list = entries.map((entry, seat) => ({ seat, chips: entry.chips, folded: entry.folded }));
        const ranks = entries.map((entry) => entry.rank);
        const seats = list.map((entry) => entry.seat);
        const order = [...seats.filter((seat) => seat > button), ...seats.filter((seat) => seat <= button)];
        const won = new Map<number, number>();
        for (const pot of buildPots(list, dead))
          for (const share of splitPot(pot.amount, pot.eligible, (seat) => ranks[seat]!, order))
            won.set(share.seat, (won.get(share.seat) ?? 0) + share.chips);
        expect(won).toEqual(referencePayout(list, dead, ranks, order));
      }),
      { numRuns: 2000 },
    );
  });
});
