import type { Db } from '../../../db/client';
import type { TableOffer, TablePayout } from '../games/adapter';

// The money side of the table runtime (TABLES-DESIGN "Interface between core runtime and money"). The core
// calls it; modules/tables/money implements it (ledger for cash, practice chips for practice). Until that
// implementation lands, `practiceOnlyMoney` seats practice players and refuses cash tables.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeatPayer {
  seat: number;
  playerId: string;
  mode: 'cash' | 'practice';
}

export type CanSit = { ok: true } | { ok: false; status: 403 | 409; code: string; message: string };

export interface MoneyHand {
  tableId: string;
  handId: string;
  handNo: number;
  offer: TableOffer;
  /**
   * A table of stacks (poker): the hand moved chips between stacks inside the escrow, so its settlement is
   * the rake alone and pays out no collect of the hand (docs/tables.md "Stacks").
   */
  stacks?: boolean;
}

/** A stack leaving the table with its player (docs/tables.md "Stacks"). */
export interface CashOut {
  tableId: string;
  seat: number;
  paise: bigint;
}

export interface TableMoney {
  /** At join: may this player sit at this offer? (compliance, funds for one reserve/entry, same network) */
  canSit(input: {
    playerId: string;
    offer: TableOffer;
    tableId: string | null;
    ip: string;
    deviceId?: string;
    /** What the player brings (a buy-in at a table of stacks); else the offer's first reserve/entry. */
    amountPaise?: bigint;
  }): Promise<CanSit>;
  /**
   * Before a deal (points) or the first deal (pool/deals): take each payer's reserve/entry. Idempotent per
   * hand. Seats that cannot pay come back in `refused` (the core unseats them).
   */
  collect(
    hand: MoneyHand,
    payers: SeatPayer[],
    paise: bigint,
  ): Promise<{ paid: number[]; refused: { seat: number; reason: string }[] }>;
  /**
   * After the hand (points) or the match (pool/deals): inserts the money rows for `payouts` inside the core's
   * transaction, to be posted after commit (postPending).
   */
  settleInTx(tx: Tx, hand: MoneyHand, payouts: TablePayout[]): Promise<void>;
  /** Posts pending money rows (after commit, and at start for rows a crash left). */
  postPending(limit?: number): Promise<number>;
  /** Refund everything collected for a hand/match (void). */
  voidInTx(tx: Tx, handId: string, reason: string): Promise<void>;
  /**
   * A bet during a hand (docs/tables.md "Money during a hand"): debits `paise` from the payer into the table
   * escrow under `ref`, idempotently, before the move that makes it is committed. Refused when the payer
   * cannot pay (code `insufficient-funds`) or when `ref` already stands for another amount or was released
   * (code `stale-version`: the table moved on).
   */
  bet?(
    hand: MoneyHand,
    payer: SeatPayer,
    paise: bigint,
    ref: string,
  ): Promise<{ ok: true } | { ok: false; code: string; message: string }>;
  /** Refunds the bets of `handId` not in `keep` (their moves were never committed), in the core's transaction. */
  releaseBetsInTx?(tx: Tx, handId: string, keep: ReadonlySet<string>, only?: string): Promise<void>;
  /** Refunds bets a crash left with no move and a hand that is over; answers how many. */
  refundStrayBets?(limit?: number): Promise<number>;
  /**
   * Tables of stacks (docs/tables.md "Stacks"): the buy-in of a new sitting (a fresh id, the money hand of
   * the sitting's rows), taken from the wallet into the escrow before the seat is given.
   */
  buyIn?(input: {
    tableId: string;
    sittingId: string;
    playerId: string;
    offer: TableOffer;
    paise: bigint;
  }): Promise<{ ok: true; ref: string } | { ok: false; code: string; message: string }>;
  /** Under the join's lock: the buy-in belongs to this table and seat now. */
  attachBuyInInTx?(tx: Tx, ref: string, tableId: string, seat: number): Promise<void>;
  /** A buy-in whose player was not seated goes back (a refund row; postPending posts it). */
  releaseBuyIn?(ref: string): Promise<void>;
  /** The sitting of a seated player (its top-ups are bets of it); null when none. */
  sittingOf?(tableId: string, playerId: string): Promise<string | null>;
  /** In the runtime's transaction: the stack of a seat that got up goes back to its wallet after commit. */
  cashOutInTx?(tx: Tx, cashOut: CashOut): Promise<void>;
}

export const CASH_TABLES_CLOSED = 'Cash tables are not open yet; play a practice table.';

/** Practice tables only, nothing counted: what the runtime uses until modules/tables/money provides more. */
export const practiceOnlyMoney: TableMoney = {
  canSit: ({ offer }) =>
    Promise.resolve(
      offer.mode === 'practice'
        ? { ok: true }
        : { ok: false, status: 409, code: 'cash-closed', message: CASH_TABLES_CLOSED },
    ),
  collect: (_hand, payers) => Promise.resolve({ paid: payers.map((payer) => payer.seat), refused: [] }),
  settleInTx: () => Promise.resolve(),
  postPending: () => Promise.resolve(0),
  voidInTx: () => Promise.resolve(),
  bet: () => Promise.resolve({ ok: true }),
};
