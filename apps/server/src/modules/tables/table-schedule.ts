import type { Pending, TablePhase } from '@khelo/games/table/table-game';
import type { AnyGameAdapter, TableOffer } from './games/adapter';
import type { TablesSettings } from './tables.config';
import type { SeatRow, TablePatch, TableRow } from './tables.repository';

// What a table waits for after a change, computed in the change's transaction and stored with it: the
// deadline of the engine's pending wait (kept when the wait did not change, e.g. after an 'arrange'), the
// extra time the last turn took from its player's bank, the practice bots' next step and the next deal.

export interface ScheduleInput {
  adapter: AnyGameAdapter;
  offer: TableOffer;
  settings: TablesSettings;
  now: Date;
  table: TableRow;
  /** Seats still seated (left_at null). */
  seats: SeatRow[];
  /** The engine's wait before the change. */
  before: Pending | null;
  after: Pending | null;
  phase: TablePhase;
  /** Players the engine would deal in now (between hands). */
  ready: number;
  /** A hand ended with this change (results pause before the next deal). */
  handEnded: boolean;
  /** A deal is collecting stakes (no other deal may start). */
  collecting: boolean;
  /** A match on a clock ends then (matchClockEnd): no wait runs past it. */
  clockEndsAt?: Date | null;
}

export interface Schedule {
  patch: TablePatch;
  /** The bank of the seat whose turn just ended, when it used some of it. */
  bank: { seat: number; extraMs: number } | null;
}

function bankUsed(input: ScheduleInput): Schedule['bank'] {
  const { before, after, table, settings, now } = input;
  if (!before || before.kind !== 'turn' || before.key === after?.key || !table.deadlineAt) return null;
  if (table.deadlineKey !== before.key) return null;
  const bankAtStart = table.deadlineExtraMs ?? 0;
  const startedAt = table.deadlineAt.getTime() - settings.turnMs - bankAtStart;
  const used = Math.min(bankAtStart, Math.max(0, now.getTime() - startedAt - settings.turnMs));
  return used > 0 ? { seat: before.seats[0]!, extraMs: bankAtStart - used } : null;
}

function deadlineOf(input: ScheduleInput, bank: Schedule['bank']): TablePatch {
  const { after, table, adapter, settings, now, seats } = input;
  if (!after) return { deadlineAt: null, deadlineKey: null, deadlineKind: null, deadlineExtraMs: null };
  if (after.key === table.deadlineKey && table.deadlineAt) return {};
  const actor = after.seats[0];
  const bankMs =
    bank && bank.seat === actor ? bank.extraMs : (seats.find((seat) => seat.seat === actor)?.extraMs ?? 0);
  const wait = adapter.waitLength(after, settings, bankMs);
  const waitEnds = now.getTime() + wait.ms;
  const clockEnds = input.clockEndsAt?.getTime() ?? Infinity;
  // The match's clock runs out first: the deadline is the clock's (kind 'clock': the sweeper ends the match).
  if (clockEnds <= waitEnds)
    return {
      deadlineAt: new Date(clockEnds),
      deadlineKey: after.key,
      deadlineKind: 'clock',
      deadlineExtraMs: 0,
    };
  return {
    deadlineAt: new Date(waitEnds),
    deadlineKey: after.key,
    deadlineKind: after.kind,
    deadlineExtraMs: wait.extraMs,
  };
}

function nextDealOf(input: ScheduleInput): Date | null {
  const { phase, ready, adapter, offer, table, now, settings, handEnded, collecting } = input;
  if (phase !== 'between-hands' || collecting) return null;
  const { full, minPlayers } = adapter.startsAt(offer);
  if (ready < minPlayers) return null;
  if (handEnded) return new Date(now.getTime() + settings.nextHandMs);
  if (table.nextDealAt) return table.nextDealAt;
  if (table.handNo === 0 && ready >= full) return now;
  return new Date(now.getTime() + (table.handNo === 0 ? settings.startMs : settings.nextHandMs));
}

function botOf(input: ScheduleInput): Date | null {
  const { offer, seats, after, settings, now, phase, table } = input;
  if (offer.mode !== 'practice') return null;
  const humans = seats.filter((seat) => !seat.isBot).length;
  if (humans === 0) return null;
  const bots = new Set(seats.filter((seat) => seat.isBot).map((seat) => seat.seat));
  if (after && after.seats.some((seat) => bots.has(seat))) return new Date(now.getTime() + settings.botMs);
  const fillTo = input.adapter.botFillTo(offer);
  if (phase !== 'match-over' && seats.length < fillTo && table.handNo === 0)
    return table.botAt ?? new Date(now.getTime() + settings.botFillMs);
  if (phase === 'between-hands' && seats.length < 2)
    return table.botAt ?? new Date(now.getTime() + settings.botFillMs);
  return null;
}

export function scheduleOf(input: ScheduleInput): Schedule {
  const bank = bankUsed(input);
  const closed = input.phase === 'match-over';
  const nextDealAt = nextDealOf(input);
  return {
    bank,
    patch: {
      ...deadlineOf(input, bank),
      nextDealAt,
      botAt: botOf(input),
      status: closed ? 'closed' : input.phase === 'playing' || input.collecting ? 'playing' : 'open',
    },
  };
}
