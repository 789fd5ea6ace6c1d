import { REFUSAL_CODES, type Applied, type Refusal, type TableEvent } from '../table/table-game';
import type { FortuneWheelState } from './state';

export function refuse(code: keyof typeof REFUSAL_CODES, reason: string): Refusal {
  return { ok: false, code: REFUSAL_CODES[code], reason };
}

export function applied(state: FortuneWheelState, events: TableEvent[]): Applied<FortuneWheelState> {
  return { ok: true, state, events };
}

/** A deep copy the move can change freely: the state is plain JSON. */
export function draft(state: FortuneWheelState): FortuneWheelState {
  return structuredClone(state);
}
