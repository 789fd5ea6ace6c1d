import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Applied } from '../table/table-game';
import { bestArrangement } from './arrange';
import { RANKS, sortedCards, SUITS, unshuffledPack } from './cards';
import { dealFromSeed } from './deal';
import { rummyGame } from './game';
import { handPoints, validateDeclaration } from './index';
import type { RummyOptions, RummyState } from './state';
import { allCards } from './test-fixtures';

// Properties of issue 17: cards are conserved, nobody holds 14 cards outside their turn, points stay in
// 0–80, an accepted declaration stays accepted in any order, bots finish every game, views hide what they
// must, and the same seed deals the same hand.

const VARIANTS: RummyOptions[] = [
  { variant: 'points', seats: 2 },
  { variant: 'points', seats: 6 },
  { variant: 'pool', pool: 101, seats: 3 },
  { variant: 'pool', pool: 201, seats: 2 },
  { variant: 'deals', deals: 2, seats: 2 },
  { variant: 'deals', deals: 3, seats: 4 },
];

const options = fc.constantFrom(...VARIANTS);
const seed = fc.string({ minLength: 1, maxLength: 16 });

function checkInvariants(state: RummyState): void {
  const hand = state.hand;
  if (!hand) return;
  const decks = hand.seats.length === 2 ? 1 : 2;
  expect(sortedCards(allCards(state))).toEqual(sortedCards(unshuffledPack(decks)));
  for (const seat of hand.seats) {
    const count = seat.groups.flat().length;
    const holdsFourteen = hand.stage === 'discard' && hand.turn === seat.seat && seat.status === 'playing';
    if (seat.status === 'dropped' || seat.status === 'wrong-show') expect(count).toBe(0);
    else expect(count).toBe(holdsFourteen ? 14 : 13);
  }
  for (const seat of state.outcome?.seats ?? []) {
    expect(seat.points).toBeGreaterThanOrEqual(0);
    expect(seat.points).toBeLessThanOrEqual(80);
  }
  if (state.options.variant === 'deals' && state.startedWith > 0)
    expect(state.players.reduce((sum, player) => sum + player.chips, 0)).toBe(80 * state.startedWith ** 2);
}

/** The view of `viewer` must not change when another seat's hidden cards or the closed pile's order change. */
function checkNoLeak(state: RummyState, pick: number): void {
  const hand = state.hand;
  if (!hand || hand.stage === 'over' || hand.closed.length === 0) return;
  const viewer = hand.seats[pick % hand.seats.length]!.seat;
  const before = JSON.stringify(rummyGame.view(state, viewer));
  const reordered = structuredClone(state);
  reordered.hand!.closed.reverse();
  expect(JSON.stringify(rummyGame.view(reordered, viewer))).toBe(before);
  for (const other of hand.seats) {
    if (other.seat === viewer || !['playing', 'melding', 'melded'].includes(other.status)) continue;
    const swapped = structuredClone(state);
    const target = swapped.hand!.seats.find((seat) => seat.seat === other.seat)!;
    const group = target.groups[pick % target.groups.length]!;
    const at = pick % group.length;
    if (group[at] === hand.drawn?.card) continue;
    [group[at], swapped.hand!.closed[0]] = [swapped.hand!.closed[0]!, group[at]!];
    expect(JSON.stringify(rummyGame.view(swapped, viewer))).toBe(before);
  }
}

