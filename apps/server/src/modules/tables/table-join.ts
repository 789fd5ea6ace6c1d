import { randomUUID } from 'node:crypto';
import { paiseToRupees } from '@khelo/contracts/money';
import { TABLE_MESSAGES } from '@khelo/contracts/tables';
import type { AnyGameAdapter, TableOffer } from './games/adapter';
import type { Tx } from './money/table-money';
import { commitChange, lockedTable, type Committed, type RuntimeDeps } from './table-commit';
import type { Done, Failure } from './table-runtime';

// Matchmaking (issue 17): the player's own seat at the offer if they hold one; else a seat at a table of the
// offer with a free seat (fullest first, so that players meet); else a new table. The player's row is locked
// first (one join of a player at a time, whatever the tabs do) and each candidate table under its own row
// lock, where the seat is checked again: two humans never get one seat (a partial unique index backs it).

const CANDIDATES = 5;

export interface JoinInput {
  playerId: string;
  offerId: string;
  ip: string;
  deviceId?: string | undefined;
  /** Tables of stacks (poker): what the player brings, paise (practice: chip hundredths). */
  buyInPaise?: bigint | undefined;
}

/** A buy-in taken before the seat is given (tables of stacks): the table it was taken for, its ref. */
interface BuyIn {
  tableId: string;
  ref: string;
  paise: bigint;
}

/** Tables of stacks: the buy-in must be in the offer's range (400 naming `buy_in`). */
function buyInRefusal(adapter: AnyGameAdapter, offer: TableOffer, paise: bigint | undefined): Failure | null {
  if (!adapter.stacks) return null;
  const { min, max } = adapter.stacks.buyIn(offer);
  if (paise !== undefined && paise >= min && paise <= max) return null;
  const unit = (value: bigint) =>
    offer.mode === 'cash' ? `₹${paiseToRupees(value)}` : `${paiseToRupees(value)} chips`;
  return { ok: false, status: 400, message: `buy_in: must be from ${unit(min)} to ${unit(max)}` };
}

function offerOf(deps: RuntimeDeps, offerId: string): { adapter: AnyGameAdapter; offer: TableOffer } | null {
  for (const adapter of deps.adapters.values()) {
    const offer = adapter.offer(offerId);
    if (offer) return { adapter, offer };
  }
  return null;
}

export async function joinTable(
  deps: RuntimeDeps,
  input: JoinInput,
): Promise<Done<{ tableId: string; committed: Committed | null }>> {
  const { repository, money } = deps;
  const found = offerOf(deps, input.offerId);
  if (!found || found.offer.seatedOnly)
    return { ok: false, status: 404, message: TABLE_MESSAGES.unknownOffer };
  const { adapter, offer } = found;
  const badBuyIn = buyInRefusal(adapter, offer, input.buyInPaise);
  if (badBuyIn) return badBuyIn;
  const amountPaise = adapter.stacks ? input.buyInPaise : undefined;
  const sit = (tableId: string | null) =>
    money.canSit({
      playerId: input.playerId,
      offer,
      tableId,
      ip: input.ip,
      deviceId: input.deviceId,
      ...(amountPaise === undefined ? {} : { amountPaise }),
    });
  const allowed = await sit(null);
  if (!allowed.ok) return { ok: false, status: allowed.status, code: allowed.code, message: allowed.message };
  // The same-network rule is per table: ask for each candidate before the transaction (the money module
  // reads on its own connections, which a PGlite transaction would block).
  const candidates: string[] = [];
  for (const id of await repository.transaction((tx) =>
    repository.candidateTables(tx, offer.offerId, CANDIDATES),
  ))
    if (offer.mode === 'practice' || (await sit(id)).ok) candidates.push(id);

  // A table of stacks takes the buy-in before the seat is given, for the table the player will most likely
  // get (the fullest candidate, else a new table with this id); the seat's transaction attaches it to where
  // the player really sits, and a player not seated after all gets it back.
  let buyIn: BuyIn | null = null;
  if (adapter.stacks && amountPaise !== undefined && money.buyIn) {
    const mine = await repository.transaction((tx) =>
      repository.seatAtOffer(tx, input.playerId, offer.offerId),
    );
    if (mine) return { ok: true, tableId: mine.tableId, committed: null };
    const tableId = candidates[0] ?? randomUUID();
    const sittingId = randomUUID();
    const taken = await money.buyIn({
      tableId,
      sittingId,
      playerId: input.playerId,
      offer,
      paise: amountPaise,
    });
    if (!taken.ok) return { ok: false, status: 409, code: taken.code, message: taken.message };
    buyIn = { tableId, ref: taken.ref, paise: amountPaise };
  }
  const done = await seatPlayer(deps, adapter, offer, input, candidates, buyIn);
  const seatedAt = done.ok && done.committed ? done.tableId : null;
  if (buyIn && !seatedAt && money.releaseBuyIn) {
    await money.releaseBuyIn(buyIn.ref);
    await money.postPending().catch(() => 0);
  }
  return done;
}

