import { REFUSAL_CODES, type Applied, type Refusal, type TableEvent } from '../table/table-game';
import type { RummyState } from './state';

export function refuse(code: keyof typeof REFUSAL_CODES, reason: string): Refusal {
  return { ok: false, code: REFUSAL_CODES[code], reason };
}

export function applied(state: RummyState, events: TableEvent[]): Applied<RummyState> {
  return { ok: true, state, events };
}

/** A deep copy the move can change freely: the state is plain JSON. */
export function draft(state: RummyState): RummyState {
  return structuredClone(state);
}
