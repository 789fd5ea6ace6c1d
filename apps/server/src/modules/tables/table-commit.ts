import type { TableEvent } from '@khelo/games/table/table-game';
import type { TableMoveActor, TableMoveKind } from '../../db/schema-tables';
import type { AnyGameAdapter, TableOffer } from './games/adapter';
import type { MoneyHand, TableMoney, Tx } from './money/table-money';
import { scheduleOf } from './table-schedule';
import type { TablesSettings } from './tables.config';
import type { HandRow, SeatRow, TablePatch, TablesRepository, TableRow } from './tables.repository';

// The one way a table changes (docs/tables.md, "Durability"): inside the transaction that locked the table
// row, the new engine state is stored with the table's next version, its log rows, the deadline of what it
// now waits for, and — when a hand or match ended — the hand's outcome and its money rows. The caller
// commits, then fans the change out (tables.notifier.ts).

export interface RuntimeDeps {
  repository: TablesRepository;
  adapters: Map<string, AnyGameAdapter>;
  money: TableMoney;
  settings: TablesSettings;
  now: () => Date;
  log: {
    error: (object: unknown, message: string) => void;
    warn?: (object: unknown, message: string) => void;
  };
}

/** A table locked in the current transaction, with what the runtime needs to change it. */
export interface Locked {
  table: TableRow;
  adapter: AnyGameAdapter;
  offer: TableOffer;
  seats: SeatRow[];
}

export interface LogEntry {
  kind: TableMoveKind;
  seat: number | null;
  actor: TableMoveActor;
  body: unknown;
}

export interface Committed {
  tableId: string;
  version: number;
  events: TableEvent[];
  /** False when only the timers were re-computed (nothing for the players). */
  changed: boolean;
}

export async function lockedTable(deps: RuntimeDeps, tx: Tx, table: TableRow): Promise<Locked> {
  const adapter = deps.adapters.get(table.game);
  const offer = adapter?.offer(table.offerId);
  if (!adapter || !offer)
    throw new Error(`table ${table.id}: unknown game or offer ${table.game}/${table.offerId}`);
  return { table, adapter, offer, seats: await deps.repository.activeSeats(tx, table.id) };
}

/** Per-hand money (points: every deal collects) or per-match money (pool, deals: the first deal does). */
function perHand(locked: Locked): boolean {
  return locked.adapter.moneyPerHand(locked.offer);
}

function moneyHand(locked: Locked, hand: HandRow): MoneyHand {
  const { table, offer, adapter } = locked;
  return {
    tableId: table.id,
    handId: hand.id,
    handNo: hand.handNo,
    offer,
    stacks: adapter.stacks !== undefined,
  };
}

/** Tables of stacks: the stacks that left the table in this change go back to their wallets after commit. */
async function cashOut(deps: RuntimeDeps, tx: Tx, locked: Locked, events: TableEvent[]) {
  const stacks = locked.adapter.stacks;
  if (!stacks || !deps.money.cashOutInTx) return;
  for (const { seat, chips } of stacks.cashOuts(events))
    await deps.money.cashOutInTx(tx, { tableId: locked.table.id, seat, paise: BigInt(chips) });
}

/**
 * Poker: a seat that starts sitting out gets the time it is stood up at (the sweeper fires it, docs/poker.md),
 * a seat back in loses it. Stored on the seat rows, so the clock runs across hands and restarts.
 */
async function syncSitOut(deps: RuntimeDeps, tx: Tx, locked: Locked, state: unknown, now: Date) {
  const out = locked.adapter.sittingOut?.(state);
  if (!out) return;
  const sitting = new Set(out);
  const starts = locked.seats.filter((seat) => sitting.has(seat.seat) && !seat.sitOutUntil);
  const ends = locked.seats.filter((seat) => !sitting.has(seat.seat) && seat.sitOutUntil);
  const until = new Date(now.getTime() + deps.settings.pokerSitOutMs);
  await deps.repository.setSitOut(
    tx,
    locked.table.id,
    starts.map((seat) => seat.seat),
    until,
  );
  await deps.repository.setSitOut(
    tx,
    locked.table.id,
    ends.map((seat) => seat.seat),
    null,
  );
}

