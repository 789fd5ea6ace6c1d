import { fairShuffle, randomFloats } from '../fair';
import { nameOf } from '../rummy/cards';
import type { Applied, FairSeed, Pending, Refusal, TableEvent, TablePhase } from '../table/table-game';
import { packSeat } from './play';
import { applied, draft, MIN_PLAYERS, refuse, validOptions } from './rules';
import type { HandState, TeenPattiOptions, TeenPattiState } from './state';

// The match around the hands: seating, dealing, leaving and what the table waits for. A Teen Patti table
// plays one hand after another for as long as players sit (like points rummy): each hand is its own money.

export const CARDS_EACH = 3;

/**
 * The deal of a hand from its seed (verifiable on /provably-fair): the 52 cards in the shoe's code order
 * (rank ⌊c/4⌋ + 1 with A = 1 … K = 13, suit c mod 4 in S H D C) shuffled by fair.ts `fairShuffle(52, …)`
 * (stream floats 0 … 50); float 51 picks the first player, ⌊f · players⌋; 3 cards each, one at a time from
 * position 0, starting with the first player and going round in seat order.
 */
export function dealFromSeed(fair: FairSeed, players: number) {
  const pack = fairShuffle(52, fair.serverSeed, fair.clientSeed, fair.nonce).map((code) => nameOf(code));
  const toss = randomFloats(fair.serverSeed, fair.clientSeed, fair.nonce, 52)[51]!;
  const firstPlayer = Math.floor(toss * players);
  const hands: string[][] = Array.from({ length: players }, () => []);
  for (let index = 0; index < CARDS_EACH * players; index++)
    hands[(firstPlayer + index) % players]!.push(pack[index]!);
  return { pack, firstPlayer, hands, rest: pack.slice(CARDS_EACH * players) };
}

export function newMatch(options: TeenPattiOptions, seats: number[]): TeenPattiState {
  if (!validOptions(options)) throw new RangeError('invalid Teen Patti options');
  if (
    new Set(seats).size !== seats.length ||
    !seats.every((seat) => Number.isInteger(seat) && seat >= 0 && seat < options.seats)
  )
    throw new RangeError('seats must be distinct seat numbers of the table');
  return {
    game: 'teen-patti',
    options: { ...options },
    players: [...seats].sort((a, b) => a - b).map((seat) => ({ seat, left: false })),
    handsPlayed: 0,
    hand: null,
    outcome: null,
  };
}

export function phaseOf(state: TeenPattiState): TablePhase {
  return state.hand && !state.hand.over ? 'playing' : 'between-hands';
}

export function pendingOf(state: TeenPattiState): Pending | null {
  const hand = state.hand;
  if (!hand || hand.over) return null;
  if (hand.sideshow)
    return { seats: [hand.sideshow.to], kind: 'sideshow', key: `h${hand.number}:s${hand.turnNumber}` };
  return { seats: [hand.turn], kind: 'turn', key: `h${hand.number}:t${hand.turnNumber}` };
}

export function join(state: TeenPattiState, seat: number): Applied<TeenPattiState> | Refusal {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.options.seats)
    return refuse('illegal', 'There is no such seat at this table.');
  if (state.players.some((player) => player.seat === seat)) return refuse('illegal', 'That seat is taken.');
  const next = draft(state);
  next.players = [...next.players, { seat, left: false }].sort((a, b) => a.seat - b.seat);
  return applied(next, [{ type: 'join', seat }]);
}

export function leave(state: TeenPattiState, seat: number): Applied<TeenPattiState> {
  const next = draft(state);
  const events: TableEvent[] = [];
  const player = next.players.find((entry) => entry.seat === seat);
  if (!player || player.left) return applied(next, events);
  events.push({ type: 'leave', seat });
  const hand = next.hand;
  const mine = hand && !hand.over ? hand.seats.find((entry) => entry.seat === seat) : undefined;
  if (mine) {
    mine.left = true;
    player.left = true; // removed at the hand's end, so the outcome still names the seat
    if (mine.status !== 'packed') packSeat(next, seat, events, 'left');
    return applied(next, events);
  }
  next.players = next.players.filter((entry) => entry.seat !== seat);
  return applied(next, events);
}

export function deal(state: TeenPattiState, fair: FairSeed): Applied<TeenPattiState> | Refusal {
  if (phaseOf(state) !== 'between-hands') return refuse('illegal', 'A hand is already being played.');
  const seats = state.players.filter((player) => !player.left).map((player) => player.seat);
  if (seats.length < MIN_PLAYERS) return refuse('illegal', 'At least 2 players are needed to deal.');
  const next = draft(state);
  next.players = next.players.filter((player) => !player.left);
  const dealt = dealFromSeed(fair, seats.length);
  const boot = next.options.boot;
  const hand: HandState = {
    number: next.handsPlayed + 1,
    fair: { ...fair },
    seats: seats.map((seat, index) => ({
      seat,
      cards: dealt.hands[index]!,
      status: 'blind',
      put: boot,
      blindChaals: 0,
      left: false,
    })),
    stake: boot,
    turn: seats[dealt.firstPlayer]!,
    turnNumber: 1,
    sideshow: null,
    shows: [],
    over: false,
    rest: dealt.rest,
  };
  next.hand = hand;
  next.outcome = null;
  return applied(next, [
    { type: 'deal', hand: hand.number, seats, firstSeat: hand.turn, boot, pot: boot * seats.length },
  ]);
}
