import { TABLE_MESSAGES } from '@khelo/contracts/tables';
import type { TableEvent } from '@khelo/games/table/table-game';
import {
  commitChange,
  lockedTable,
  voidHandRow,
  type Committed,
  type Locked,
  type RuntimeDeps,
} from './table-commit';
import { betStillFits, prepareBet, releaseBet } from './table-bet';
import { joinTable } from './table-join';
import type { Tx } from './money/table-money';

// Player actions on a table: move and leave (join: table-join.ts), and the void of a hand. Each runs in one
// transaction under the table's row lock (table-commit.ts); the caller fans the change out after commit.

export type Failure = { ok: false; status: 400 | 403 | 404 | 409; message: string; code?: string };
export type Done<T> = ({ ok: true } & T) | Failure;

export function createTableRuntime(deps: RuntimeDeps) {
  const { repository } = deps;

  async function seatedLocked(tx: Tx, tableId: string, playerId: string) {
    const row = await repository.lockTable(tx, tableId);
    if (!row) return { error: { ok: false, status: 404, message: TABLE_MESSAGES.tableNotFound } as Failure };
    const locked = await lockedTable(deps, tx, row);
    const seat = locked.seats.find((entry) => entry.playerId === playerId);
    if (!seat) return { error: { ok: false, status: 403, message: TABLE_MESSAGES.notSeated } as Failure };
    return { locked, seat: seat.seat };
  }

  async function moveOnce(input: {
    playerId: string;
    tableId: string;
    move: unknown;
    version?: number | undefined;
  }): Promise<Done<{ committed: Committed }>> {
    const table = await repository.table(input.tableId);
    if (!table) return { ok: false, status: 404, message: TABLE_MESSAGES.tableNotFound };
    const adapter = deps.adapters.get(table.game);
    if (!adapter) return { ok: false, status: 404, message: TABLE_MESSAGES.tableNotFound };
    const parsed = adapter.parseMove(input.move);
    if (!parsed.ok) return { ok: false, status: 400, message: `${parsed.field}: ${parsed.message}` };
    if (input.version !== undefined && input.version !== table.version)
      return { ok: false, status: 409, code: 'stale-version', message: TABLE_MESSAGES.staleVersion };
    const prepared = await prepareBet(deps, table, input.playerId, parsed.move);
    if (!prepared.ok) return prepared;
    const bet = prepared.bet;
    let released = false;
    const done = await repository.transaction(async (tx): Promise<Done<{ committed: Committed }>> => {
      const refuse = async (failure: Failure): Promise<Failure> => {
        released = await releaseBet(deps, tx, bet);
        return failure;
      };
      const found = await seatedLocked(tx, input.tableId, input.playerId);
      if ('error' in found) return refuse(found.error!);
      const { locked, seat } = found;
      if (locked.table.status === 'closed')
        return refuse({ ok: false, status: 409, code: 'table-closed', message: TABLE_MESSAGES.tableClosed });
      if (input.version !== undefined && input.version !== locked.table.version)
        return refuse({
          ok: false,
          status: 409,
          code: 'stale-version',
          message: TABLE_MESSAGES.staleVersion,
        });
      const result = adapter.engine.apply(locked.table.state, seat, parsed.move);
      if (!result.ok) return refuse({ ok: false, status: 409, code: result.code, message: result.reason });
      if (!betStillFits(locked, bet, locked.table.state, result.state, seat))
        return refuse({
          ok: false,
          status: 409,
          code: 'stale-version',
          message: TABLE_MESSAGES.staleVersion,
        });
      const body = bet ? { ...(parsed.move as object), bet_ref: bet.ref } : parsed.move;
      const committed = await commitChange(
        deps,
        tx,
        locked,
        locked.table.state,
        result.state,
        result.events,
        [{ kind: 'move', seat, actor: 'player', body }],
      );
      return { ok: true, committed };
    });
    // A released bet goes back to the player now rather than at the next housekeeping.
    if (released) await deps.money.postPending().catch(() => 0);
    return done;
  }

  return {
    join: (input: Parameters<typeof joinTable>[1]) => joinTable(deps, input),

    async move(input: {
      playerId: string;
      tableId: string;
      move: unknown;
      version?: number | undefined;
    }): Promise<Done<{ committed: Committed }>> {
      // A move that stakes money may lose the race between its bet and the lock: tried again from the
      // table as it then is, unless the client pinned the version.
      for (let attempt = 1; ; attempt++) {
        const done = await moveOnce(input);
        const lost = !done.ok && done.code === 'stale-version' && input.version === undefined;
        if (!lost || attempt >= 3) return done;
      }
    },

    async leave(input: {
      playerId: string;
      tableId: string;
    }): Promise<Done<{ committed: Committed; penalty: number | undefined }>> {
      let stacks = false;
      type Left = Done<{ committed: Committed; penalty: number | undefined }>;
      const done = await repository.transaction(async (tx): Promise<Left> => {
        const found = await seatedLocked(tx, input.tableId, input.playerId);
        if ('error' in found) return found.error!;
        const { locked, seat } = found;
        stacks = locked.adapter.stacks !== undefined;
        const { committed, events } = await unseat(deps, tx, locked, seat, 'player');
        return { ok: true, committed, penalty: locked.adapter.leavePenalty(events, seat) };
      });
      // A stack that left goes back to the wallet now rather than at the next housekeeping.
      if (done.ok && stacks) await deps.money.postPending().catch(() => 0);
      return done;
    },

    /**
     * Voids a hand: everything it (points) or its match (pool, deals) collected is refunded in full. A points
     * table goes back to its state before the deal and deals again after the pause; a pool or deals match
     * ends there (its entries are back with the players). Null when the hand is over or unknown.
     */
    async voidHand(handId: string, reason: string, actor: 'staff' | 'timer'): Promise<Committed | null> {
      return repository.transaction(async (tx) => {
        const hand = await repository.hand(tx, handId);
        if (!hand) return null;
        const row = await repository.lockTable(tx, hand.tableId);
        if (!row || row.handId !== hand.id || hand.status === 'settled' || hand.status === 'void')
          return null;
        const locked = await lockedTable(deps, tx, row);
        const { adapter, table, offer } = locked;
        await voidHandRow(deps, tx, locked, reason);
        const notice = `Hand ${hand.handNo} was void (${reason}); every stake of it was refunded in full.`;
        const events: TableEvent[] = [{ type: 'hand-void', hand: hand.handNo, reason }];
        const entry = { kind: 'void' as const, seat: null, actor, body: { hand_id: hand.id, reason } };
        if (!adapter.moneyPerHand(offer) && adapter.collectPaise(offer, hand.stateBefore) > 0n) {
          const closed = {
            status: 'closed' as const,
            deadlineAt: null,
            deadlineKey: null,
            nextDealAt: null,
            botAt: null,
          };
          return commitChange(deps, tx, locked, table.state, table.state, events, [entry], {
            ...closed,
            notice,
          });
        }
        let state = hand.stateBefore ?? table.state;
        const seated = new Set(locked.seats.map((seat) => seat.seat));
        for (const seat of adapter.seated(state)) {
          if (seated.has(seat)) continue;
          // The restored state has them seated again: they leave it (a stack leaves with its chips).
          const left = adapter.engine.leave(state, seat);
          state = left.state;
          events.push(...left.events);
        }
        // Players who sat down during the voided hand are seated again in the restored state.
        const inEngine = new Set(adapter.seated(state));
        for (const seat of seated) {
          if (inEngine.has(seat)) continue;
          const joined = adapter.engine.join(state, seat);
          if (joined.ok) state = joined.state;
        }
        return commitChange(deps, tx, locked, table.state, state, events, [entry], { notice });
      });
    },

    /**
     * The sweeper stands up a seat that sat out past TABLES_POKER_SIT_OUT_MS: a leave as the player's own
     * (the stack goes back to the wallet), and a `stood-up` event that tells them why.
     */
    standUp: async (tx: Tx, locked: Locked, seat: number): Promise<Committed> =>
      (await unseat(deps, tx, locked, seat, 'timer', [{ type: 'stood-up', seat, reason: 'sit-out' }]))
        .committed,

    /** The sweeper's bot step on a practice table (fill empty seats, then play the bots' pending moves). */
    botStep: (tx: Tx, locked: Locked) => botStep(deps, tx, locked),
  };
}