async function settle(
  deps: RuntimeDeps,
  tx: Tx,
  locked: Locked,
  paidFor: HandRow,
  outcome: unknown,
  result: unknown,
) {
  const payouts =
    locked.adapter.payouts?.({
      offer: locked.offer,
      outcome,
      result,
      payers: paidFor.payers,
      collectedPaise: paidFor.collectedPaise,
      rakePercent: deps.settings.rakePercent,
      options: locked.table.options,
      settings: deps.settings,
    }) ?? [];
  await deps.money.settleInTx(tx, moneyHand(locked, paidFor), payouts);
}

/**
 * Bets of the hand whose moves never committed are refunded before the settlement (their money is not in
 * the pot): the committed moves' `bet_ref`s, this change's included, are the ones in it.
 */
async function releaseStrayBets(deps: RuntimeDeps, tx: Tx, handId: string, entries: LogEntry[]) {
  if (!deps.money.releaseBetsInTx) return;
  const kept = await deps.repository.betRefsOfHand(tx, handId);
  for (const entry of entries) {
    const ref = (entry.body as { bet_ref?: unknown } | null)?.bet_ref;
    if (typeof ref === 'string') kept.add(ref);
  }
  await deps.money.releaseBetsInTx(tx, handId, kept);
}

/** Ends the hand row and settles what the end of this hand or match owes. */
async function closeHand(
  deps: RuntimeDeps,
  tx: Tx,
  locked: Locked,
  before: unknown,
  state: unknown,
  entries: LogEntry[],
) {
  const { adapter, table } = locked;
  const engine = adapter.engine;
  let handEnded = false;
  const outcome = engine.handOutcome(state);
  const result = engine.matchResult(state);
  const hand = table.handId ? await deps.repository.hand(tx, table.handId) : null;
  if (hand && hand.status === 'playing' && outcome !== null) {
    handEnded = true;
    // What the game keeps with the outcome for the history (poker: the dealt cards and the acts).
    const record = adapter.handRecord?.(state);
    await deps.repository.updateHand(tx, hand.id, {
      status: 'settled',
      outcome: record === undefined ? { outcome, result } : { outcome, result, record },
      endedAt: deps.now(),
    });
    if (locked.adapter.moveStakePaise) await releaseStrayBets(deps, tx, hand.id, entries);
    if (perHand(locked)) await settle(deps, tx, locked, hand, outcome, result);
  }
  if (!perHand(locked) && result !== null && engine.matchResult(before) === null) {
    const first = await deps.repository.matchPaidHand(tx, table.id);
    if (first) await settle(deps, tx, locked, first, outcome, result);
    if (hand && !handEnded) await deps.repository.updateHand(tx, hand.id, { outcome: { outcome, result } });
  }
  return handEnded;
}

/** When a match on a clock (Ludo timed) ends: its hand's start plus the adapter's length; null without one. */
export async function matchClockEnd(
  deps: RuntimeDeps,
  tx: Tx,
  locked: Locked,
  phase: string,
): Promise<Date | null> {
  const clockMs = locked.adapter.matchClockMs?.(locked.offer, deps.settings) ?? null;
  if (clockMs === null || phase !== 'playing' || !locked.table.handId) return null;
  const hand = await deps.repository.hand(tx, locked.table.handId);
  return hand && hand.status === 'playing' ? new Date(hand.startedAt.getTime() + clockMs) : null;
}

/**
 * An abandoned practice table whose game is still being played with a seat that is no bot's, in a change
 * that is not a player leaving or being unseated: a human lost the seat row while in play, and closing the
 * table voids their game. It should never happen; logged so that it is seen.
 */
