import type { Applied, Refusal, TableEvent } from '../table/table-game';
import { isCard, isJoker, removeCards, sameCards } from './cards';
import { reshuffledPile } from './deal';
import { validateDeclaration } from './index';
import { applied, draft, refuse } from './refusal';
import { dropPoints, MISSED_TURNS_TO_DROP, WRONG_SHOW_POINTS } from './rules';
import { finishHand } from './scoring';
import type { HandSeat, HandState, Penalty, RummyMove, RummyState } from './state';

// The moves of a hand: draw, discard, drop, declare, meld, arrange, and what a timeout plays instead.
// Every function works on a draft (a deep copy) and returns it with the events for the table.

const MAX_GROUPS = 14;

function isGroups(groups: unknown): groups is string[][] {
  return (
    Array.isArray(groups) &&
    groups.length <= MAX_GROUPS &&
    groups.every((group) => Array.isArray(group) && group.every((card) => isCard(card)))
  );
}

function cardsOf(seat: HandSeat): string[] {
  return seat.groups.flat();
}

function withoutEmpty(groups: string[][]): string[][] {
  return groups.filter((group) => group.length > 0);
}

/** Takes one copy of `card` out of the seat's groups (the last group holding it: a fresh draw sits last). */
function takeCard(seat: HandSeat, card: string): void {
  for (let index = seat.groups.length - 1; index >= 0; index--) {
    const group = seat.groups[index]!;
    const at = group.lastIndexOf(card);
    if (at >= 0) {
      group.splice(at, 1);
      seat.groups = withoutEmpty(seat.groups);
      return;
    }
  }
  throw new Error(`seat ${seat.seat} does not hold ${card}`);
}

export function playingSeats(hand: HandState): HandSeat[] {
  return hand.seats.filter((seat) => seat.status === 'playing');
}

function seatOf(hand: HandState, seat: number): HandSeat {
  const found = hand.seats.find((entry) => entry.seat === seat);
  if (!found) throw new Error(`seat ${seat} is not in the hand`);
  return found;
}

/** The next player still playing after the one whose turn it was, in seat order. */
function passTurn(hand: HandState): void {
  const order = hand.seats;
  const from = order.findIndex((seat) => seat.seat === hand.turn);
  for (let step = 1; step <= order.length; step++) {
    const next = order[(from + step) % order.length]!;
    if (next.status === 'playing') {
      hand.turn = next.seat;
      break;
    }
  }
  hand.turnNumber += 1;
  hand.stage = 'draw';
  hand.drawn = null;
}

/** After a player leaves the hand: the last one playing wins, else play goes on. */
function afterLeaving(state: RummyState, events: TableEvent[], wasTurn: boolean): void {
  const hand = state.hand!;
  if (playingSeats(hand).length <= 1) {
    finishHand(state, events);
    return;
  }
  if (wasTurn) passTurn(hand);
}

export function dropSeat(state: RummyState, seat: HandSeat, penalty: Exclude<Penalty, 'wrong-show'>): void {
  const hand = state.hand!;
  hand.dead.push(...cardsOf(seat));
  seat.groups = [];
  seat.status = 'dropped';
  seat.penalty = penalty;
  seat.points = dropPoints(state.options, penalty);
  if (hand.turn === seat.seat) hand.drawn = null;
}

/** Drops the seat and moves the hand on (its turn passes, or the last player left wins). */
export function dropAndGoOn(
  state: RummyState,
  seat: HandSeat,
  penalty: Exclude<Penalty, 'wrong-show'>,
  events: TableEvent[],
): void {
  const wasTurn = state.hand!.turn === seat.seat && seat.status === 'playing';
  dropSeat(state, seat, penalty);
  events.push({ type: 'drop', seat: seat.seat, penalty, points: seat.points });
  afterLeaving(state, events, wasTurn);
}

function reshuffleIfEmpty(hand: HandState, events: TableEvent[]): void {
  if (hand.closed.length > 0 || hand.open.length < 2) return;
  const top = hand.open.pop()!;
  hand.reshuffles += 1;
  hand.closed = reshuffledPile(hand.open, hand.fair, hand.reshuffles);
  hand.open = [top];
  events.push({ type: 'reshuffle', count: hand.closed.length });
}