/** One step of a game: mostly the bot's move, sometimes a timeout, a rearrangement or a stray move. */
function step(state: RummyState, choice: number): Applied<RummyState> | null {
  const pending = rummyGame.pending(state);
  if (!pending) return null;
  const seat = pending.seats[choice % pending.seats.length]!;
  if (choice % 13 === 0) return rummyGame.timeout(state);
  if (choice % 7 === 0 && state.hand) {
    const mine = state.hand.seats.find((entry) => entry.seat === seat)!;
    const cards = mine.groups.flat();
    if (cards.length > 0) {
      const rotated = [...cards.slice(choice % cards.length), ...cards.slice(0, choice % cards.length)];
      const arranged = rummyGame.apply(state, seat, {
        type: 'arrange',
        groups: [rotated.slice(0, 5), rotated.slice(5)],
      });
      if (arranged.ok) return arranged;
    }
  }
  if (choice % 5 === 0) {
    // A stray move: from a seat not awaited, or a discard before drawing. Refused, and changes nothing.
    const stranger = (seat + 1) % state.options.seats;
    const copy = JSON.stringify(state);
    const result = rummyGame.apply(state, stranger, { type: 'discard', card: 'AS' });
    if (!pending.seats.includes(stranger)) expect(result.ok).toBe(false);
    expect(JSON.stringify(state)).toBe(copy);
  }
  const move = rummyGame.botMove(rummyGame.view(state, seat), seat);
  if (!move) throw new Error(`the bot has no move for seat ${seat}`);
  const result = rummyGame.apply(state, seat, move);
  if (!result.ok) throw new Error(`the bot's ${move.type} was refused: ${result.reason}`);
  return result;
}

function playMatch(
  options: RummyOptions,
  serverSeed: string,
  choices: number[],
  check: (s: RummyState, i: number) => void,
  maxHands = options.variant === 'points' ? 1 : 40,
) {
  const seats = Array.from({ length: options.seats }, (_, seat) => seat);
  let state = rummyGame.newMatch(options, seats);
  let moves = 0;
  for (let handNumber = 1; rummyGame.phase(state) !== 'match-over' && handNumber <= maxHands; handNumber++) {
    const dealt = rummyGame.deal(state, { serverSeed, clientSeed: 'client', nonce: String(handNumber) });
    if (!dealt.ok) throw new Error(dealt.reason);
    state = dealt.state;
    check(state, moves);
    while (rummyGame.phase(state) === 'playing') {
      const result = step(state, choices[moves % choices.length]! + moves);
      if (!result) throw new Error('a hand is on but nothing is pending');
      state = result.state;
      moves += 1;
      check(state, moves);
      if (state.hand!.turnNumber > 600) throw new Error('a hand did not end');
    }
  }
  return state;
}

