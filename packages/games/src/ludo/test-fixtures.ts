import { expect } from 'vitest';
import type { Applied, FairSeed, Refusal } from '../table/table-game';
import { ludoGame } from './game';
import type { LudoOptions, LudoState } from './state';

// Tests only: games started from a fixed seed, and boards set by hand with a chosen dice value (production
// dice come from the seed alone).

export const FAIR: FairSeed = { serverSeed: 'server-seed', clientSeed: 'client-seed', nonce: '1' };

export function ok<S>(result: Applied<S> | Refusal): S {
  if (!result.ok) expect.fail(`refused: ${result.code} ${result.reason}`);
  return result.state;
}

export function started(seats: number[], options: LudoOptions = { mode: 'classic' }, fair = FAIR): LudoState {
  return ok(ludoGame.deal(ludoGame.newMatch(options, seats), fair));
}

/** The same game with these token positions, and `dice` rolled by the player to act. */
export function withBoard(state: LudoState, tokens: number[][], dice: number, turn = 0): LudoState {
  const next = structuredClone(state);
  tokens.forEach((positions, index) => (next.players[index]!.tokens = [...positions]));
  next.turn = turn;
  next.dice = dice;
  next.step = 'move';
  return next;
}

/** Plays bots for every seat (and timeouts when `timeouts` says so) until the game ends or `limit` calls. */
export function playOut(state: LudoState, limit = 20_000): { state: LudoState; calls: number } {
  let current = state;
  let calls = 0;
  while (current.phase === 'playing' && calls < limit) {
    const seat = ludoGame.pending(current)!.seats[0]!;
    const move = ludoGame.botMove(ludoGame.view(current, seat), seat)!;
    current = ok(ludoGame.apply(current, seat, move));
    calls += 1;
  }
  return { state: current, calls };
}
