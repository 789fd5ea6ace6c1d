import { REFUSAL_CODES, type Applied, type Refusal, type TableEvent } from '../table/table-game';
import type { CallBreakState } from './state';

export function refuse(code: keyof typeof REFUSAL_CODES, reason: string): Refusal {
  return { ok: false, code: REFUSAL_CODES[code], reason };
}

export function applied(state: CallBreakState, events: TableEvent[]): Applied<CallBreakState> {
  return { ok: true, state, events };
}

/** A deep copy the move can change freely: the state is plain JSON. */
export function draft(state: CallBreakState): CallBreakState {
  return structuredClone(state);
}