describe('rummy properties', () => {
  it('same seed, same deal', () => {
    fc.assert(
      fc.property(seed, fc.string(), fc.integer({ min: 2, max: 6 }), (serverSeed, nonce, players) => {
        const fair = { serverSeed, clientSeed: 'c', nonce };
        expect(dealFromSeed(fair, players)).toEqual(dealFromSeed({ ...fair }, players));
      }),
      { numRuns: 30 },
    );
  });

  it('conserves the cards, never leaves 14 in a hand outside its turn, and hides what it must', () => {
    fc.assert(
      fc.property(
        options,
        seed,
        fc.array(fc.nat(1000), { minLength: 5, maxLength: 40 }),
        (opts, serverSeed, choices) => {
          const check = (state: RummyState, index: number) => {
            checkInvariants(state);
            if (index % 3 === 0) checkNoLeak(state, choices[index % choices.length]! + index);
          };
          playMatch(opts, serverSeed, choices, check, 2);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);

  it('plays every game to its end with bots, with a consistent outcome', () => {
    fc.assert(
      fc.property(
        options,
        seed,
        fc.array(fc.nat(1000), { minLength: 5, maxLength: 20 }),
        (opts, serverSeed, choices) => {
          const state = playMatch(opts, serverSeed, choices, () => undefined);
          const outcome = rummyGame.handOutcome(state)!;
          expect(outcome.seats.filter((seat) => seat.result === 'won').map((seat) => seat.seat)).toEqual([
            outcome.winner,
          ]);
          expect(outcome.seats.find((seat) => seat.seat === outcome.winner)!.points).toBe(0);
          if (opts.variant === 'points') return;
          const result = rummyGame.matchResult(state)!;
          expect(result).not.toBeNull();
          expect(result.shares.reduce((sum, share) => sum + share.share, 0)).toBe(result.denominator);
          if (result.reason === 'split') return;
          const winner = state.players.find((player) => player.seat === result.winner)!;
          if (opts.variant === 'pool') {
            expect(winner.score).toBeLessThan(opts.pool);
            expect(state.players.filter((player) => !player.out)).toEqual([winner]);
          } else if (result.reason === 'most-chips')
            expect(winner.chips).toBe(Math.max(...state.players.map((player) => player.chips)));
        },
      ),
      { numRuns: 6 },
    );
  }, 180_000);
});

// A declaration built from parts that are valid by construction: a pure sequence, a second sequence (maybe
// with a joker), and sets (maybe with a joker) filling the 13 cards.
const suit = fc.constantFrom(...SUITS);
const run = (length: number) =>
  fc
    .tuple(suit, fc.integer({ min: 1, max: 14 - length }))
    .map(([s, start]) => Array.from({ length }, (_, i) => `${RANKS[(start - 1 + i) % 13]}${s}`));
const set = (size: 3 | 4) =>
  fc
    .tuple(fc.constantFrom(...RANKS), fc.shuffledSubarray([...SUITS], { minLength: size, maxLength: size }))
    .map(([rank, suits]) => suits.map((s) => `${rank}${s}`));
const withJoker = (group: fc.Arbitrary<string[]>) =>
  fc.tuple(group, fc.boolean(), fc.nat()).map(([cards, joker, at]) => {
    if (!joker) return cards;
    const copy = [...cards];
    copy[at % copy.length] = 'PJ';
    return copy;
  });
const declaration = fc
  .tuple(fc.constantFrom(3, 4), fc.constantFrom(3, 4))
  .filter(([a, b]) => a + b <= 7)
  .chain(([a, b]) =>
    fc.tuple(
      run(a),
      withJoker(run(b)),
      withJoker(set(3)),
      a + b === 6 ? withJoker(set(4)) : withJoker(set(3)),
      fc.constantFrom('2', '5', '9', 'Q'),
    ),
  )
  .map(([pure, second, set1, set2, wildRank]) => ({ groups: [pure, second, set1, set2], wildRank }))
  .filter(({ groups }) => {
    const copies = new Map<string, number>();
    for (const card of groups.flat()) copies.set(card, (copies.get(card) ?? 0) + 1);
    return [...copies.values()].every((count) => count <= 2);
  });

describe('declaration properties', () => {
  it('a valid declaration stays valid, at 0 points, however its groups and the cards in them are ordered', () => {
    fc.assert(
      fc.property(declaration, fc.nat(), (built, shuffleSeed) => {
        expect(validateDeclaration(built.groups, built.wildRank)).toEqual({ valid: true });
        const rotate = <T>(items: T[], by: number) => [
          ...items.slice(by % items.length),
          ...items.slice(0, by % items.length),
        ];
        const reordered = rotate(built.groups, shuffleSeed).map((group, i) =>
          rotate(group, shuffleSeed >> i),
        );
        for (const groups of [reordered, reordered.map((group) => [...group].reverse())]) {
          expect(validateDeclaration(groups, built.wildRank)).toEqual({ valid: true });
          expect(handPoints(groups, built.wildRank)).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('auto-arrange finds a valid declaration in any 13 cards that have one', () => {
    fc.assert(
      fc.property(declaration, fc.nat(), (built, by) => {
        const cards = built.groups.flat();
        const shuffled = [...cards.slice(by % 13), ...cards.slice(0, by % 13)].reverse();
        const best = bestArrangement(shuffled, built.wildRank);
        expect(best).toMatchObject({ valid: true, points: 0 });
        expect(sortedCards(best.groups.flat())).toEqual(sortedCards(cards));
      }),
      { numRuns: 200 },
    );
  });

  it('counts any 13 cards in any grouping at 0 to 80 points', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(unshuffledPack(2), { minLength: 13, maxLength: 13 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...RANKS),
        (cards, sizes, wildRank) => {
          const groups: string[][] = [];
          let at = 0;
          for (const size of sizes) {
            groups.push(cards.slice(at, at + size));
            at += size;
          }
          if (at < cards.length) groups.push(cards.slice(at));
          const points = handPoints(
            groups.filter((group) => group.length > 0),
            wildRank,
          );
          expect(points).toBeGreaterThanOrEqual(0);
          expect(points).toBeLessThanOrEqual(80);
        },
      ),
      { numRuns: 300 },
    );
  });
});