function warnIfHumanInGame(
  deps: RuntimeDeps,
  locked: Locked,
  state: unknown,
  events: TableEvent[],
  entries: LogEntry[],
): void {
  if (entries.some((entry) => entry.kind === 'leave') || events.some((event) => event.type === 'unseated'))
    return;
  if (locked.adapter.engine.phase(state) !== 'playing') return;
  const botSeats = new Set(locked.seats.map((seat) => seat.seat));
  const seats = locked.adapter.seated(state).filter((seat) => !botSeats.has(seat));
  if (seats.length === 0) return;
  deps.log.warn?.(
    { tableId: locked.table.id, seats },
    `table ${locked.table.id}: practice table closed as abandoned while seat ${seats.join(', ')} of a human is still in the game`,
  );
}

/** Stores a change of the table's engine state (see the file comment). */
export async function commitChange(
  deps: RuntimeDeps,
  tx: Tx,
  locked: Locked,
  before: unknown,
  state: unknown,
  events: TableEvent[],
  entries: LogEntry[],
  extra: TablePatch = {},
): Promise<Committed> {
  const { adapter, table, offer } = locked;
  const engine = adapter.engine;
  const now = deps.now();
  const handEnded = await closeHand(deps, tx, locked, before, state, entries);
  await cashOut(deps, tx, locked, events);
  await syncSitOut(deps, tx, locked, state, now);
  const phase = engine.phase(state);
  const humans = locked.seats.filter((seat) => !seat.isBot).length;
  const clockEndsAt = await matchClockEnd(deps, tx, locked, phase);
  const schedule = scheduleOf({
    clockEndsAt,
    adapter,
    offer,
    settings: deps.settings,
    now,
    table,
    seats: locked.seats,
    before: engine.pending(before),
    after: engine.pending(state),
    phase,
    ready: adapter.ready(state),
    handEnded,
    collecting: false,
  });
  if (schedule.bank)
    await deps.repository.setExtra(tx, table.id, [schedule.bank.seat], schedule.bank.extraMs);
  let patch: TablePatch = schedule.patch;
  // A practice table nobody plays at any more closes (its bots get up); so does a finished match, whose
  // players keep their seats so that they can still read the result (closed tables take no moves). The rule
  // counts seat rows, never time: a human keeps a seat row until they leave or cannot pay at a deal, however
  // long since their last call.
  const abandoned = offer.mode === 'practice' && humans === 0;
  if (abandoned) warnIfHumanInGame(deps, locked, state, events, entries);
  if (abandoned || phase === 'match-over') {
    if (abandoned && table.handId && phase === 'playing')
      await voidHandRow(deps, tx, locked, 'everyone left');
    if (abandoned) await deps.repository.leaveAllSeats(tx, table.id, now);
    patch = {
      deadlineAt: null,
      deadlineKey: null,
      deadlineKind: null,
      nextDealAt: null,
      botAt: null,
      status: 'closed',
    };
  }
  const version = table.version + entries.length;
  const note = entries.length === 1 ? (adapter.logNote?.(events) ?? null) : null;
  await deps.repository.updateTable(tx, table.id, { ...patch, ...extra, state, version, updatedAt: now });
  for (const [index, entry] of entries.entries())
    await deps.repository.insertMove(tx, {
      tableId: table.id,
      handId: table.handId,
      seq: table.version + index + 1,
      seat: entry.seat,
      kind: entry.kind,
      body:
        note && (entry.kind === 'move' || entry.kind === 'timeout')
          ? { ...(entry.body ?? {}), ...note }
          : (entry.body ?? null),
      actor: entry.actor,
      createdAt: now,
    });
  return { tableId: table.id, version, events, changed: entries.length > 0 };
}

/** Refunds what the table's current hand (points) or match (pool, deals) collected and marks it void. */
export async function voidHandRow(deps: RuntimeDeps, tx: Tx, locked: Locked, reason: string): Promise<void> {
  const hand = locked.table.handId ? await deps.repository.hand(tx, locked.table.handId) : null;
  if (!hand || hand.status === 'void' || hand.status === 'settled') return;
  const paidFor = perHand(locked) ? hand : await deps.repository.matchPaidHand(tx, locked.table.id);
  await deps.money.voidInTx(tx, (paidFor ?? hand).id, reason);
  await deps.repository.updateHand(tx, hand.id, { status: 'void', voidReason: reason, endedAt: deps.now() });
}
