import type { Applied, FairSeed, Pending, Refusal, TableEvent, TablePhase } from '../table/table-game';
import { groupBySuit } from './cards';
import { dealFromSeed } from './deal';
import { dropAndGoOn } from './play';
import { applied, draft, refuse } from './refusal';
import { MAX_SEATS, MIN_PLAYERS, splitShares, startingChips } from './rules';
import { endIfDecided, finishHand } from './scoring';
import type { HandSeat, HandState, MatchPlayer, RummyOptions, RummyState } from './state';

// The match around the hands: who sits, dealing, leaving, the pool split vote, what is awaited.

function checkOptions(options: RummyOptions): void {
  if (!Number.isInteger(options.seats) || options.seats < MIN_PLAYERS || options.seats > MAX_SEATS)
    throw new RangeError('a rummy table has 2 to 6 seats');
  if (options.variant === 'pool' && options.pool !== 101 && options.pool !== 201)
    throw new RangeError('pool rummy is played to 101 or 201');
  if (options.variant === 'deals' && options.deals !== 2 && options.deals !== 3)
    throw new RangeError('deals rummy is played over 2 or 3 deals');
  if (!['points', 'pool', 'deals'].includes(options.variant)) throw new RangeError('unknown rummy variant');
}

function validSeat(options: RummyOptions, seat: number): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < options.seats;
}

function newPlayer(seat: number): MatchPlayer {
  return { seat, score: 0, chips: 0, out: false, left: false };
}

export function newMatch(options: RummyOptions, seats: number[]): RummyState {
  checkOptions(options);
  if (new Set(seats).size !== seats.length || !seats.every((seat) => validSeat(options, seat)))
    throw new RangeError('seats must be distinct seat numbers of the table');
  return {
    game: 'rummy',
    options: { ...options },
    players: [...seats].sort((a, b) => a - b).map((seat) => newPlayer(seat)),
    startedWith: 0,
    handsPlayed: 0,
    hand: null,
    outcome: null,
    split: null,
    result: null,
  };
}

export function phaseOf(state: RummyState): TablePhase {
  if (state.result) return 'match-over';
  if (state.split || (state.hand && state.hand.stage !== 'over')) return 'playing';
  return 'between-hands';
}

export function pendingOf(state: RummyState): Pending | null {
  if (state.result) return null;
  const hand = state.hand;
  if (state.split) {
    const seats = state.split.seats.filter((seat) => !state.split!.accepted.includes(seat));
    return { seats, kind: 'split', key: `h${hand?.number ?? 0}:split` };
  }
  if (!hand || hand.stage === 'over') return null;
  if (hand.stage === 'meld') {
    const seats = hand.seats.filter((seat) => seat.status === 'melding').map((seat) => seat.seat);
    return { seats, kind: 'meld', key: `h${hand.number}:meld` };
  }
  return { seats: [hand.turn], kind: 'turn', key: `h${hand.number}:t${hand.turnNumber}` };
}

function started(state: RummyState): boolean {
  return state.handsPlayed > 0 || state.hand !== null;
}

export function join(state: RummyState, seat: number): Applied<RummyState> | Refusal {
  if (state.result) return refuse('notPlaying', 'This game is over.');
  if (!validSeat(state.options, seat)) return refuse('illegal', 'There is no such seat at this table.');
  if (state.players.some((player) => player.seat === seat)) return refuse('illegal', 'That seat is taken.');
  if (state.options.variant !== 'points' && started(state))
    return refuse('illegal', 'This game has already started; join the next one.');
  const next = draft(state);
  next.players = [...next.players, newPlayer(seat)].sort((a, b) => a.seat - b.seat);
  return applied(next, [{ type: 'join', seat }]);
}

function leaveHand(state: RummyState, seat: number, events: TableEvent[]): void {
  const hand = state.hand;
  const mine = hand?.seats.find((entry) => entry.seat === seat);
  if (!hand || hand.stage === 'over' || !mine) return;
  mine.left = true;
  if (mine.status === 'playing') dropAndGoOn(state, mine, mine.drew ? 'middle-drop' : 'first-drop', events);
  else if (mine.status === 'melding') {
    mine.shown = mine.groups;
    mine.status = 'melded';
    if (!hand.seats.some((entry) => entry.status === 'melding')) finishHand(state, events);
  }
}

