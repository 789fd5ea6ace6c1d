import type { HandSeat, HandState, LegalMoves, PokerOptions, PokerPlayer, PokerState } from './state';

// The betting round: who acts next, what a seat may do, and what a bet does to the round. No-Limit for
// Hold'em, Pot-Limit for Omaha. A raise must add at least the last full raise of the round (the big blind at
// least); an all-in for less is allowed but is not a full raise, so it does not reopen the betting to the
// seats that acted since the last full raise (TDA rule: they may raise again only once the raises since
// they acted add up to a full raise).

export function playerOf(state: PokerState, seat: number): PokerPlayer {
  return state.players.find((player) => player.seat === seat)!;
}

export function handSeatOf(hand: HandState, seat: number): HandSeat | undefined {
  return hand.seats.find((entry) => entry.seat === seat);
}

export function contenders(hand: HandState): HandSeat[] {
  return hand.seats.filter((entry) => entry.status !== 'folded');
}

/** Everything put in the hand so far (bets of this round included) plus dead blinds. */
export function potTotal(hand: HandState): number {
  return hand.seats.reduce((sum, entry) => sum + entry.committed, hand.dead);
}

function needsToAct(hand: HandState, entry: HandSeat): boolean {
  if (entry.status !== 'active') return false;
  if (entry.bet < hand.currentBet) return true;
  // An unacted seat with the bet matched (the big blind) still has its option, unless no one could answer.
  const others = hand.seats.filter((other) => other !== entry && other.status === 'active');
  return !entry.acted && others.length > 0;
}

/** The next seat after `from` (clockwise, by seat number) that must act; null when the round is over. */
export function nextToAct(hand: HandState, from: number): number | null {
  const seats = hand.seats.map((entry) => entry.seat);
  const ordered = [...seats.filter((seat) => seat > from), ...seats.filter((seat) => seat <= from)];
  if (contenders(hand).length < 2) return null;
  for (const seat of ordered) if (needsToAct(hand, handSeatOf(hand, seat)!)) return seat;
  return null;
}

function mayRaise(hand: HandState, entry: HandSeat, stack: number): boolean {
  const toCall = hand.currentBet - entry.bet;
  if (stack <= toCall) return false;
  if (!hand.seats.some((other) => other !== entry && other.status === 'active')) return false;
  return !entry.acted || hand.currentBet - entry.faced >= hand.minRaise;
}

/** The most a seat may bet or raise to: its stack (No-Limit), or the pot-size raise (Pot-Limit). */
function maxRaiseTo(options: PokerOptions, hand: HandState, entry: HandSeat, stack: number): number {
  const allIn = entry.bet + stack;
  if (options.variant === 'holdem') return allIn;
  // Pot-Limit: call, then raise by the pot after the call.
  const toCall = hand.currentBet - entry.bet;
  return Math.min(allIn, hand.currentBet + potTotal(hand) + toCall);
}

export function legalMoves(state: PokerState, seat: number): LegalMoves | null {
  const hand = state.hand;
  if (!hand || hand.over || hand.toAct !== seat) return null;
  const entry = handSeatOf(hand, seat)!;
  const stack = playerOf(state, seat).stack;
  const toCall = hand.currentBet - entry.bet;
  const legal: LegalMoves = {
    fold: true,
    check: toCall === 0,
    call: toCall > 0 ? Math.min(toCall, stack) : null,
    raise: null,
  };
  if (mayRaise(hand, entry, stack)) {
    const max = maxRaiseTo(state.options, hand, entry, stack);
    legal.raise = { min: Math.min(hand.currentBet + hand.minRaise, max), max };
  }
  return legal;
}

/** Moves `chips` from the seat's stack to its bet; all-in when the stack is empty. */
function put(state: PokerState, entry: HandSeat, chips: number): void {
  const player = playerOf(state, entry.seat);
  player.stack -= chips;
  entry.bet += chips;
  entry.committed += chips;
  if (player.stack === 0) entry.status = 'all-in';
}

export function postBlind(state: PokerState, entry: HandSeat, chips: number, dead = false): number {
  const player = playerOf(state, entry.seat);
  const paid = Math.min(chips, player.stack);
  if (dead) {
    player.stack -= paid;
    state.hand!.dead += paid;
  } else put(state, entry, paid);
  return paid;
}

export function fold(hand: HandState, entry: HandSeat): void {
  entry.status = 'folded';
  entry.acted = true;
  entry.faced = hand.currentBet;
}

export function call(state: PokerState, entry: HandSeat): number {
  const hand = state.hand!;
  const chips = Math.min(hand.currentBet - entry.bet, playerOf(state, entry.seat).stack);
  put(state, entry, chips);
  entry.acted = true;
  entry.faced = hand.currentBet;
  return chips;
}

/** A bet or raise to `to` (checked by the caller): a full raise reopens the betting, a short all-in not. */
export function raiseTo(state: PokerState, entry: HandSeat, to: number): void {
  const hand = state.hand!;
  const increment = to - hand.currentBet;
  put(state, entry, to - entry.bet);
  if (increment >= hand.minRaise) {
    hand.minRaise = increment;
    for (const other of hand.seats) if (other !== entry && other.status === 'active') other.acted = false;
  }
  hand.currentBet = to;
  hand.aggressor = entry.seat;
  entry.acted = true;
  entry.faced = to;
}

/**
 * The end of a betting round: the part of the highest bet no one matched goes back to its bettor, and
 * the bets join the pot. Returns the chips given back.
 */
export function returnUncalled(state: PokerState): { seat: number; chips: number } | null {
  const hand = state.hand!;
  const bets = [...hand.seats].sort((a, b) => b.bet - a.bet);
  const top = bets[0];
  const chips = top ? top.bet - (bets[1]?.bet ?? 0) : 0;
  if (!top || chips <= 0) return null;
  top.bet -= chips;
  top.committed -= chips;
  playerOf(state, top.seat).stack += chips;
  if (top.status === 'all-in') top.status = 'active';
  return { seat: top.seat, chips };
}
