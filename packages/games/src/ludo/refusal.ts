import { REFUSAL_CODES, type Applied, type Refusal, type TableEvent } from '../table/table-game';
import type { LudoState } from './state';

export function refuse(code: keyof typeof REFUSAL_CODES, reason: string): Refusal {
  return { ok: false, code: REFUSAL_CODES[code], reason };
}

export function applied(state: LudoState, events: TableEvent[]): Applied<LudoState> {
  return { ok: true, state, events };
}

export function draft(state: LudoState): LudoState {
  return structuredClone(state);
}