function draw(
  hand: HandState,
  seat: HandSeat,
  pile: 'closed' | 'open',
  events: TableEvent[],
): Refusal | null {
  let card: string;
  if (pile === 'open') {
    const top = hand.open.at(-1);
    if (top === undefined) return refuse('illegal', 'The open pile is empty.');
    if (isJoker(top, hand.wildRank) && !hand.openIsDealt)
      return refuse('illegal', 'A joker thrown by a player cannot be picked up from the open pile.');
    card = hand.open.pop()!;
    hand.openIsDealt = false;
    events.push({ type: 'draw', seat: seat.seat, pile, card });
  } else {
    reshuffleIfEmpty(hand, events);
    const top = hand.closed.shift();
    if (top === undefined) return refuse('illegal', 'There are no cards left to draw.');
    card = top;
    events.push({ type: 'draw', seat: seat.seat, pile });
    events.push({ type: 'drawn-card', seat: seat.seat, only: seat.seat, card });
  }
  seat.groups.push([card]);
  seat.drew = true;
  hand.drawn = { card, pile };
  hand.stage = 'discard';
  return null;
}

function discard(hand: HandState, seat: HandSeat, card: string, events: TableEvent[]): void {
  takeCard(seat, card);
  hand.open.push(card);
  hand.openIsDealt = false;
  events.push({ type: 'discard', seat: seat.seat, card });
  reshuffleIfEmpty(hand, events);
  passTurn(hand);
}

function declare(state: RummyState, seat: HandSeat, card: string, groups: string[][], events: TableEvent[]) {
  const hand = state.hand!;
  const check = validateDeclaration(groups, hand.wildRank);
  if (check.valid) {
    seat.groups = groups;
    seat.shown = groups;
    seat.status = 'won';
    seat.points = 0;
    hand.finish = card;
    hand.winner = seat.seat;
    hand.drawn = null;
    hand.stage = 'meld';
    for (const other of playingSeats(hand)) other.status = 'melding';
    events.push({ type: 'declare', seat: seat.seat, valid: true, groups });
    if (!hand.seats.some((other) => other.status === 'melding')) finishHand(state, events);
    return;
  }
  hand.dead.push(card, ...cardsOf(seat));
  seat.groups = [];
  seat.shown = groups;
  seat.status = 'wrong-show';
  seat.penalty = 'wrong-show';
  seat.points = WRONG_SHOW_POINTS;
  hand.drawn = null;
  events.push({ type: 'declare', seat: seat.seat, valid: false, reason: check.reason, groups });
  afterLeaving(state, events, true);
}

function meld(state: RummyState, seat: HandSeat, groups: string[][], events: TableEvent[]): void {
  seat.groups = groups;
  seat.shown = groups;
  seat.status = 'melded';
  events.push({ type: 'meld', seat: seat.seat });
  if (!state.hand!.seats.some((other) => other.status === 'melding')) finishHand(state, events);
}

const NOT_YOUR_TURN = 'It is not your turn.';

