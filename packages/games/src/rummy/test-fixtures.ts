import type { Applied, Refusal } from '../table/table-game';
import { rummyGame } from './game';
import { newHandSeat } from './match';
import type { RummyMove, RummyOptions, RummyState } from './state';

// Tests only: a hand with chosen cards, built as the plain JSON state it is (production hands come from
// deal() and the seed alone), and small helpers to play it.

// The cast of most hand tests (jacks wild): seat 0 needs 8S to declare with 7D on the finish slot; seat 1
// holds a pure sequence, an impure one (JH wild), a set and 36 points of loose cards (78 when all count).
export const WINNER = 'AH 2H 3H 5S 6S 7S 9D 9C 9H KD KC KS 7D';
export const WINNING_GROUPS = groupsOf('AH 2H 3H / 5S 6S 7S 8S / 9D 9C 9H / KD KC KS');
export const LOSER = '3C 4C 5C 8D 8C 8H 10S JH QD KH 2D 4D 6H';
export const LOSER_MELD = groupsOf('3C 4C 5C / 2D JH 4D / 8D 8C 8H / 10S QD KH 6H');
export const THIRD = '2C 3D 4H 5H 6D 7H 8H 9S 10H QC QH AD AS';
export const CLOSED = '8S 2S 3S 4S 5D 6C 7C 10D';

export const FAIR = { serverSeed: 'server-seed', clientSeed: 'client-seed', nonce: '1' };

export function cards(text: string): string[] {
  return text.split(' ').filter(Boolean);
}

export function groupsOf(text: string): string[][] {
  return text.split(' / ').map((group) => cards(group));
}

export interface Fixture {
  options?: RummyOptions;
  /** Seat → its cards ("5H 6H …"), in seat order of play. */
  hands: Record<number, string>;
  closed: string;
  open: string;
  wildCard?: string;
  turn?: number;
}

export function fixtureState(fixture: Fixture): RummyState {
  const seats = Object.keys(fixture.hands).map(Number);
  const options = fixture.options ?? {
    variant: 'points',
    seats: Math.max(2, ...seats.map((seat) => seat + 1)),
  };
  const state = rummyGame.newMatch(options, seats);
  const wildCard = fixture.wildCard ?? '9C';
  state.startedWith = seats.length;
  if (options.variant === 'deals') for (const player of state.players) player.chips = 80 * seats.length;
  state.hand = {
    number: 1,
    fair: FAIR,
    wildCard,
    wildRank: wildCard === 'PJ' ? 'A' : wildCard.slice(0, -1),
    closed: cards(fixture.closed),
    open: cards(fixture.open),
    openIsDealt: true,
    dead: [],
    finish: null,
    seats: seats.map((seat) => newHandSeat(seat, [cards(fixture.hands[seat]!)])),
    firstSeat: fixture.turn ?? seats[0]!,
    turn: fixture.turn ?? seats[0]!,
    turnNumber: 1,
    stage: 'draw',
    drawn: null,
    reshuffles: 0,
    winner: null,
    tiebreak: false,
  };
  return state;
}

export function ok(result: Applied<RummyState> | Refusal): Applied<RummyState> {
  if (!result.ok) throw new Error(`refused: ${result.code}: ${result.reason}`);
  return result;
}

/** Plays the moves in order (seat, move) and returns the last result. */
export function play(state: RummyState, ...moves: [number, RummyMove][]): Applied<RummyState> {
  let result: Applied<RummyState> = { ok: true, state, events: [] };
  for (const [seat, move] of moves) result = ok(rummyGame.apply(result.state, seat, move));
  return result;
}

/** Every card of the hand: in hands, piles, out of play and on the finish slot. */
export function allCards(state: RummyState): string[] {
  const hand = state.hand!;
  return [
    ...hand.seats.flatMap((seat) => seat.groups.flat()),
    ...hand.closed,
    ...hand.open,
    ...hand.dead,
    ...(hand.finish ? [hand.finish] : []),
    hand.wildCard,
  ];
}