/** The seat's player gets up (the engine's leave: a stack leaves with its chips), in the caller's lock. */
async function unseat(
  deps: RuntimeDeps,
  tx: Tx,
  locked: Locked,
  seat: number,
  actor: 'player' | 'timer',
  extra: TableEvent[] = [],
): Promise<{ committed: Committed; events: TableEvent[] }> {
  const left = locked.adapter.engine.leave(locked.table.state, seat);
  await deps.repository.leaveSeat(tx, locked.table.id, seat, deps.now());
  locked.seats = locked.seats.filter((entry) => entry.seat !== seat);
  const events = [...extra, ...left.events];
  const committed = await commitChange(deps, tx, locked, locked.table.state, left.state, events, [
    { kind: 'leave', seat, actor, body: actor === 'timer' ? { reason: 'sit-out' } : null },
  ]);
  return { committed, events: left.events };
}

async function botStep(deps: RuntimeDeps, tx: Tx, locked: Locked): Promise<Committed> {
  const { adapter, table, offer } = locked;
  const engine = adapter.engine;
  const humans = locked.seats.filter((seat) => !seat.isBot).length;
  let state = table.state;
  const events: TableEvent[] = [];
  const entries: Parameters<typeof commitChange>[6] = [];
  const phase = engine.phase(state);
  const fillTo = table.handNo === 0 ? adapter.botFillTo(offer) : 2;
  if (offer.mode === 'practice' && humans > 0 && phase !== 'match-over' && locked.seats.length < fillTo) {
    const taken = new Set([...locked.seats.map((seat) => seat.seat), ...adapter.seated(state)]);
    for (let seat = 0; seat < offer.seats && locked.seats.length < fillTo; seat++) {
      if (taken.has(seat)) continue;
      const joined = engine.join(state, seat, adapter.stacks?.botChips(offer));
      if (!joined.ok) continue;
      state = joined.state;
      events.push(...joined.events);
      const row = await deps.repository.insertSeat(tx, {
        tableId: table.id,
        seat,
        isBot: true,
        name: adapter.botName(seat),
        extraMs: deps.settings.extraMs,
        joinedAt: deps.now(),
      });
      locked.seats = [...locked.seats, row];
      entries.push({ kind: 'join', seat, actor: 'bot', body: { name: row.name } });
    }
  } else if (offer.mode === 'practice') {
    const bots = new Set(locked.seats.filter((seat) => seat.isBot).map((seat) => seat.seat));
    for (const seat of engine.pending(state)?.seats ?? []) {
      if (!bots.has(seat)) continue;
      const move = engine.botMove(engine.view(state, seat), seat);
      if (move === null) continue;
      const result = engine.apply(state, seat, move);
      if (!result.ok) {
        deps.log.error({ tableId: table.id, seat, move, refusal: result }, 'table: a bot move was refused');
        continue;
      }
      state = result.state;
      events.push(...result.events);
      entries.push({ kind: 'move', seat, actor: 'bot', body: move });
    }
  }
  return commitChange(deps, tx, locked, table.state, state, events, entries);
}

export type TableRuntime = ReturnType<typeof createTableRuntime>;