export function leave(state: RummyState, seat: number): Applied<RummyState> {
  const next = draft(state);
  const events: TableEvent[] = [];
  const player = next.players.find((entry) => entry.seat === seat);
  if (!player || next.result || player.left) return applied(next, events);
  events.push({ type: 'leave', seat });
  const handOn = next.hand !== null && next.hand.stage !== 'over';
  player.left = true;
  leaveHand(next, seat, events);
  if (next.split?.seats.includes(seat)) {
    next.split = null;
    events.push({ type: 'split-declined', seat });
  }
  if (next.result) return applied(next, events);
  const handStillOn = next.hand !== null && next.hand.stage !== 'over';
  if (handOn && handStillOn) return applied(next, events); // settled when the hand ends
  if (next.options.variant === 'points' || !started(next))
    next.players = next.players.filter((entry) => entry.seat !== seat);
  else {
    player.out = true;
    if (!next.split) endIfDecided(next, events);
  }
  return applied(next, events);
}

export function newHandSeat(seat: number, groups: string[][]): HandSeat {
  return {
    seat,
    groups,
    status: 'playing',
    drew: false,
    missed: 0,
    penalty: null,
    points: null,
    shown: null,
    left: false,
  };
}

/** Who is dealt in: everyone seated (points), everyone still in (pool), the leaders for a deals tiebreak. */
function dealtPlayers(state: RummyState): { seats: number[]; tiebreak: boolean } {
  const inMatch = state.players.filter((player) => !player.out && !player.left);
  if (state.options.variant === 'deals' && state.handsPlayed >= state.options.deals) {
    const most = Math.max(...inMatch.map((player) => player.chips));
    return {
      seats: inMatch.filter((player) => player.chips === most).map((player) => player.seat),
      tiebreak: true,
    };
  }
  return { seats: inMatch.map((player) => player.seat), tiebreak: false };
}

export function deal(state: RummyState, fair: FairSeed): Applied<RummyState> | Refusal {
  if (phaseOf(state) !== 'between-hands') return refuse('illegal', 'A hand is already being played.');
  const { seats, tiebreak } = dealtPlayers(state);
  if (seats.length < MIN_PLAYERS) return refuse('illegal', 'At least 2 players are needed to deal.');
  const next = draft(state);
  const dealt = dealFromSeed(fair, seats.length);
  if (!started(next)) {
    next.startedWith = seats.length;
    if (next.options.variant === 'deals')
      for (const player of next.players) player.chips = startingChips(seats.length);
  }
  const hand: HandState = {
    number: next.handsPlayed + 1,
    fair: { ...fair },
    wildCard: dealt.wildCard,
    wildRank: dealt.wildRank,
    closed: dealt.closed,
    open: [dealt.openCard],
    openIsDealt: true,
    dead: [],
    finish: null,
    seats: seats.map((seat, index) => newHandSeat(seat, groupBySuit(dealt.hands[index]!, dealt.wildRank))),
    firstSeat: seats[dealt.firstPlayer]!,
    turn: seats[dealt.firstPlayer]!,
    turnNumber: 1,
    stage: 'draw',
    drawn: null,
    reshuffles: 0,
    winner: null,
    tiebreak,
  };
  next.hand = hand;
  next.outcome = null;
  return applied(next, [
    {
      type: 'deal',
      hand: hand.number,
      seats,
      firstSeat: hand.turn,
      wildCard: hand.wildCard,
      openCard: dealt.openCard,
      tiebreak,
    },
  ]);
}

export function voteSplit(state: RummyState, seat: number, accept: unknown): Applied<RummyState> | Refusal {
  const vote = state.split;
  if (!vote || !vote.seats.includes(seat)) return refuse('notPlaying', 'No split is on offer to you.');
  if (vote.accepted.includes(seat)) return refuse('illegal', 'You have accepted the split already.');
  if (typeof accept !== 'boolean') return refuse('illegal', 'Answer the split offer with yes or no.');
  const next = draft(state);
  const events: TableEvent[] = [{ type: 'split-vote', seat, accept }];
  if (!accept) {
    next.split = null;
    return applied(next, events);
  }
  next.split!.accepted.push(seat);
  if (next.split!.accepted.length < next.split!.seats.length) return applied(next, events);
  const remaining = next.players.filter((player) => next.split!.seats.includes(player.seat));
  const shares = splitShares(next.options, remaining, next.startedWith)!;
  next.split = null;
  next.result = { winner: null, reason: 'split', ...shares };
  events.push({ type: 'match-over', winner: null, reason: 'split', shares: shares.shares });
  return applied(next, events);
}

/** The split vote's time ran out: silence is a no. */
export function timeoutSplit(state: RummyState): Applied<RummyState> {
  const next = draft(state);
  next.split = null;
  return applied(next, [{ type: 'split-declined' }]);
}
