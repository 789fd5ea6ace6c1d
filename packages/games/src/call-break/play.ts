import type { Applied, Refusal, TableEvent } from '../table/table-game';
import { isPlainCard, PLAYERS } from './cards';
import { botBid, botCard } from './bot';
import { applied, draft, refuse } from '../table/refusal';
import { illegalReason, MAX_BID, MIN_BID, MISSED_TURNS_TO_DROP, roundPoints, winningCard } from './rules';
import type {
  CallBreakMatchResult,
  CallBreakMove,
  CallBreakState,
  RoundSeat,
  RoundState,
  Trick,
} from './state';

// The moves of a round (bid, play), the server's move for a seat whose time ran out or who has left, and
// the end of a round and of the game. Every function works on a draft (a deep copy).

function seatOf(round: RoundState, seat: number): RoundSeat {
  const found = round.seats.find((entry) => entry.seat === seat);
  if (!found) throw new Error(`seat ${seat} is not in the round`);
  return found;
}

function nextSeat(round: RoundState, seat: number): number {
  const index = round.seats.findIndex((entry) => entry.seat === seat);
  return round.seats[(index + 1) % round.seats.length]!.seat;
}

/** The trick being played: the last one while it has fewer than 4 cards, else null (a new lead is due). */
export function currentTrick(round: RoundState): Trick | null {
  const last = round.tricks[round.tricks.length - 1];
  return last && last.winner === null ? last : null;
}

function placeBid(round: RoundState, seat: number, bid: number, auto: boolean, events: TableEvent[]): void {
  seatOf(round, seat).bid = bid;
  events.push({ type: 'bid', seat, bid, ...(auto ? { auto: true } : {}) });
  round.turnNumber += 1;
  if (round.seats.every((entry) => entry.bid !== null)) {
    round.stage = 'play';
    round.turn = nextSeat(round, round.dealer);
    events.push({ type: 'bids-done', firstSeat: round.turn });
  } else round.turn = nextSeat(round, seat);
}

function finishRound(state: CallBreakState, events: TableEvent[]): void {
  const round = state.round!;
  round.stage = 'over';
  const seats = round.seats.map((entry) => {
    const player = state.players.find((candidate) => candidate.seat === entry.seat)!;
    const points = roundPoints(entry.bid!, entry.tricks);
    player.total += points;
    return { seat: entry.seat, bid: entry.bid!, tricks: entry.tricks, points, total: player.total };
  });
  state.roundsPlayed = round.number;
  state.outcome = { round: round.number, dealer: round.dealer, seats, tricks: round.tricks };
  state.sheet = [...state.sheet, { ...state.outcome, tricks: [] }];
  events.push({ type: 'round-over', round: round.number, seats });
  if (state.roundsPlayed >= state.options.rounds) endGame(state, events);
}

/** The result of a game nobody can win any more (every player left or was dropped): every entry back. */
export function everyoneLeft(state: CallBreakState, events: TableEvent[]): void {
  state.result = {
    winner: null,
    reason: 'everyone-left',
    shares: [],
    denominator: 1,
    totals: state.players.map((player) => ({ seat: player.seat, total: player.total })),
  };
  const round = state.round;
  if (round && round.stage !== 'over') {
    // The round stops where it is; its outcome (nobody scores) closes the table's hand, refunded in full.
    round.stage = 'over';
    state.outcome = {
      round: round.number,
      dealer: round.dealer,
      seats: round.seats.map((entry) => ({
        seat: entry.seat,
        bid: entry.bid ?? 0,
        tricks: entry.tricks,
        points: 0,
        total: state.players.find((player) => player.seat === entry.seat)!.total,
      })),
      tricks: round.tricks,
    };
  }
  events.push({ type: 'match-over', winner: null, reason: 'everyone-left', shares: [] });
}

/** The highest total among the players still in wins; a tie shares the prize equally. */
function endGame(state: CallBreakState, events: TableEvent[]): void {
  const totals = state.players.map((player) => ({ seat: player.seat, total: player.total }));
  const eligible = state.players.filter((player) => !player.left);
  let result: CallBreakMatchResult;
  if (eligible.length === 0) {
    result = { winner: null, reason: 'everyone-left', shares: [], denominator: 1, totals };
  } else {
    const best = Math.max(...eligible.map((player) => player.total));
    const top = eligible.filter((player) => player.total === best);
    result = {
      winner: top.length === 1 ? top[0]!.seat : null,
      reason: top.length === 1 ? 'highest-total' : 'tie',
      shares: top.map((player) => ({ seat: player.seat, share: 1 })),
      denominator: top.length,
      totals,
    };
  }
  state.result = result;
  events.push({ type: 'match-over', winner: result.winner, reason: result.reason, shares: result.shares });
}

