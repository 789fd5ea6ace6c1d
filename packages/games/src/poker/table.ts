import { fairShuffle, randomFloats } from '../fair';
import type { Applied, FairSeed, Pending, Refusal, TableEvent, TablePhase } from '../table/table-game';
import { foldLeaving } from './play';
import { applied, draft, refuse } from './refusal';
import type { PokerMove, PokerOptions, PokerPlayer, PokerState } from './state';

// The table around the hands: options, seats and stacks, buy-in and top-up, sitting out and in, leaving,
// what is awaited. The deal itself is in deal.ts.

export const MIN_SEATS = 2;
export const MAX_SEATS = 9;

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function checkOptions(options: PokerOptions): void {
  if (!['holdem', 'omaha4', 'omaha5'].includes(options.variant))
    throw new RangeError('unknown poker variant');
  if (!Number.isInteger(options.seats) || options.seats < MIN_SEATS || options.seats > MAX_SEATS)
    throw new RangeError('a poker table has 2 to 9 seats');
  if (!isCount(options.smallBlind) || !isCount(options.bigBlind) || options.smallBlind > options.bigBlind)
    throw new RangeError('blinds are whole chips, the small blind at most the big blind');
  if (!isCount(options.minBuyIn) || !isCount(options.maxBuyIn) || options.minBuyIn > options.maxBuyIn)
    throw new RangeError('the buy-in range is whole chips, minimum at most maximum');
  const rake = options.rake;
  if (
    rake &&
    (!(rake.percent >= 0 && rake.percent <= 100) || !Number.isSafeInteger(rake.cap) || rake.cap < 0)
  )
    throw new RangeError('rake is a percent from 0 to 100 with a cap in whole chips');
}

function validSeat(options: PokerOptions, seat: number): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < options.seats;
}

export function newMatch(options: PokerOptions, seats: number[]): PokerState {
  checkOptions(options);
  if (new Set(seats).size !== seats.length || !seats.every((seat) => validSeat(options, seat)))
    throw new RangeError('seats must be distinct seat numbers of the table');
  // Seats given here have no chips yet: they sit out until a buy-in comes with join or top-up.
  return {
    game: 'poker',
    options: structuredClone(options),
    players: [...seats]
      .sort((a, b) => a - b)
      .map((seat) => ({ seat, stack: 0, sittingOut: true, owes: 'none', autoMuck: true, left: false })),
    handsPlayed: 0,
    hand: null,
    outcome: null,
    stacksAtDeal: [],
  };
}

export function handOn(state: PokerState): boolean {
  return state.hand !== null && !state.hand.over;
}

export function phaseOf(state: PokerState): TablePhase {
  return handOn(state) ? 'playing' : 'between-hands';
}

export function pendingOf(state: PokerState): Pending | null {
  const hand = state.hand;
  if (!hand || hand.over || hand.toAct === null) return null;
  return { seats: [hand.toAct], kind: 'turn', key: `h${hand.number}:a${hand.actions}` };
}

/** Seats dealt in at the next hand: seated, not sitting out, with chips. */
export function readyPlayers(state: PokerState): PokerPlayer[] {
  return state.players.filter((player) => !player.sittingOut && !player.left && player.stack > 0);
}

export function join(state: PokerState, seat: number, chips?: number): Applied<PokerState> | Refusal {
  const { options } = state;
  if (!validSeat(options, seat)) return refuse('illegal', 'There is no such seat at this table.');
  const taken = state.players.find((player) => player.seat === seat);
  if (taken && (taken.stack > 0 || taken.left)) return refuse('illegal', 'That seat is taken.');
  if (!isCount(chips) || chips < options.minBuyIn || chips > options.maxBuyIn)
    return refuse('illegal', `Buy in for ${options.minBuyIn} to ${options.maxBuyIn} chips.`);
  const next = draft(state);
  // A newcomer to a running game posts a big blind in the first hand (or waits for it in the big blind).
  const owes = next.handsPlayed > 0 && readyPlayers(next).length >= 2 ? 'big' : 'none';
  const player: PokerPlayer = { seat, stack: chips, sittingOut: false, owes, autoMuck: true, left: false };
  next.players = [...next.players.filter((entry) => entry.seat !== seat), player].sort(
    (a, b) => a.seat - b.seat,
  );
  return applied(next, [{ type: 'join', seat, chips }]);
}

export function leave(state: PokerState, seat: number): Applied<PokerState> {
  const next = draft(state);
  const player = next.players.find((entry) => entry.seat === seat);
  if (!player || player.left) return applied(next, []);
  const events: TableEvent[] = [];
  const inHand = handOn(next) && next.hand!.seats.some((entry) => entry.seat === seat);
  if (!inHand) {
    next.players = next.players.filter((entry) => entry !== player);
    return applied(next, [{ type: 'leave', seat, chips: player.stack }]);
  }
  // The stack stays in play until the hand ends; the 'leave' event with the chips comes then.
  player.left = true;
  foldLeaving(next, seat, events);
  return applied(next, events);
}

/** Top-up, sit out, sit in, auto-muck: any time for sitting out and auto-muck; chips only when not dealt in. */
export function applyTableMove(
  state: PokerState,
  seat: number,
  move: PokerMove,
): Applied<PokerState> | Refusal {
  const player = state.players.find((entry) => entry.seat === seat);
  if (!player || player.left) return refuse('notInHand', 'You are not seated at this table.');
  const next = draft(state);
  const mine = next.players.find((entry) => entry.seat === seat)!;
  switch (move.type) {
    case 'top-up': {
      const dealtIn = handOn(state) && state.hand!.seats.some((entry) => entry.seat === seat);
      if (dealtIn) return refuse('illegal', 'Top up between hands.');
      if (!isCount(move.chips)) return refuse('illegal', 'Say how many chips to add, in whole chips.');
      const room = state.options.maxBuyIn - player.stack;
      if (move.chips > room)
        return refuse('illegal', `You can add at most ${Math.max(0, room)} chips (the maximum buy-in).`);
      if (player.stack + move.chips < state.options.minBuyIn && player.stack === 0)
        return refuse('illegal', `Buy in for at least ${state.options.minBuyIn} chips.`);
      mine.stack += move.chips;
      return applied(next, [{ type: 'top-up', seat, chips: move.chips }]);
    }
    case 'sit-out':
      mine.sittingOut = true;
      return applied(next, [{ type: 'sit-out', seat }]);
    case 'sit-in':
      if (player.stack === 0) return refuse('illegal', 'Buy chips before you sit in.');
      mine.sittingOut = false;
      return applied(next, [{ type: 'sit-in', seat }]);
    case 'auto-muck':
      if (typeof move.on !== 'boolean') return refuse('illegal', 'Auto-muck is on or off.');
      mine.autoMuck = move.on;
      return applied(next, [{ type: 'auto-muck', seat, only: seat, on: move.on }]);
    case 'fold':
    case 'check':
    case 'call':
    case 'bet':
    case 'raise':
    case 'all-in':
    default:
      return refuse('illegal', 'That is not a table move.');
  }
}

/** The shuffled deck and the toss for the first button, from the seed alone (docs/poker.md, "Fairness"). */
export function shuffleFromSeed(fair: FairSeed): { order: number[]; toss: number } {
  const order = fairShuffle(52, fair.serverSeed, fair.clientSeed, fair.nonce);
  const toss = randomFloats(fair.serverSeed, fair.clientSeed, fair.nonce, 52)[51]!;
  return { order, toss };
}
