import { REFUSAL_CODES, type Applied, type Refusal, type TableEvent } from '../table/table-game';
import type { HandSeat, HandState, TeenPattiOptions, TeenPattiState } from './state';

// Shared helpers and the constants of the rules (docs/tables.md "Teen Patti").

export const MIN_PLAYERS = 2;
export const MAX_SEATS = 6;
export const DEFAULT_POT_LIMIT_BOOTS = 1024;
export const DEFAULT_MAX_STAKE_BOOTS = 128;
export const DEFAULT_MAX_BLIND_ROUNDS = 4;

/** The options with the defaults filled in from the boot. */
export function teenPattiOptions(
  input: Pick<TeenPattiOptions, 'seats' | 'boot'> & Partial<TeenPattiOptions>,
): TeenPattiOptions {
  return {
    seats: input.seats,
    boot: input.boot,
    potLimit: input.potLimit ?? input.boot * DEFAULT_POT_LIMIT_BOOTS,
    maxStake: input.maxStake ?? input.boot * DEFAULT_MAX_STAKE_BOOTS,
    maxBlindRounds: input.maxBlindRounds ?? DEFAULT_MAX_BLIND_ROUNDS,
  };
}

export function refuse(code: keyof typeof REFUSAL_CODES, reason: string): Refusal {
  return { ok: false, code: REFUSAL_CODES[code], reason };
}

export function applied(state: TeenPattiState, events: TableEvent[]): Applied<TeenPattiState> {
  return { ok: true, state, events };
}

export function draft(state: TeenPattiState): TeenPattiState {
  return structuredClone(state);
}

export function potOf(hand: HandState): number {
  return hand.seats.reduce((sum, seat) => sum + seat.put, 0);
}

export function active(hand: HandState): HandSeat[] {
  return hand.seats.filter((seat) => seat.status !== 'packed');
}

/** The next seat still in the hand after `seat`, in the order of play. */
export function nextActive(hand: HandState, seat: number): number {
  const order = hand.seats;
  const start = order.findIndex((entry) => entry.seat === seat);
  for (let step = 1; step <= order.length; step++) {
    const entry = order[(start + step) % order.length]!;
    if (entry.status !== 'packed') return entry.seat;
  }
  return seat;
}

/** The seat still in the hand before `seat` (the one who played just before). */
export function previousActive(hand: HandState, seat: number): number {
  const order = hand.seats;
  const start = order.findIndex((entry) => entry.seat === seat);
  for (let step = 1; step <= order.length; step++) {
    const entry = order[(start - step + order.length * 2) % order.length]!;
    if (entry.status !== 'packed') return entry.seat;
  }
  return seat;
}

/** What a chaal costs `mine` now: blind 1× the stake (2× raising), seen 2× (4× raising). */
export function chaalCost(hand: HandState, mine: HandSeat, raise: boolean): number {
  return hand.stake * (mine.status === 'blind' ? 1 : 2) * (raise ? 2 : 1);
}

export function validOptions(options: TeenPattiOptions): boolean {
  const whole = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;
  return (
    whole(options.seats, MIN_PLAYERS) &&
    options.seats <= MAX_SEATS &&
    whole(options.boot, 1) &&
    whole(options.maxStake, options.boot) &&
    whole(options.potLimit, options.boot * 2) &&
    whole(options.maxBlindRounds, 0)
  );
}
