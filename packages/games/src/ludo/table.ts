import type { Applied, FairSeed, Pending, Refusal, Seat, TablePhase } from '../table/table-game';
import { COLOURS_FOR, TOKENS, YARD } from './board';
import { inPlay, knockOut, legalMovesOf, move, roll } from './play';
import { applied, draft, refuse } from './refusal';
import type { LudoOptions, LudoState } from './state';
import { chooseMove } from './bot';
import { endOnTime } from './result';

// A Ludo match is one game: newMatch seats 2 to 4 players, deal starts the game, and the game's end is the
// match's end. The runtime's deadlines come in as `timeout`: the engine rolls (and moves) for the player,
// and the third missed turn puts the player out.

export const MAX_MISSED = 3;

export function newMatch(options: LudoOptions, seats: Seat[]): LudoState {
  if (options.mode !== 'classic' && options.mode !== 'timed') throw new RangeError('unknown ludo mode');
  if (seats.length > 4 || new Set(seats).size !== seats.length) throw new RangeError('2 to 4 distinct seats');
  if (
    options.mode === 'timed' &&
    !options.clock &&
    !(Number.isInteger(options.turnsEach) && options.turnsEach! > 0)
  )
    throw new RangeError('the timed variant needs turnsEach or a clock');
  const places = options.places ?? 1;
  if (places !== 1 && places !== 2) throw new RangeError('places is 1 or 2');
  return {
    game: 'ludo',
    options,
    phase: 'between-hands',
    seats: [...seats].sort((a, b) => a - b),
    players: [],
    fair: null,
    rollCount: 0,
    turn: 0,
    step: 'roll',
    dice: null,
    lastRoll: null,
    sixes: 0,
    waitNo: 0,
    outOrder: [],
    result: null,
  };
}

export function join(state: LudoState, seat: Seat): Applied<LudoState> | Refusal {
  if (state.phase !== 'between-hands') return refuse('notPlaying', 'The game has already started.');
  if (state.seats.includes(seat) || state.seats.length >= 4 || !Number.isInteger(seat) || seat < 0)
    return refuse('illegal', 'That seat cannot be taken.');
  const next = draft(state);
  next.seats = [...next.seats, seat].sort((a, b) => a - b);
  return applied(next, [{ type: 'join', seat }]);
}

export function leave(state: LudoState, seat: Seat): Applied<LudoState> {
  const next = draft(state);
  if (state.phase === 'between-hands') {
    next.seats = next.seats.filter((taken) => taken !== seat);
    return applied(next, [{ type: 'leave', seat }]);
  }
  const index = next.players.findIndex((player) => player.seat === seat);
  const events = [{ type: 'leave', seat }];
  if (state.phase === 'playing' && index >= 0) knockOut(next, index, events, 'left');
  return applied(next, events);
}

export function deal(state: LudoState, fair: FairSeed): Applied<LudoState> | Refusal {
  if (state.phase !== 'between-hands') return refuse('notPlaying', 'The game has already started.');
  if (state.seats.length < 2) return refuse('illegal', 'Ludo needs 2 to 4 players.');
  if ((state.options.places ?? 1) === 2 && state.seats.length < 4)
    return refuse('illegal', 'A paid 2nd place needs 4 players.');
  const next = draft(state);
  const colours = COLOURS_FOR[state.seats.length]!;
  next.players = state.seats.map((seat, index) => ({
    seat,
    colour: colours[index]!,
    tokens: Array.from({ length: TOKENS }, () => YARD),
    missed: 0,
    out: false,
    finished: null,
    score: 0,
    turns: 0,
  }));
  next.fair = fair;
  next.phase = 'playing';
  next.waitNo += 1;
  const first = next.players[0]!.seat;
  return applied(next, [
    { type: 'start', players: next.players.map(({ seat, colour }) => ({ seat, colour })) },
    { type: 'turn', seat: first },
  ]);
}

export function applyMove(state: LudoState, seat: Seat, input: unknown): Applied<LudoState> | Refusal {
  const moveInput = input as { type?: unknown; token?: unknown } | null;
  if (typeof moveInput !== 'object' || moveInput === null || typeof moveInput.type !== 'string')
    return refuse('illegal', 'That is not a ludo move.');
  if (state.phase !== 'playing') return refuse('notPlaying', 'No game is being played.');
  const index = state.players.findIndex((player) => player.seat === seat);
  if (index < 0 || !inPlay(state.players[index]!)) return refuse('notInHand', 'You are not in this game.');
  if (index !== state.turn) return refuse('notYourTurn', 'It is not your turn.');
  const next = draft(state);
  const events: { type: string; [key: string]: unknown }[] = [];
  if (moveInput.type === 'roll') {
    if (state.step !== 'roll') return refuse('illegal', 'Move a token first.');
    roll(next, events);
    return applied(next, events);
  }
  if (moveInput.type === 'move') {
    if (state.step !== 'move') return refuse('illegal', 'Roll the dice first.');
    const legal = legalMovesOf(state).find((option) => option.token === moveInput.token);
    if (!legal) return refuse('illegal', 'That token cannot move with this roll.');
    move(next, legal.token, events, false);
    return applied(next, events);
  }
  return refuse('illegal', 'That is not a ludo move.');
}

/** The turn's time ran out: a missed turn; the third puts the player out, else the engine plays for them. */
export function timeout(state: LudoState): Applied<LudoState> {
  if (state.phase !== 'playing') return applied(state, []);
  const next = draft(state);
  const player = next.players[next.turn]!;
  const events: { type: string; [key: string]: unknown }[] = [];
  player.missed += 1;
  events.push({ type: 'missed-turn', seat: player.seat, missed: player.missed });
  if (player.missed >= MAX_MISSED) {
    knockOut(next, next.turn, events, 'missed-turns');
    return applied(next, events);
  }
  if (next.step === 'roll') roll(next, events);
  // One missed turn covers the roll and the move it asks for: the engine picks the token too.
  if (next.phase === 'playing' && next.step === 'move' && next.players[next.turn] === player) {
    const choice = chooseMove(legalMovesOf(next));
    move(next, choice, events, true);
  }
  return applied(next, events);
}

/** The timed game's clock ran out (the runtime's, TableGame.clockUp): the game ends on the scores. */
export function timeUp(state: LudoState): Applied<LudoState> {
  if (state.phase !== 'playing' || state.options.mode !== 'timed') return applied(state, []);
  const next = draft(state);
  const events: { type: string; [key: string]: unknown }[] = [];
  endOnTime(next, events);
  return applied(next, events);
}

export function pendingOf(state: LudoState): Pending | null {
  if (state.phase !== 'playing') return null;
  const player = state.players[state.turn]!;
  return { seats: [player.seat], kind: state.step, key: `${state.waitNo}:${state.step}` };
}

export function phaseOf(state: LudoState): TablePhase {
  return state.phase;
}
