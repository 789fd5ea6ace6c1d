import { commitChange, lockedTable, type Committed, type Locked, type RuntimeDeps } from './table-commit';
import { collectAndDeal, openHand, type DealPrep } from './table-deal';
import type { TableRuntime } from './table-runtime';
import type { TableSeeds } from './table-seeds';
import type { Tx } from './money/table-money';
import type { CollectLocks } from './collect-lock';

// Every process runs the sweeper (docs/tables.md): each tick it lists tables with something due (a deadline,
// a bot's step, the next deal) and claims each with FOR UPDATE SKIP LOCKED under the due condition, so a
// due thing is done once across processes: whoever commits first moves the deadline on, and the others'
// claim finds nothing due. A deadline fires only if the engine still waits for the stored key. Hands a
// crash left collecting stakes are voided and refunded (never one a live process of the cluster still holds:
// collect-lock.ts); money rows a crash left pending are posted.

const BATCH = 50;
const PARALLEL = 4;
const HOUSEKEEPING_MS = 2_000;
/** At start, a hand collecting for longer than this was cut short by the crash of the process that ran it. */
const START_STALE_MS = 2_000;

export interface SweeperDeps extends RuntimeDeps {
  runtime: TableRuntime;
  seeds: TableSeeds;
  notify: (committed: Committed) => void;
  /** Which collecting hands a live process still holds (collect-lock.ts); default: none. */
  collectLocks?: CollectLocks;
}

type Step = { committed: Committed; stoodUp?: boolean } | { prep: DealPrep | null };

async function fireDeadline(deps: RuntimeDeps, tx: Tx, locked: Locked): Promise<Committed> {
  const { adapter, table } = locked;
  const pending = adapter.engine.pending(table.state);
  if (!pending || pending.key !== table.deadlineKey)
    return commitChange(deps, tx, locked, table.state, table.state, [], []); // stale: only re-schedule
  // The match's clock ran out (Ludo timed): the engine ends the match instead of playing the turn.
  const clockUp = table.deadlineKind === 'clock' && adapter.engine.clockUp !== undefined;
  const result = clockUp ? adapter.engine.clockUp!(table.state) : adapter.engine.timeout(table.state);
  return commitChange(deps, tx, locked, table.state, result.state, result.events, [
    {
      kind: 'timeout',
      seat: clockUp ? null : pending.seats.length === 1 ? pending.seats[0]! : null,
      actor: 'timer',
      body: clockUp ? { ...pending, kind: 'clock' } : pending,
    },
  ]);
}

export function createTablesSweeper(deps: SweeperDeps) {
  const { repository } = deps;
  let stopped = true;
  /** Set by stop(): a wake() outside the ticks still runs when the loop was never started (tests). */
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let lastHousekeeping = 0;

  function notify(committed: Committed | null): void {
    if (committed && committed.changed) deps.notify(committed);
  }

  /** Does what is due at one table, a few steps at most (a deadline, then the bot it hands the turn to…). */
  async function processTable(id: string): Promise<void> {
    for (let round = 0; round < 4 && !closing; round++) {
      const now = deps.now();
      const step = await repository.transaction(async (tx): Promise<Step | null> => {
        const row = await repository.lockDue(tx, id, now);
        if (!row) return null;
        const locked = await lockedTable(deps, tx, row);
        if (row.deadlineAt && row.deadlineAt <= now)
          return { committed: await fireDeadline(deps, tx, locked) };
        if (row.botAt && row.botAt <= now) return { committed: await deps.runtime.botStep(tx, locked) };
        const sitOut = locked.adapter.sittingOut ? await repository.sitOutDueSeat(tx, id, now) : null;
        if (sitOut) return { committed: await deps.runtime.standUp(tx, locked, sitOut.seat), stoodUp: true };
        if (!row.nextDealAt || row.nextDealAt > now) return null;
        return { prep: await openHand(deps, deps.seeds, tx, locked) };
      });
      if (!step) return;
      if ('prep' in step) {
        if (step.prep) notify(await collectHolding(step.prep));
        continue;
      }
      notify(step.committed);
      // A stack stood up goes back to the wallet now, as at the player's own leave.
      if (step.stoodUp) await deps.money.postPending().catch(() => 0);
    }
  }

  async function collectHolding(prep: DealPrep): Promise<Committed | null> {
    const release = (await deps.collectLocks?.hold(prep.hand.handId)) ?? (() => Promise.resolve());
    try {
      return await collectAndDeal(deps, prep);
    } finally {
      await release();
    }
  }

  /** Only hands no live process is collecting (another process of the cluster may be slow, not dead). */
  async function voidStale(olderThanMs: number, reason: string): Promise<void> {
    const stale = await repository.staleCollecting(new Date(deps.now().getTime() - olderThanMs));
    for (const hand of stale) {
      if (deps.collectLocks && !(await deps.collectLocks.isFree(hand.id))) continue;
      notify(await deps.runtime.voidHand(hand.id, reason, 'timer'));
    }
  }

  async function housekeeping(): Promise<void> {
    await voidStale(deps.settings.collectStaleMs, 'the stakes were not collected in time');
    await deps.money.refundStrayBets?.();
    await deps.money.postPending();
  }

  async function tick(): Promise<void> {
    if (Date.now() - lastHousekeeping >= HOUSEKEEPING_MS) {
      lastHousekeeping = Date.now();
      await housekeeping();
    }
    const ids = await repository.dueTableIds(deps.now(), BATCH);
    for (let index = 0; index < ids.length && !closing; index += PARALLEL)
      await Promise.all(ids.slice(index, index + PARALLEL).map((id) => processTable(id)));
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => deps.log.error({ err: error }, 'tables sweeper tick failed'))
        .finally(schedule);
    }, deps.settings.sweepMs);
  }

  return {
    /** Tables resume from the database: deadlines already past fire at the first tick. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      closing = false;
      running = (async () => {
        await voidStale(START_STALE_MS, 'the server restarted while the stakes were collected');
        await deps.money.postPending();
      })()
        .catch((error: unknown) => deps.log.error({ err: error }, 'tables recovery failed'))
        .finally(schedule);
    },
    async stop(): Promise<void> {
      stopped = true;
      closing = true;
      clearTimeout(timer);
      await running;
    },
    /** Runs what is due at one table now (after a join, so a full table deals without waiting a tick). */
    wake(tableId: string): Promise<void> {
      return processTable(tableId).catch((error: unknown) =>
        deps.log.error({ err: error, tableId }, 'table wake failed'),
      );
    },
    tick,
  };
}

export type TablesSweeper = ReturnType<typeof createTablesSweeper>;
