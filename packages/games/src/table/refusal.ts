import { REFUSAL_CODES, type Applied, type Refusal, type TableEvent } from './table-game';

// The answers of a table engine's move, shared by the games (Call Break, the Fortune Wheel): a refusal that
// leaves the state as it was, or the new state with its events.

export function refuse(code: keyof typeof REFUSAL_CODES, reason: string): Refusal {
  return { ok: false, code: REFUSAL_CODES[code], reason };
}

export function applied<State>(state: State, events: TableEvent[]): Applied<State> {
  return { ok: true, state, events };
}

/** A deep copy the move can change freely: the state is plain JSON. */
export function draft<State>(state: State): State {
  return structuredClone(state);
}
