import type { TableEvent } from '@khelo/games/table/table-game';
import type { MoneyHand, SeatPayer, Tx } from './money/table-money';
import {
  commitChange,
  lockedTable,
  voidHandRow,
  type Committed,
  type Locked,
  type RuntimeDeps,
} from './table-commit';
import type { TableSeeds } from './table-seeds';

// Dealing a hand takes two transactions around the money: (1) under the table lock, the hand row is opened
// in 'collecting' with its seed committed (SHA-256 stored) and the seats the engine will deal; (2) the stakes
// are collected (money module, its own transactions, idempotent per hand); (3) under the lock again, the
// seats that could not pay are unseated and the engine deals from the hand's seed. A crash between (1) and
// (3) leaves the hand 'collecting': it is voided and every stake refunded (tables.sweeper.ts).

export interface DealPrep {
  tableId: string;
  hand: MoneyHand;
  payers: SeatPayer[];
  paise: bigint;
}

/** Step 1, inside the sweeper's transaction on a table whose next deal is due. */
export async function openHand(
  deps: RuntimeDeps,
  seeds: TableSeeds,
  tx: Tx,
  locked: Locked,
): Promise<DealPrep | null> {
  const { adapter, table, offer } = locked;
  const engine = adapter.engine;
  const state = table.state;
  const clear = { nextDealAt: null, updatedAt: deps.now() };
  if (engine.phase(state) !== 'between-hands' || adapter.ready(state) < adapter.startsAt(offer).minPlayers) {
    await deps.repository.updateTable(tx, table.id, clear);
    return null;
  }
  const seed = await seeds.next(tx, table.game);
  const trial = engine.deal(state, seed.fair);
  if (!trial.ok) {
    await deps.repository.updateTable(tx, table.id, clear);
    return null;
  }
  const dealt = adapter.dealtSeats(trial.state);
  const paise = adapter.collectPaise(offer, state);
  const bySeat = new Map(locked.seats.map((seat) => [seat.seat, seat]));
  const payers: SeatPayer[] =
    paise > 0n
      ? dealt.flatMap((seat) => {
          const row = bySeat.get(seat);
          return row?.playerId ? [{ seat, playerId: row.playerId, mode: offer.mode }] : [];
        })
      : [];
  const hand = await deps.repository.insertHand(tx, {
    tableId: table.id,
    handNo: table.handNo + 1,
    status: 'collecting',
    chainId: seed.chainId,
    chainIndex: seed.chainIndex,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.fair.serverSeed,
    clientSeed: seed.fair.clientSeed,
    nonce: seed.fair.nonce,
    seats: dealt,
    payers: payers.map(({ seat, playerId }) => ({ seat, playerId })),
    collectedPaise: paise,
    stateBefore: state,
    startedAt: deps.now(),
  });
  // The hand number is taken now: a hand voided before its deal keeps its number (numbers never repeat).
  await deps.repository.updateTable(tx, table.id, {
    ...clear,
    handId: hand.id,
    handNo: hand.handNo,
    status: 'playing',
  });
  return {
    tableId: table.id,
    hand: { tableId: table.id, handId: hand.id, handNo: hand.handNo, offer },
    payers,
    paise,
  };
}

/** Steps 2 and 3. Null when the hand was voided meanwhile (nothing to tell). */
export async function collectAndDeal(deps: RuntimeDeps, prep: DealPrep): Promise<Committed | null> {
  let refused: { seat: number; reason: string }[] = [];
  if (prep.paise > 0n && prep.payers.length > 0) {
    try {
      refused = (await deps.money.collect(prep.hand, prep.payers, prep.paise)).refused;
    } catch (error) {
      deps.log.error({ err: error, handId: prep.hand.handId }, 'table: collecting stakes failed; voiding');
      return dealHand(deps, prep, [], 'the stakes could not be collected');
    }
  }
  return dealHand(deps, prep, refused);
}

/** Step 3: unseat who did not pay, deal from the hand's seed (or void it with `voidReason`). */
async function dealHand(
  deps: RuntimeDeps,
  prep: DealPrep,
  refused: { seat: number; reason: string }[],
  voidReason?: string,
): Promise<Committed | null> {
  return deps.repository.transaction(async (tx) => {
    const row = await deps.repository.lockTable(tx, prep.tableId);
    if (!row || row.handId !== prep.hand.handId) return null;
    const hand = await deps.repository.hand(tx, prep.hand.handId);
    if (!hand || hand.status !== 'collecting') return null;
    const locked = await lockedTable(deps, tx, row);
    const { adapter, table } = locked;
    const engine = adapter.engine;
    const now = deps.now();
    let state = table.state;
    const events: TableEvent[] = [];
    for (const { seat, reason } of refused) {
      const left = engine.leave(state, seat);
      state = left.state;
      events.push(...left.events, { type: 'unseated', seat, reason });
      await deps.repository.leaveSeat(tx, table.id, seat, now);
    }
    locked.seats = locked.seats.filter((seat) => !refused.some((entry) => entry.seat === seat.seat));
    const fair = { serverSeed: hand.serverSeed, clientSeed: hand.clientSeed, nonce: hand.nonce };
    const dealt = voidReason ? null : engine.deal(state, fair);
    const seats = dealt?.ok ? adapter.dealtSeats(dealt.state) : [];
    const paid = new Set(hand.payers.map((payer) => payer.seat));
    const humans = new Set(locked.seats.filter((seat) => seat.playerId).map((seat) => seat.seat));
    const unpaid = hand.collectedPaise > 0n && seats.some((seat) => humans.has(seat) && !paid.has(seat));
    if (!dealt?.ok || unpaid) {
      const reason = voidReason ?? (dealt && !dealt.ok ? dealt.reason : 'the seats changed while collecting');
      await voidHandRow(deps, tx, locked, reason);
      return commitChange(
        deps,
        tx,
        locked,
        table.state,
        state,
        [...events, { type: 'hand-void', reason }],
        [{ kind: 'void', seat: null, actor: 'timer', body: { hand_id: hand.id, reason } }],
      );
    }
    await deps.repository.updateHand(tx, hand.id, { status: 'playing', seats, startedAt: now });
    await deps.repository.setExtra(tx, table.id, 'all', deps.settings.extraMs);
    locked.seats = locked.seats.map((seat) => ({ ...seat, extraMs: deps.settings.extraMs }));
    return commitChange(
      deps,
      tx,
      locked,
      table.state,
      dealt.state,
      [...events, ...dealt.events],
      [{ kind: 'deal', seat: null, actor: 'timer', body: { hand_id: hand.id, hand_no: hand.handNo, seats } }],
      // A void's notice stays until the next hand is dealt.
      { notice: null },
    );
  });
}
