import type { Applied, Refusal, TableEvent } from '../table/table-game';
import { compareHands, rankHand } from './hands';
import { active, applied, chaalCost, draft, nextActive, potOf, previousActive, refuse } from './rules';
import type { HandSeat, HandState, TeenPattiMove, TeenPattiOutcome, TeenPattiState } from './state';

// The moves of a hand: see, chaal (raise), pack, show, sideshow and its answer; the turn timeout (pack) and
// the end of the hand (one left, a show, or the pot limit reached: a show of everyone still in).

function mineOf(hand: HandState, seat: number): HandSeat | undefined {
  return hand.seats.find((entry) => entry.seat === seat);
}

/** The best hands among `seats` (several on a tie). */
function best(hand: HandState, seats: number[]): number[] {
  let winners: number[] = [];
  for (const seat of seats) {
    const cards = mineOf(hand, seat)!.cards;
    const versus = winners.length ? compareHands(cards, mineOf(hand, winners[0]!)!.cards) : 1;
    if (versus > 0) winners = [seat];
    else if (versus === 0) winners.push(seat);
  }
  return winners;
}

function finish(
  state: TeenPattiState,
  winners: number[],
  reason: TeenPattiOutcome['reason'],
  events: TableEvent[],
) {
  const hand = state.hand!;
  const pot = potOf(hand);
  const share = Math.floor(pot / winners.length);
  let left = pot - share * winners.length;
  const shown = new Set(hand.shows.filter((show) => show.kind !== 'sideshow').flatMap((show) => show.seats));
  hand.over = true;
  hand.sideshow = null;
  state.handsPlayed = hand.number;
  state.outcome = {
    hand: hand.number,
    pot,
    winners: [...winners],
    reason,
    seats: hand.seats.map((entry) => {
      const extra = winners.includes(entry.seat) && left > 0 ? 1 : 0;
      left -= extra;
      const open = shown.has(entry.seat);
      return {
        seat: entry.seat,
        put: entry.put,
        won: winners.includes(entry.seat) ? share + extra : 0,
        status: entry.status,
        cards: open ? [...entry.cards] : null,
        category: open ? rankHand(entry.cards).category : null,
      };
    }),
  };
  state.players = state.players.filter((player) => !player.left);
  events.push({ type: 'hand-over', hand: hand.number, winners, pot, reason });
}

/** After a bet: the pot limit forces a show of everyone still in. */
function afterBet(state: TeenPattiState, seat: number, events: TableEvent[]): void {
  const hand = state.hand!;
  if (potOf(hand) >= state.options.potLimit) {
    const seats = active(hand).map((entry) => entry.seat);
    const winners = best(hand, seats);
    hand.shows.push({ seats, winner: winners, kind: 'pot-limit' });
    finish(state, winners, 'pot-limit', events);
    return;
  }
  passTurn(hand, seat);
}

function passTurn(hand: HandState, from: number): void {
  hand.turn = nextActive(hand, from);
  hand.turnNumber += 1;
}

/** Packs a seat (its move, a timeout, a leave, a lost sideshow) and ends the hand when one is left. */
export function packSeat(state: TeenPattiState, seat: number, events: TableEvent[], why: string): void {
  const hand = state.hand!;
  const mine = mineOf(hand, seat)!;
  const wasTurn = hand.turn === seat && !hand.sideshow;
  const inSideshow = hand.sideshow && (hand.sideshow.from === seat || hand.sideshow.to === seat);
  mine.status = 'packed';
  events.push({ type: 'pack', seat, why });
  const still = active(hand);
  if (still.length === 1) {
    finish(state, [still[0]!.seat], 'all-packed', events);
    return;
  }
  if (inSideshow) {
    const from = hand.sideshow!.from;
    hand.sideshow = null;
    passTurn(hand, from);
  } else if (wasTurn) passTurn(hand, seat);
}

function bet(hand: HandState, mine: HandSeat, amount: number): void {
  mine.put += amount;
}

function chaal(state: TeenPattiState, mine: HandSeat, raise: boolean): Applied<TeenPattiState> | Refusal {
  const hand = state.hand!;
  if (mine.status === 'blind' && mine.blindChaals >= state.options.maxBlindRounds)
    return refuse('illegal', `You have played blind ${mine.blindChaals} times; see your cards to go on.`);
  if (raise && hand.stake * 2 > state.options.maxStake)
    return refuse('illegal', 'The stake is at the table limit; you cannot raise it further.');
  const amount = chaalCost(hand, mine, raise);
  const events: TableEvent[] = [
    { type: 'chaal', seat: mine.seat, amount, raise, blind: mine.status === 'blind' },
  ];
  bet(hand, mine, amount);
  if (raise) hand.stake *= 2;
  if (mine.status === 'blind') mine.blindChaals += 1;
  afterBet(state, mine.seat, events);
  return applied(state, events);
}

function show(state: TeenPattiState, mine: HandSeat): Applied<TeenPattiState> | Refusal {
  const hand = state.hand!;
  const still = active(hand);
  if (still.length !== 2)
    return refuse('illegal', 'A show needs exactly two players left; ask for a sideshow.');
  const amount = chaalCost(hand, mine, false);
  bet(hand, mine, amount);
  const seats = still.map((entry) => entry.seat);
  const winners = best(hand, seats);
  hand.shows.push({ seats, winner: winners, kind: 'show' });
  const events: TableEvent[] = [{ type: 'show', seat: mine.seat, amount, seats, winners }];
  finish(state, winners, 'show', events);
  return applied(state, events);
}

