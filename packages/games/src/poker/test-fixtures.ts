import { expect } from 'vitest';
import type { Applied, Refusal } from '../table/table-game';
import { unshuffledDeck } from './cards';
import { dealWithDeck } from './deal';
import { HOLE_CARDS } from './evaluate';
import { pokerGame } from './game';
import { orderFrom } from './pots';
import type { PokerMove, PokerOptions, PokerState } from './state';

// Tests only: tables with chosen stacks and hands dealt from a hand-made deck (production hands come from
// deal() and the seed alone), and small helpers to play them.

export const FAIR = { serverSeed: 'server-seed', clientSeed: 'client-seed', nonce: '1' };

export function cards(text: string): string[] {
  return text.split(' ').filter(Boolean);
}

export function options(overrides: Partial<PokerOptions> = {}): PokerOptions {
  return {
    variant: 'holdem',
    seats: 6,
    smallBlind: 5,
    bigBlind: 10,
    minBuyIn: 100,
    maxBuyIn: 100_000,
    ...overrides,
  };
}

/** A table with these seats and stacks, everyone sitting in. */
export function table(stacks: Record<number, number>, overrides: Partial<PokerOptions> = {}): PokerState {
  let state = pokerGame.newMatch(options(overrides), []);
  for (const [seat, chips] of Object.entries(stacks)) {
    state = ok(pokerGame.join(state, Number(seat), Math.max(chips, state.options.minBuyIn)));
    state.players.find((player) => player.seat === Number(seat))!.stack = chips;
  }
  return state;
}

export interface Cast {
  button: number;
  /** Seat → its hole cards ('AS KS'); seats dealt in without cards here get whatever is left. */
  holes?: Record<number, string>;
  /** Up to five board cards, in the order they are turned. */
  board?: string;
}

/** The deck that deals the cast: hole cards one at a time from the first seat left of the button, then
 * burn, flop, burn, turn, burn, river; the other cards fill the gaps in code order. */
export function deckFor(state: PokerState, cast: Cast): string[] {
  const seats = state.players.filter((player) => !player.sittingOut && player.stack > 0).map((p) => p.seat);
  const chosen = [...Object.values(cast.holes ?? {}).flatMap(cards), ...cards(cast.board ?? '')];
  const spare = unshuffledDeck().filter((card) => !chosen.includes(card));
  const take = (card: string | undefined) => card ?? spare.shift()!;
  const deck: string[] = [];
  const order = orderFrom(cast.button, seats);
  for (let round = 0; round < HOLE_CARDS[state.options.variant]; round++)
    for (const seat of order) deck.push(take(cards(cast.holes?.[seat] ?? '')[round]));
  const board = cards(cast.board ?? '');
  for (const [from, count] of [
    [0, 3],
    [3, 1],
    [4, 1],
  ] as const) {
    deck.push(take(undefined));
    for (let index = from; index < from + count; index++) deck.push(take(board[index]));
  }
  return [...deck, ...spare];
}

export function dealt(state: PokerState, cast: Cast): PokerState {
  return ok(dealWithDeck(state, FAIR, deckFor(state, cast), cast.button));
}

export function ok(result: Applied<PokerState> | Refusal): PokerState {
  if (!result.ok) expect.fail(`refused: ${result.reason}`);
  return result.state;
}

/** Plays the moves in order, each by its seat; fails on a refusal. */
export function play(state: PokerState, moves: [number, PokerMove][]): PokerState {
  return moves.reduce((current, [seat, move]) => ok(pokerGame.apply(current, seat, move)), state);
}

export function stackOf(state: PokerState, seat: number): number {
  return state.players.find((player) => player.seat === seat)!.stack;
}

export const FOLD: PokerMove = { type: 'fold' };
export const CHECK: PokerMove = { type: 'check' };
export const CALL: PokerMove = { type: 'call' };
export const ALL_IN: PokerMove = { type: 'all-in' };
export const raise = (to: number): PokerMove => ({ type: 'raise', to });
export const bet = (to: number): PokerMove => ({ type: 'bet', to });