async function seatPlayer(
  deps: RuntimeDeps,
  adapter: AnyGameAdapter,
  offer: TableOffer,
  input: JoinInput,
  candidates: string[],
  buyIn: BuyIn | null,
): Promise<Done<{ tableId: string; committed: Committed | null }>> {
  const { repository } = deps;
  return repository.transaction(
    async (tx): Promise<Done<{ tableId: string; committed: Committed | null }>> => {
      const player = await repository.lockPlayer(tx, input.playerId);
      if (!player) return { ok: false, status: 403, message: TABLE_MESSAGES.notSeated };
      const mine = await repository.seatAtOffer(tx, input.playerId, offer.offerId);
      if (mine) return { ok: true, tableId: mine.tableId, committed: null };
      for (const id of candidates) {
        const committed = await trySeat(deps, tx, id, input, player.displayName, buyIn);
        if (committed) return { ok: true, tableId: id, committed };
      }
      const state = adapter.engine.newMatch(adapter.options(offer, deps.settings), []);
      const fresh = buyIn && !candidates.includes(buyIn.tableId) ? { id: buyIn.tableId } : {};
      const table = await repository.insertTable(tx, {
        ...fresh,
        game: adapter.id,
        offerId: offer.offerId,
        mode: offer.mode,
        options: adapter.options(offer, deps.settings),
        seats: offer.seats,
        stakePaise: offer.stakePaise,
        status: 'open',
        state,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      });
      const committed = await trySeat(deps, tx, table.id, input, player.displayName, buyIn);
      if (!committed) throw new Error(`table ${table.id}: a new table refused its first player`);
      return { ok: true, tableId: table.id, committed };
    },
  );
}

async function trySeat(
  deps: RuntimeDeps,
  tx: Tx,
  tableId: string,
  input: JoinInput,
  name: string,
  buyIn: BuyIn | null,
): Promise<Committed | null> {
  const row = await deps.repository.lockTable(tx, tableId);
  if (!row || row.status === 'closed') return null;
  if (row.handId) {
    const hand = await deps.repository.hand(tx, row.handId);
    if (hand?.status === 'collecting') return null; // the deal's seats are fixed while stakes are collected
  }
  const locked = await lockedTable(deps, tx, row);
  const { adapter, table } = locked;
  if (locked.seats.length >= table.seats) return null;
  const taken = new Set([...locked.seats.map((seat) => seat.seat), ...adapter.seated(table.state)]);
  for (let seat = 0; seat < table.seats; seat++) {
    if (taken.has(seat)) continue;
    const joined = adapter.engine.join(table.state, seat, buyIn ? Number(buyIn.paise) : undefined);
    if (!joined.ok) return null; // the game takes nobody now (a pool match under way)
    if (buyIn) await deps.money.attachBuyInInTx?.(tx, buyIn.ref, tableId, seat);
    const seatRow = await deps.repository.insertSeat(tx, {
      tableId,
      seat,
      playerId: input.playerId,
      isBot: false,
      name,
      extraMs: deps.settings.extraMs,
      ip: input.ip,
      deviceId: input.deviceId ?? null,
      joinedAt: deps.now(),
    });
    locked.seats = [...locked.seats, seatRow];
    return commitChange(deps, tx, locked, table.state, joined.state, joined.events, [
      { kind: 'join', seat, actor: 'player', body: { name } },
    ]);
  }
  return null;
}
