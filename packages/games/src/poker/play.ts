import type { Applied, Refusal, TableEvent } from '../table/table-game';
import {
  call,
  contenders,
  fold,
  handSeatOf,
  legalMoves,
  nextToAct,
  playerOf,
  potTotal,
  raiseTo,
  returnUncalled,
} from './betting';
import { applied, draft, refuse } from './refusal';
import { finishHand } from './showdown';
import type { HandLogEntry, HandState, PokerMove, PokerState, Street } from './state';

// A hand from the first act to its end: the acts of the seat to act, the streets, the run-out when no
// more betting can happen, the end (one seat left, or the showdown).

const NEXT: Record<Street, { street: Street; cards: number } | null> = {
  preflop: { street: 'flop', cards: 3 },
  flop: { street: 'turn', cards: 1 },
  turn: { street: 'river', cards: 1 },
  river: null,
};

/** Burns one card and turns `count` (the flop's three, the turn, the river). */
function dealStreet(hand: HandState, count: number, events: TableEvent[]): void {
  hand.deck.shift();
  const cards = hand.deck.splice(0, count);
  hand.board.push(...cards);
  events.push({ type: 'board', street: hand.street, cards });
}

function startRound(state: PokerState, hand: HandState): void {
  for (const entry of hand.seats) {
    entry.bet = 0;
    entry.acted = false;
    entry.faced = 0;
  }
  hand.currentBet = 0;
  hand.minRaise = state.options.bigBlind;
  hand.aggressor = null;
  hand.toAct = nextToAct(hand, hand.button);
}

/**
 * While no one is to act: the round closes (uncalled chips back), then either the hand ends, or the next
 * street is dealt — to the river at once when at most one seat can still bet.
 */
export function settle(state: PokerState, events: TableEvent[]): void {
  const hand = state.hand!;
  let returned: { seat: number; chips: number } | null = null;
  while (!hand.over && hand.toAct === null) {
    const back = returnUncalled(state);
    if (back) events.push({ type: 'uncalled', ...back });
    returned = back ?? returned;
    const next = NEXT[hand.street];
    if (contenders(hand).length < 2 || !next) {
      finishHand(state, returned, events);
      return;
    }
    hand.street = next.street;
    dealStreet(hand, next.cards, events);
    startRound(state, hand);
  }
}

const LOGGED = new Set(['fold', 'check', 'call', 'bet', 'raise']);

/** Writes the seat's act (its event among `events`) into the hand's log, before the round moves on. */
function logAct(hand: HandState, seat: number, events: TableEvent[]): void {
  const event = events.find((item) => item.seat === seat && LOGGED.has(String(item.type)));
  if (!event) return;
  const entry = handSeatOf(hand, seat)!;
  (hand.log ??= []).push({
    seat,
    act: event.type as HandLogEntry['act'],
    bet: entry.bet,
    street: hand.street,
    pot: potTotal(hand),
    ...(entry.status === 'all-in' ? { allIn: true } : {}),
    ...(event.timeout ? { timeout: true } : {}),
    ...(event.left ? { left: true } : {}),
  });
}

/** After an act: the next seat to act, or the end of the round. */
export function advance(state: PokerState, from: number, events: TableEvent[]): void {
  const hand = state.hand!;
  logAct(hand, from, events);
  hand.actions += 1;
  hand.toAct = nextToAct(hand, from);
  settle(state, events);
}

function isChips(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

export function applyBet(state: PokerState, seat: number, move: PokerMove): Applied<PokerState> | Refusal {
  const hand = state.hand;
  if (!hand || hand.over) return refuse('notPlaying', 'No hand is being played.');
  const current = handSeatOf(hand, seat);
  if (!current || current.status === 'folded') return refuse('notInHand', 'You are not in this hand.');
  const legal = legalMoves(state, seat);
  if (!legal) return refuse('notYourTurn', 'It is not your turn.');
  const next = draft(state);
  const entry = handSeatOf(next.hand!, seat)!;
  const stack = playerOf(next, seat).stack;
  const events: TableEvent[] = [];
  switch (move.type) {
    case 'fold':
      fold(next.hand!, entry);
      events.push({ type: 'fold', seat });
      break;
    case 'check':
      if (!legal.check) return refuse('illegal', `You cannot check: ${legal.call} to call.`);
      entry.acted = true;
      entry.faced = hand.currentBet;
      events.push({ type: 'check', seat });
      break;
    case 'call':
      if (legal.call === null) return refuse('illegal', 'There is nothing to call; check instead.');
      events.push({ type: 'call', seat, chips: call(next, entry), allIn: entry.status === 'all-in' });
      break;
    case 'all-in':
    case 'bet':
    case 'raise': {
      const to = move.type === 'all-in' ? entry.bet + stack : move.to;
      if (!isChips(to)) return refuse('illegal', 'Say how much to bet, in whole chips.');
      if (to <= hand.currentBet && to === entry.bet + stack && legal.call !== null) {
        events.push({ type: 'call', seat, chips: call(next, entry), allIn: true });
        break;
      }
      if (!legal.raise) return refuse('illegal', 'You cannot raise now; call or fold.');
      const allIn = to === entry.bet + stack;
      if (to > legal.raise.max)
        return refuse(
          'illegal',
          `The most you can ${hand.currentBet ? 'raise' : 'bet'} to is ${legal.raise.max}.`,
        );
      if (to < legal.raise.min && !allIn)
        return refuse(
          'illegal',
          `The least you can ${hand.currentBet ? 'raise' : 'bet'} to is ${legal.raise.min}.`,
        );
      const type = hand.currentBet === 0 ? 'bet' : 'raise';
      raiseTo(next, entry, to);
      events.push({ type, seat, to, allIn: entry.status === 'all-in' });
      break;
    }
    case 'top-up':
    case 'sit-out':
    case 'sit-in':
    case 'auto-muck':
    default:
      return refuse('illegal', 'That is not a betting move.');
  }
  advance(next, seat, events);
  return applied(next, events);
}

/** The seat to act ran out of time: it checks when that is free, else folds, and sits out after the hand. */
export function timeoutHand(state: PokerState): Applied<PokerState> {
  const hand = state.hand;
  if (!hand || hand.over || hand.toAct === null) return applied(state, []);
  const seat = hand.toAct;
  const next = draft(state);
  const entry = handSeatOf(next.hand!, seat)!;
  entry.timedOut = true;
  const events: TableEvent[] = [];
  if (next.hand!.currentBet === entry.bet) {
    entry.acted = true;
    entry.faced = entry.bet;
    events.push({ type: 'check', seat, timeout: true });
  } else {
    fold(next.hand!, entry);
    events.push({ type: 'fold', seat, timeout: true });
  }
  advance(next, seat, events);
  return applied(next, events);
}

/** A seat leaving during the hand folds at once, in turn or not. */
export function foldLeaving(state: PokerState, seat: number, events: TableEvent[]): void {
  const hand = state.hand!;
  const entry = handSeatOf(hand, seat);
  if (!entry || entry.status === 'folded') return;
  const wasAllIn = entry.status === 'all-in';
  if (!wasAllIn) {
    fold(hand, entry);
    events.push({ type: 'fold', seat, left: true });
  }
  if (hand.toAct === seat || contenders(hand).length < 2) advance(state, seat, events);
  else {
    logAct(hand, seat, events);
    hand.toAct = nextToAct(hand, hand.toAct === null ? seat : hand.toAct - 0.5);
  }
  settle(state, events);
}
