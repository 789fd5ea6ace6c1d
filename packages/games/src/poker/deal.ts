import type { Applied, FairSeed, Refusal, TableEvent } from '../table/table-game';
import { handSeatOf, nextToAct, playerOf, postBlind } from './betting';
import { unshuffledDeck } from './cards';
import { HOLE_CARDS } from './evaluate';
import { settle } from './play';
import { orderFrom } from './pots';
import { applied, draft, refuse } from './refusal';
import type { HandSeat, HandState, PokerState } from './state';
import { handOn, readyPlayers, shuffleFromSeed } from './table';

// The deal of a hand: the button moves to the next seat dealt in (a toss from the seed places it for the
// first hand), the blinds (heads-up the button posts the small blind), blinds owed, the hole cards one at a
// time from the first seat left of the button, then the betting starts left of the big blind.

/** Seats strictly after `from` up to and including `to`, going round the table (seat numbers). */
function passed(from: number, to: number, seat: number): boolean {
  // The same seat again (players left): the blind did not move past anyone.
  if (from === to) return false;
  return from < to ? seat > from && seat <= to : seat > from || seat <= to;
}

/** Sitting-out seats the blinds passed since the last hand owe them (first the big, then both). */
function chargeMissedBlinds(state: PokerState, smallBlind: number, bigBlind: number, dealt: number[]): void {
  const last = state.hand;
  if (!last) return;
  for (const player of state.players) {
    if (dealt.includes(player.seat) || player.left) continue;
    if (player.owes === 'big' && passed(last.smallBlindSeat, smallBlind, player.seat)) player.owes = 'both';
    if (player.owes === 'none' && passed(last.bigBlindSeat, bigBlind, player.seat)) player.owes = 'big';
  }
}

function newHandSeat(seat: number): HandSeat {
  return {
    seat,
    hole: [],
    status: 'active',
    bet: 0,
    committed: 0,
    acted: false,
    faced: 0,
    shown: null,
    timedOut: false,
  };
}

/** Deals with the given deck (top first) and button: the seeded deal, and test fixtures with chosen cards. */
export function dealWithDeck(
  state: PokerState,
  fair: FairSeed,
  deck: string[],
  button: number,
): Applied<PokerState> | Refusal {
  const ready = readyPlayers(state).map((player) => player.seat);
  if (handOn(state)) return refuse('illegal', 'A hand is already being played.');
  if (ready.length < 2) return refuse('illegal', 'At least 2 players with chips are needed to deal.');
  const next = draft(state);
  const { options } = next;
  const headsUp = ready.length === 2;
  const order = orderFrom(button, ready);
  const smallBlindSeat = headsUp ? button : order[0]!;
  const bigBlindSeat = headsUp ? order[0]! : order[1]!;
  chargeMissedBlinds(next, smallBlindSeat, bigBlindSeat, ready);
  next.stacksAtDeal = next.players.map((player) => ({ seat: player.seat, stack: player.stack }));
  const hand: HandState = {
    number: next.handsPlayed + 1,
    fair: { ...fair },
    deck: [...deck],
    board: [],
    button,
    smallBlindSeat,
    bigBlindSeat,
    seats: ready.map((seat) => newHandSeat(seat)),
    street: 'preflop',
    toAct: null,
    currentBet: options.bigBlind,
    minRaise: options.bigBlind,
    aggressor: null,
    dead: 0,
    actions: 0,
    over: false,
    log: [],
  };
  next.hand = hand;
  next.handsPlayed = hand.number;
  next.outcome = null;
  const events: TableEvent[] = [];
  const blinds: { seat: number; chips: number; dead?: boolean }[] = [];
  // Posted (and logged for the replay) round the table from the small blind, as at a real table.
  const sorted = [...ready].sort((a, b) => a - b);
  const fromSmallBlind = [
    ...sorted.filter((seat) => seat >= smallBlindSeat),
    ...sorted.filter((seat) => seat < smallBlindSeat),
  ];
  for (const seat of fromSmallBlind) {
    const player = playerOf(next, seat);
    const entry = handSeatOf(hand, seat)!;
    const owes = seat === bigBlindSeat ? 'none' : player.owes;
    // A seat that owes posts a live big blind (in place of its small blind) and a dead small blind.
    let live = seat === bigBlindSeat ? options.bigBlind : seat === smallBlindSeat ? options.smallBlind : 0;
    if (owes !== 'none') live = options.bigBlind;
    if (live > 0) blinds.push({ seat, chips: postBlind(next, entry, live) });
    if (owes === 'both')
      blinds.push({ seat, chips: postBlind(next, entry, options.smallBlind, true), dead: true });
    player.owes = 'none';
  }
  for (const blind of blinds) {
    const act = blind.dead
      ? 'dead-blind'
      : blind.seat === smallBlindSeat && blind.chips <= options.smallBlind
        ? 'small-blind'
        : 'big-blind';
    const entry = handSeatOf(hand, blind.seat)!;
    hand.log!.push({
      seat: blind.seat,
      act,
      bet: entry.bet,
      street: 'preflop',
      pot: 0,
      ...(entry.status === 'all-in' ? { allIn: true } : {}),
    });
  }
  // The pot after each blind, in the order they were posted.
  let pot = 0;
  for (const [index, blind] of blinds.entries()) hand.log![index]!.pot = pot += blind.chips;
  const cardsEach = HOLE_CARDS[options.variant];
  const dealOrder = orderFrom(button, ready);
  for (let round = 0; round < cardsEach; round++)
    for (const seat of dealOrder) handSeatOf(hand, seat)!.hole.push(hand.deck.shift()!);
  events.push({
    type: 'deal',
    hand: hand.number,
    button,
    smallBlindSeat,
    bigBlindSeat,
    seats: ready,
    blinds,
  });
  for (const entry of hand.seats)
    events.push({ type: 'hole-cards', seat: entry.seat, only: entry.seat, cards: [...entry.hole] });
  hand.toAct = nextToAct(hand, bigBlindSeat);
  settle(next, events);
  return applied(next, events);
}

/** The seeded deal: the deck from fairShuffle, the first button from the toss, later ones moving on. */
export function deal(state: PokerState, fair: FairSeed): Applied<PokerState> | Refusal {
  const ready = readyPlayers(state).map((player) => player.seat);
  if (ready.length < 2) return refuse('illegal', 'At least 2 players with chips are needed to deal.');
  const { order, toss } = shuffleFromSeed(fair);
  const cards = unshuffledDeck();
  const deck = order.map((position) => cards[position]!);
  const last = state.hand?.button;
  const button = last === undefined ? ready[Math.floor(toss * ready.length)]! : orderFrom(last, ready)[0]!;
  return dealWithDeck(state, fair, deck, button);
}
