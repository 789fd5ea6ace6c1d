import type { TableEvent } from '../table/table-game';
import { HOME, TOKENS, YARD, isSafeSquare, squareOf, target } from './board';
import { rollAt } from './dice';
import { finishIfOver } from './result';
import type { LegalMove, LudoPlayer, LudoState } from './state';

// One turn: roll, then move a token. A 6, a capture or a token reaching home earns another roll; the third
// 6 in a row forfeits the turn. Timed-variant points: 1 per step, a capture +20 (the captured token's owner
// loses the steps it had made), a token home +50.

export const CAPTURE_BONUS = 20;
export const HOME_BONUS = 50;

export function inPlay(player: LudoPlayer): boolean {
  return !player.out && player.finished === null;
}

export function legalMovesOf(state: LudoState): LegalMove[] {
  const player = state.players[state.turn];
  if (!player || state.dice === null || state.phase !== 'playing') return [];
  const moves: LegalMove[] = [];
  player.tokens.forEach((from, token) => {
    const to = target(from, state.dice!);
    if (to === null) return;
    const square = squareOf(player.colour, to);
    const captures =
      square !== null && !isSafeSquare(square) && occupants(state, square, player.seat).length > 0;
    moves.push({ token, from, to, square, captures, reachesHome: to === HOME });
  });
  return moves;
}

/** Other colours' tokens on a shared track square, as [player index, token]. */
function occupants(state: LudoState, square: number, except: number): [number, number][] {
  const found: [number, number][] = [];
  state.players.forEach((player, index) => {
    if (player.seat === except) return;
    player.tokens.forEach((position, token) => {
      if (squareOf(player.colour, position) === square) found.push([index, token]);
    });
  });
  return found;
}

/** Rolls for the player to act (the state is a draft); moves on its own when one or no move is open. */
export function roll(state: LudoState, events: TableEvent[]): void {
  const player = state.players[state.turn]!;
  const dice = rollAt(state.fair!, state.rollCount);
  state.rollCount += 1;
  state.dice = dice;
  state.lastRoll = { seat: player.seat, dice };
  state.sixes = dice === 6 ? state.sixes + 1 : 0;
  events.push({ type: 'roll', seat: player.seat, dice, roll: state.rollCount - 1 });
  if (state.sixes === 3) {
    events.push({ type: 'three-sixes', seat: player.seat });
    passTurn(state, events);
    return;
  }
  const legal = legalMovesOf(state);
  if (legal.length === 0) {
    events.push({ type: 'no-move', seat: player.seat, dice });
    if (dice === 6) rollAgain(state);
    else passTurn(state, events);
    return;
  }
  const distinct = new Set(legal.map((move) => move.from));
  if (distinct.size === 1) {
    // Tokens on the same spot move alike: one choice in effect, so it is played without asking.
    move(state, legal[0]!.token, events, true);
    return;
  }
  state.step = 'move';
  state.waitNo += 1;
}

/** Moves a token the rules allow (checked by the caller) and decides who acts next. */
export function move(state: LudoState, token: number, events: TableEvent[], auto: boolean): void {
  const player = state.players[state.turn]!;
  const dice = state.dice!;
  const from = player.tokens[token]!;
  const to = target(from, dice)!;
  player.tokens[token] = to;
  player.score += from === YARD ? 0 : to - from;
  const square = squareOf(player.colour, to);
  events.push({ type: 'move', seat: player.seat, token, from, to, square, auto });
  let again = dice === 6;
  if (square !== null && !isSafeSquare(square)) {
    for (const [index, captured] of occupants(state, square, player.seat)) {
      const victim = state.players[index]!;
      const steps = victim.tokens[captured]!;
      victim.tokens[captured] = YARD;
      victim.score -= steps;
      player.score += CAPTURE_BONUS;
      events.push({ type: 'capture', seat: player.seat, victim: victim.seat, token: captured, square });
      again = true;
    }
  }
  if (to === HOME) {
    player.score += HOME_BONUS;
    events.push({ type: 'home', seat: player.seat, token });
    again = true;
    if (player.tokens.every((position) => position === HOME)) {
      player.finished = state.players.filter((other) => other.finished !== null).length + 1;
      events.push({ type: 'finished', seat: player.seat, place: player.finished });
      again = false;
    }
  }
  if (finishIfOver(state, events)) return;
  if (again) rollAgain(state);
  else passTurn(state, events);
}

function rollAgain(state: LudoState): void {
  state.step = 'roll';
  state.dice = null;
  state.waitNo += 1;
}

/** Ends the turn of the player to act and gives the dice to the next player still in the game. */
export function passTurn(state: LudoState, events: TableEvent[]): void {
  const current = state.players[state.turn]!;
  current.turns += 1;
  state.sixes = 0;
  state.dice = null;
  state.step = 'roll';
  state.waitNo += 1;
  if (finishIfOver(state, events)) return;
  for (let step = 1; step <= state.players.length; step++) {
    const index = (state.turn + step) % state.players.length;
    if (inPlay(state.players[index]!)) {
      state.turn = index;
      events.push({ type: 'turn', seat: state.players[index]!.seat });
      return;
    }
  }
}

/** Takes a player out (three missed turns, or left): the tokens leave the board. */
export function knockOut(state: LudoState, index: number, events: TableEvent[], why: string): void {
  const player = state.players[index]!;
  if (player.out || player.finished !== null) return;
  player.out = true;
  state.outOrder.push(player.seat);
  player.tokens = Array.from({ length: TOKENS }, () => YARD);
  events.push({ type: 'out', seat: player.seat, why });
  if (state.turn === index) passTurn(state, events);
  else finishIfOver(state, events);
}