function placeCard(
  state: CallBreakState,
  seat: number,
  card: string,
  auto: boolean,
  events: TableEvent[],
): void {
  const round = state.round!;
  const mine = seatOf(round, seat);
  mine.cards = mine.cards.filter((held) => held !== card);
  let trick = currentTrick(round);
  if (!trick) {
    trick = { leader: seat, cards: [], winner: null };
    round.tricks.push(trick);
  }
  trick.cards.push({ seat, card, ...(auto ? { auto: true } : {}) });
  events.push({ type: 'play', seat, card, ...(auto ? { auto: true } : {}) });
  round.turnNumber += 1;
  if (trick.cards.length < PLAYERS) {
    round.turn = nextSeat(round, seat);
    return;
  }
  const winner = winningCard(trick.cards).seat;
  trick.winner = winner;
  seatOf(round, winner).tricks += 1;
  round.turn = winner;
  events.push({ type: 'trick', seat: winner, number: round.tricks.length });
  if (round.tricks.length === 13) finishRound(state, events);
}

/** The move the bot policy makes for `seat` now. */
function botChoice(state: CallBreakState, seat: number): CallBreakMove {
  const round = state.round!;
  const mine = seatOf(round, seat);
  if (round.stage === 'bid') return { type: 'bid', bid: botBid(mine.cards) };
  return {
    type: 'play',
    card: botCard(mine.cards, currentTrick(round), seat, (mine.bid ?? 0) - mine.tricks),
  };
}

function autoMove(state: CallBreakState, seat: number, events: TableEvent[]): void {
  const move = botChoice(state, seat);
  if (move.type === 'bid') placeBid(state.round!, seat, move.bid, true, events);
  else placeCard(state, seat, move.card, true, events);
}

/** While the seat to act has left (or was dropped), the server plays it at once. */
export function autoPlayAbsent(state: CallBreakState, events: TableEvent[]): void {
  for (;;) {
    const round = state.round;
    if (state.result || !round || round.stage === 'over') return;
    const player = state.players.find((entry) => entry.seat === round.turn);
    if (!player?.left) return;
    autoMove(state, round.turn, events);
  }
}

export function applyMove(
  state: CallBreakState,
  seat: number,
  move: CallBreakMove,
): Applied<CallBreakState> | Refusal {
  const round = state.round;
  if (state.result || !round || round.stage === 'over')
    return refuse('notPlaying', 'No round is being played.');
  const player = state.players.find((entry) => entry.seat === seat);
  if (!player || player.left) return refuse('notInHand', 'You are not playing this game.');
  if (round.turn !== seat) return refuse('notYourTurn', 'It is not your turn.');
  const next = draft(state);
  const events: TableEvent[] = [];
  const nextRound = next.round!;
  if (move.type === 'bid') {
    if (round.stage !== 'bid') return refuse('illegal', 'Bidding is over: play a card.');
    if (!Number.isInteger(move.bid) || move.bid < MIN_BID || move.bid > MAX_BID)
      return refuse('illegal', 'Bid a whole number of tricks from 1 to 13.');
    placeBid(nextRound, seat, move.bid, false, events);
  } else if (move.type === 'play') {
    if (round.stage !== 'play') return refuse('illegal', 'Everyone bids first: make your bid.');
    if (!isPlainCard(move.card)) return refuse('illegal', 'That is not a card.');
    const reason = illegalReason(seatOf(round, seat).cards, currentTrick(round), move.card);
    if (reason) return refuse('illegal', reason);
    placeCard(next, seat, move.card, false, events);
  } else return refuse('illegal', 'That is not a Call Break move: bid or play a card.');
  next.players.find((entry) => entry.seat === seat)!.missed = 0;
  autoPlayAbsent(next, events);
  return applied(next, events);
}

/**
 * The turn timer ran out: the server makes the bot's bid or card for the seat (marked auto in the events).
 * Missed turns in a row count toward the drop: at MISSED_TURNS_TO_DROP the player is dropped — out of the
 * running for the prize, the seat played by the server to the end.
 */
export function timeoutMove(state: CallBreakState): Applied<CallBreakState> {
  const next = draft(state);
  const events: TableEvent[] = [];
  const round = next.round;
  if (next.result || !round || round.stage === 'over') return applied(next, events);
  const seat = round.turn;
  const player = next.players.find((entry) => entry.seat === seat)!;
  player.missed += 1;
  events.push({ type: 'timeout', seat, missed: player.missed });
  autoMove(next, seat, events);
  if (player.missed >= MISSED_TURNS_TO_DROP && !player.left && !next.result) {
    player.left = true;
    player.dropped = true;
    events.push({ type: 'auto-drop', seat });
    if (next.players.every((entry) => entry.left) && !next.result) everyoneLeft(next, events);
  }
  autoPlayAbsent(next, events);
  return applied(next, events);
}