/** A move of the hand (every move but 'split'). */
export function applyHandMove(
  state: RummyState,
  seatNumber: number,
  move: Exclude<RummyMove, { type: 'split' }>,
): Applied<RummyState> | Refusal {
  if (!state.hand || state.hand.stage === 'over') return refuse('notPlaying', 'No hand is being played.');
  if (!state.hand.seats.some((seat) => seat.seat === seatNumber))
    return refuse('notInHand', 'You are not dealt in this hand.');
  const next = draft(state);
  const hand = next.hand!;
  const seat = seatOf(hand, seatNumber);
  const events: TableEvent[] = [];
  const myTurn = hand.turn === seatNumber && seat.status === 'playing' && hand.stage !== 'meld';
  switch (move.type) {
    case 'arrange': {
      if (seat.status !== 'playing' && seat.status !== 'melding')
        return refuse('notInHand', 'You have no cards to arrange.');
      if (!isGroups(move.groups) || !sameCards(move.groups.flat(), cardsOf(seat)))
        return refuse('illegal', 'Arrange exactly the cards in your hand.');
      seat.groups = withoutEmpty(move.groups.map((group) => [...group]));
      return applied(next, events);
    }
    case 'draw': {
      if (move.pile !== 'closed' && move.pile !== 'open')
        return refuse('illegal', 'Draw from the closed or the open pile.');
      if (!myTurn) return refuse('notYourTurn', NOT_YOUR_TURN);
      if (hand.stage !== 'draw')
        return refuse('illegal', 'You have drawn already: discard a card or declare.');
      const refused = draw(hand, seat, move.pile, events);
      if (refused) return refused;
      seat.missed = 0;
      return applied(next, events);
    }
    case 'discard': {
      if (!myTurn) return refuse('notYourTurn', NOT_YOUR_TURN);
      if (hand.stage !== 'discard') return refuse('illegal', 'Draw a card before you discard.');
      if (!isCard(move.card) || !cardsOf(seat).includes(move.card))
        return refuse('illegal', 'Discard a card from your hand.');
      discard(hand, seat, move.card, events);
      return applied(next, events);
    }
    case 'drop': {
      if (!myTurn) return refuse('notYourTurn', NOT_YOUR_TURN);
      if (hand.stage !== 'draw')
        return refuse('illegal', 'You can drop only at the start of your turn, before you draw.');
      dropAndGoOn(next, seat, seat.drew ? 'middle-drop' : 'first-drop', events);
      return applied(next, events);
    }
    case 'declare': {
      if (!myTurn) return refuse('notYourTurn', NOT_YOUR_TURN);
      if (hand.stage !== 'discard') return refuse('illegal', 'Draw a card before you declare.');
      const rest = isCard(move.card) ? removeCards(cardsOf(seat), [move.card]) : null;
      if (!rest) return refuse('illegal', 'Put one of your cards on the finish slot.');
      if (!isGroups(move.groups) || !sameCards(move.groups.flat(), rest))
        return refuse('illegal', 'Declare the 13 cards left in your hand, in groups.');
      declare(next, seat, move.card, withoutEmpty(move.groups.map((group) => [...group])), events);
      return applied(next, events);
    }
    case 'meld': {
      if (hand.stage !== 'meld' || seat.status !== 'melding')
        return refuse('notYourTurn', 'There is nothing to meld now.');
      if (!isGroups(move.groups) || !sameCards(move.groups.flat(), cardsOf(seat)))
        return refuse('illegal', 'Meld exactly the 13 cards in your hand.');
      meld(next, seat, withoutEmpty(move.groups.map((group) => [...group])), events);
      return applied(next, events);
    }
    default:
      return refuse('illegal', 'That is not a rummy move.');
  }
}

/** The turn's deadline passed: the missed-turn rule, or the meld as it stands. */
export function timeoutHand(state: RummyState): Applied<RummyState> {
  const next = draft(state);
  const hand = next.hand;
  const events: TableEvent[] = [];
  if (!hand || hand.stage === 'over') return applied(next, events);
  if (hand.stage === 'meld') {
    for (const seat of hand.seats.filter((entry) => entry.status === 'melding')) {
      seat.shown = seat.groups;
      seat.status = 'melded';
      events.push({ type: 'meld', seat: seat.seat, timedOut: true });
    }
    finishHand(next, events);
    return applied(next, events);
  }
  const seat = seatOf(hand, hand.turn);
  if (hand.stage === 'discard') {
    // The player drew, then ran out of time: the card drawn goes back out; not a missed turn.
    discard(hand, seat, hand.drawn?.card ?? seat.groups.at(-1)!.at(-1)!, events);
    return applied(next, events);
  }
  seat.missed += 1;
  events.push({ type: 'missed-turn', seat: seat.seat, missed: seat.missed });
  if (seat.missed >= MISSED_TURNS_TO_DROP) {
    dropAndGoOn(next, seat, 'auto-drop', events);
    return applied(next, events);
  }
  // With no card left to draw (it cannot happen with the pile sizes of ADR 016) the turn just passes.
  if (draw(hand, seat, 'closed', events)) passTurn(hand);
  else discard(hand, seat, hand.drawn!.card, events);
  return applied(next, events);
}
