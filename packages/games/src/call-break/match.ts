import type { Applied, FairSeed, Pending, Refusal, TableEvent, TablePhase } from '../table/table-game';
import { dealFromSeed, PLAYERS, sortHand } from './cards';
import { autoPlayAbsent, everyoneLeft } from './play';
import { applied, draft, refuse } from '../table/refusal';
import type { CallBreakOptions, CallBreakPlayer, CallBreakState, RoundState } from './state';

// The game around the rounds: who sits, dealing, leaving, what is awaited.

const VERSIONS = [1, 2, 4];

function validSeat(seat: number): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < PLAYERS;
}

function newPlayer(seat: number): CallBreakPlayer {
  return { seat, total: 0, missed: 0, left: false, dropped: false };
}

export function newMatch(options: CallBreakOptions, seats: number[]): CallBreakState {
  if (!VERSIONS.includes(options.rounds)) throw new RangeError('Call Break is played over 1, 2 or 4 rounds');
  if (new Set(seats).size !== seats.length || !seats.every(validSeat))
    throw new RangeError('seats must be distinct seat numbers 0–3');
  return {
    game: 'call-break',
    options: { rounds: options.rounds },
    players: [...seats].sort((a, b) => a - b).map(newPlayer),
    roundsPlayed: 0,
    firstDealer: null,
    round: null,
    sheet: [],
    outcome: null,
    result: null,
  };
}

export function started(state: CallBreakState): boolean {
  return state.roundsPlayed > 0 || state.round !== null;
}

export function phaseOf(state: CallBreakState): TablePhase {
  if (state.result) return 'match-over';
  if (state.round && state.round.stage !== 'over') return 'playing';
  return 'between-hands';
}

export function pendingOf(state: CallBreakState): Pending | null {
  const round = state.round;
  if (state.result || !round || round.stage === 'over') return null;
  const kind = round.stage === 'bid' ? 'bid' : 'turn';
  return { seats: [round.turn], kind, key: `r${round.number}:${kind}${round.turnNumber}` };
}

export function join(state: CallBreakState, seat: number): Applied<CallBreakState> | Refusal {
  if (state.result) return refuse('notPlaying', 'This game is over.');
  if (!validSeat(seat)) return refuse('illegal', 'There is no such seat at this table.');
  if (state.players.some((player) => player.seat === seat)) return refuse('illegal', 'That seat is taken.');
  if (started(state)) return refuse('illegal', 'This game has already started; join the next one.');
  const next = draft(state);
  next.players = [...next.players, newPlayer(seat)].sort((a, b) => a.seat - b.seat);
  return applied(next, [{ type: 'join', seat }]);
}

/**
 * A player leaves. Before the first deal the seat is simply freed. Once the game is on, the player forfeits
 * (cannot win, the entry stays in the prize) and the server plays the seat to the end, as Call Break apps
 * do: the other three keep a full table.
 */
export function leave(state: CallBreakState, seat: number): Applied<CallBreakState> {
  const next = draft(state);
  const events: TableEvent[] = [];
  const player = next.players.find((entry) => entry.seat === seat);
  if (!player || next.result || player.left) return applied(next, events);
  events.push({ type: 'leave', seat });
  if (!started(next)) {
    next.players = next.players.filter((entry) => entry.seat !== seat);
    return applied(next, events);
  }
  player.left = true;
  if (next.players.every((entry) => entry.left)) {
    everyoneLeft(next, events);
    return applied(next, events);
  }
  autoPlayAbsent(next, events);
  return applied(next, events);
}

export function dealtSeats(state: CallBreakState): number[] {
  return (state.round?.seats ?? []).map((entry) => entry.seat);
}

export function deal(state: CallBreakState, fair: FairSeed): Applied<CallBreakState> | Refusal {
  if (phaseOf(state) !== 'between-hands') return refuse('illegal', 'A round is already being played.');
  if (state.players.length < PLAYERS) return refuse('illegal', 'Call Break needs 4 players to deal.');
  const next = draft(state);
  const dealt = dealFromSeed(fair);
  const seats = next.players.map((player) => player.seat);
  if (next.firstDealer === null) next.firstDealer = seats[dealt.dealer]!;
  const firstIndex = seats.indexOf(next.firstDealer);
  const dealer = seats[(firstIndex + next.roundsPlayed) % PLAYERS]!;
  const leader = seats[(seats.indexOf(dealer) + 1) % PLAYERS]!;
  const round: RoundState = {
    number: next.roundsPlayed + 1,
    fair: { ...fair },
    dealer,
    seats: seats.map((seat, index) => ({
      seat,
      cards: sortHand(dealt.hands[index]!),
      dealt: [...dealt.hands[index]!],
      bid: null,
      tricks: 0,
    })),
    stage: 'bid',
    turn: leader,
    turnNumber: 1,
    tricks: [],
  };
  next.round = round;
  next.outcome = null;
  const events: TableEvent[] = [{ type: 'deal', round: round.number, seats, dealer, firstSeat: leader }];
  autoPlayAbsent(next, events);
  return applied(next, events);
}
