import { betRef } from './money/table-money.repository';
import type { Tx } from './money/table-money';
import type { Locked, RuntimeDeps } from './table-commit';
import type { TableRow } from './tables.repository';

// Money during a hand (docs/tables.md "Money during a hand", ADR 029): a move that stakes money
// (adapter.moveStakePaise) is paid before it is committed, in two steps like the deal's collect:
// (1) outside the table lock, the move is tried on the table as read at version v; its stake is debited
//     through the ledger into the table escrow under `table:<hand>:<seat>:bet:<v + 1>` (idempotent);
// (2) under the lock, the move is applied only if the table is still at version v and the stake is the
//     same; the move's log row (seq v + 1) carries `bet_ref`, which is what makes the bet part of the pot.
// A bet whose move did not commit is refunded (`<ref>:void`, a rollback of the bet): at once when step 2
// loses the race, at the hand's end for one still in flight, by the sweeper for one a crash left behind.

export interface PreparedBet {
  tableId: string;
  /** The money hand the bet belongs to: the hand, or the seat's sitting at a table of stacks (a top-up). */
  handId: string;
  seat: number;
  version: number;
  paise: bigint;
  ref: string;
}

export type BetPrep =
  { ok: true; bet: PreparedBet | null } | { ok: false; status: 403 | 409; code?: string; message: string };

/** Step 1: the stake of the move at the table as it is now, taken through the money side. */
export async function prepareBet(
  deps: RuntimeDeps,
  table: TableRow,
  playerId: string,
  move: unknown,
): Promise<BetPrep> {
  const adapter = deps.adapters.get(table.game)!;
  const offer = adapter.offer(table.offerId);
  if (!adapter.moveStakePaise || !offer || (!table.handId && !adapter.stacks)) return { ok: true, bet: null };
  const seats = await deps.repository.activeSeats(deps.repository.db, table.id);
  const seat = seats.find((entry) => entry.playerId === playerId)?.seat;
  if (seat === undefined) return { ok: true, bet: null }; // step 2 answers 403
  const result = adapter.engine.apply(table.state, seat, move);
  if (!result.ok) return { ok: true, bet: null }; // step 2 answers the refusal
  const paise = adapter.moveStakePaise(offer, table.state, result.state, seat);
  if (paise <= 0n || !deps.money.bet) return { ok: true, bet: null };
  // A table of stacks: the top-up is money of the seat's sitting (its buy-in's money hand), not of a hand.
  const moneyHand = adapter.stacks
    ? await sittingHand(deps, table.id, playerId)
    : await deps.repository.hand(deps.repository.db, table.handId!);
  if (!moneyHand) return adapter.stacks ? noSitting : { ok: true, bet: null };
  const bet = {
    tableId: table.id,
    handId: moneyHand.id,
    seat,
    version: table.version,
    paise,
    ref: betRef(moneyHand.id, seat, table.version + 1),
  };
  const taken = await deps.money.bet(
    { tableId: table.id, handId: moneyHand.id, handNo: moneyHand.handNo, offer },
    { seat, playerId, mode: offer.mode },
    paise,
    bet.ref,
  );
  if (!taken.ok) return { ok: false, status: 409, code: taken.code, message: taken.message };
  return { ok: true, bet };
}

const noSitting = {
  ok: false as const,
  status: 409 as const,
  code: 'no-buy-in',
  message: 'Your buy-in at this table was not found; leave and sit down again.',
};

async function sittingHand(deps: RuntimeDeps, tableId: string, playerId: string) {
  const sitting = await deps.money.sittingOf?.(tableId, playerId);
  return sitting ? { id: sitting, handNo: 0 } : null;
}

/** Step 2's check: null when the prepared bet pays exactly for this move now, else why not. */
export function betStillFits(
  locked: Locked,
  bet: PreparedBet | null,
  before: unknown,
  after: unknown,
  seat: number,
): boolean {
  const stake = locked.adapter.moveStakePaise?.(locked.offer, before, after, seat) ?? 0n;
  if (stake <= 0n) return bet === null;
  return (
    bet !== null &&
    bet.paise === stake &&
    bet.seat === seat &&
    bet.version === locked.table.version &&
    (locked.adapter.stacks !== undefined || bet.handId === locked.table.handId)
  );
}

/**
 * Under the lock: refunds a prepared bet that this request will not commit — unless a twin request (same
 * seat, same version, same amount) committed it: then the log row at its seq carries its ref.
 */
export async function releaseBet(deps: RuntimeDeps, tx: Tx, bet: PreparedBet | null): Promise<boolean> {
  if (!bet || !deps.money.releaseBetsInTx) return false;
  if (await deps.repository.moveCarriesBet(tx, bet.tableId, bet.version + 1, bet.ref)) return false;
  await deps.money.releaseBetsInTx(tx, bet.handId, new Set(), bet.ref);
  return true;
}