function askSideshow(state: TeenPattiState, mine: HandSeat): Applied<TeenPattiState> | Refusal {
  const hand = state.hand!;
  if (mine.status !== 'seen') return refuse('illegal', 'See your cards before asking for a sideshow.');
  if (active(hand).length < 3) return refuse('illegal', 'With two players left, ask for a show instead.');
  const to = previousActive(hand, mine.seat);
  if (mineOf(hand, to)!.status !== 'seen')
    return refuse('illegal', 'A sideshow is only with the previous player, and that player is still blind.');
  const amount = chaalCost(hand, mine, false);
  bet(hand, mine, amount);
  hand.sideshow = { from: mine.seat, to };
  // A new wait (the other player's answer): the key changes with the turn number.
  hand.turnNumber += 1;
  const events: TableEvent[] = [{ type: 'sideshow', seat: mine.seat, to, amount }];
  if (potOf(hand) >= state.options.potLimit) {
    hand.sideshow = null;
    afterBet(state, mine.seat, events);
  }
  return applied(state, events);
}

export function answerSideshow(
  state: TeenPattiState,
  seat: number,
  accept: boolean,
): Applied<TeenPattiState> {
  const hand = state.hand!;
  const { from, to } = hand.sideshow!;
  const events: TableEvent[] = [{ type: 'sideshow-answer', seat, accept }];
  if (!accept) {
    hand.sideshow = null;
    passTurn(hand, from);
    return applied(state, events);
  }
  const versus = compareHands(mineOf(hand, from)!.cards, mineOf(hand, to)!.cards);
  // On equal hands the one who asked packs.
  const loser = versus > 0 ? to : from;
  hand.shows.push({ seats: [from, to], winner: [loser === from ? to : from], kind: 'sideshow' });
  events.push({ type: 'sideshow-result', seats: [from, to], loser });
  packSeat(state, loser, events, 'sideshow');
  if (!hand.over && hand.sideshow) {
    hand.sideshow = null;
    passTurn(hand, from);
  }
  return applied(state, events);
}

export function applyMove(
  state: TeenPattiState,
  seat: number,
  move: TeenPattiMove,
): Applied<TeenPattiState> | Refusal {
  const hand = state.hand;
  if (!hand || hand.over) return refuse('notPlaying', 'No hand is being played.');
  const current = mineOf(hand, seat);
  if (!current || current.status === 'packed') return refuse('notInHand', 'You are not in this hand.');
  const next = draft(state);
  const nextHand = next.hand!;
  const mine = mineOf(nextHand, seat)!;
  if (move.type === 'see') {
    if (mine.status === 'seen') return refuse('illegal', 'You have seen your cards already.');
    mine.status = 'seen';
    return applied(next, [
      { type: 'see', seat },
      { type: 'cards', seat, only: seat, cards: [...mine.cards] },
    ]);
  }
  if (move.type === 'sideshow-answer') {
    if (nextHand.sideshow?.to !== seat) return refuse('notYourTurn', 'Nobody asked you for a sideshow.');
    if (typeof move.accept !== 'boolean') return refuse('illegal', 'Answer the sideshow with yes or no.');
    return answerSideshow(next, seat, move.accept);
  }
  if (move.type === 'pack') {
    // A player may pack at any time, not only on their turn.
    const events: TableEvent[] = [];
    packSeat(next, seat, events, 'pack');
    return applied(next, events);
  }
  if (nextHand.sideshow) return refuse('notYourTurn', 'Wait for the answer to the sideshow.');
  if (nextHand.turn !== seat) return refuse('notYourTurn', 'It is not your turn.');
  switch (move.type) {
    case 'chaal':
      return chaal(next, mine, move.raise === true);
    case 'show':
      return show(next, mine);
    case 'sideshow':
      return askSideshow(next, mine);
    default:
      return refuse('illegal', 'That is not a Teen Patti move.');
  }
}

/** The wait ran out: a turn packs, a sideshow request is refused. */
export function timeoutHand(state: TeenPattiState): Applied<TeenPattiState> {
  const hand = state.hand;
  const next = draft(state);
  if (!hand || hand.over) return applied(next, []);
  if (hand.sideshow) return answerSideshow(next, hand.sideshow.to, false);
  const events: TableEvent[] = [];
  packSeat(next, hand.turn, events, 'timeout');
  return applied(next, events);
}

/** The moves `seat` may make now (see and pack at any time in the hand; for bots and the tests). */
export function legalMoves(state: TeenPattiState, seat: number): TeenPattiMove[] {
  const hand = state.hand;
  if (!hand || hand.over) return [];
  const mine = mineOf(hand, seat);
  if (!mine || mine.status === 'packed') return [];
  const candidates: TeenPattiMove[] = [];
  if (hand.sideshow) {
    if (hand.sideshow.to === seat)
      candidates.push({ type: 'sideshow-answer', accept: true }, { type: 'sideshow-answer', accept: false });
  } else if (hand.turn === seat)
    candidates.push(
      { type: 'chaal' },
      { type: 'chaal', raise: true },
      { type: 'pack' },
      { type: 'show' },
      { type: 'sideshow' },
    );
  if (mine.status === 'blind') candidates.push({ type: 'see' });
  if (!candidates.some((move) => move.type === 'pack')) candidates.push({ type: 'pack' });
  return candidates.filter((move) => applyMove(state, seat, move).ok);
}
