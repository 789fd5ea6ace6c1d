import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { LedgerTransactionStatus, LedgerTransactionType } from '@khelo/contracts/wallet';
import type { Database, Db } from '../../db/client';
import { ledgerAccounts, ledgerTransactions, type LedgerAccountKind } from '../../db/schema';
import {
  classify,
  postingStatement,
  rawQueryFor,
  toPosted,
  type PostedRow,
} from './ledger-posting-statement';
import { postSettlement, type SettlementEntry, type SettlementOutcome } from './ledger-settlement';
import { postBatch, type BatchEntry } from './ledger-batch-statement';

// The only SQL of the ledger (docs/decisions/007). Every posting is ONE statement: it locks the player
// accounts it touches in ascending id order, moves their stored balances (the CHECK balance >= 0 refuses
// an overdraft), inserts the transaction (the unique (source, external_ref) refuses a second posting of a
// reference) and its postings. One statement is one atomic transaction on PostgreSQL and on PGlite alike,
// and one round trip. System accounts are neither locked nor updated: their balance is their postings' sum.

export type PlayerAccountKind = Extract<LedgerAccountKind, `player_${string}`>;
export type SystemAccountKind = Exclude<LedgerAccountKind, PlayerAccountKind>;

export interface LedgerTransaction {
  id: string;
  operatorId: number;
  playerId: string | null;
  type: LedgerTransactionType;
  status: LedgerTransactionStatus;
  source: string;
  externalRef: string;
  /** Paise, never negative. */
  amount: bigint;
  balanceAfter: bigint | null;
  remarks: string;
  details: Record<string, string>;
  reversesId: string | null;
  tombstone: boolean;
  createdAt: Date;
}

export interface NewPosting {
  accountId: number;
  /** Paise; positive raises the account's balance. */
  amount: bigint;
  /** A player account: its stored balance moves under a row lock and may not go below zero. */
  tracked: boolean;
}

export interface NewTransaction {
  operatorId: number;
  playerId: string | null;
  type: LedgerTransactionType;
  status: LedgerTransactionStatus;
  source: string;
  externalRef: string;
  amount: bigint;
  remarks: string;
  details: Record<string, string>;
  reversesId: string | null;
  /** The account whose balance after posting is stored on the transaction (the player's). */
  balanceAccountId: number | null;
  /** Must sum to zero. */
  postings: NewPosting[];
  /** After-commit effects to record in the outbox with the posting (ADR 018). */
  effects?: EffectRows;
}

/** Outbox rows written by a posting or settlement's own statement (ledger-effects.ts). */
export interface EffectRows {
  names: string[];
  /**
   * Per name (transfers only): the player account kind that must hold money at the posting for the row to
   * be written, checked by the posting's own statement (LedgerEffect.onlyWhenHeld); null writes it always.
   */
  held?: (PlayerAccountKind | null)[];
  /** Until then only the posting process runs them; then any process's worker may. */
  leaseMs: number;
}

export interface Posted {
  id: string;
  balanceAfter: bigint | null;
  createdAt: Date;
  /** The effects whose outbox rows the posting wrote (a subset of EffectRows.names). */
  effects: string[];
}

export type PostOutcome =
  | { kind: 'posted'; posted: Posted }
  | { kind: 'insufficient_funds' }
  | { kind: 'duplicate_reference' }
  | { kind: 'duplicate_reversal' };

export interface LedgerInvariants {
  /** Sum of every posting: zero in a double-entry ledger. */
  postingsTotal: bigint;
  /** Transactions whose postings do not sum to zero. */
  unbalancedTransactions: number;
  /** Accounts with a negative stored balance. */
  negativeAccounts: number;
  /** Player accounts whose stored balance differs from the sum of their postings. */
  driftedAccounts: number;
  /** System accounts with a stored balance (they must only be derived). */
  storedSystemBalances: number;
  /** (source, external_ref) pairs recorded more than once. */
  duplicateReferences: number;
}

/** A stored row as the service sees it (ids as text: they are bigint in the database). */
export function toLedgerTransaction(row: typeof ledgerTransactions.$inferSelect): LedgerTransaction {
  return {
    ...row,
    id: String(row.id),
    reversesId: row.reversesId === null ? null : String(row.reversesId),
    createdAt: new Date(row.createdAt),
  };
}

/** The rows of a raw query on either driver (node-postgres and PGlite both answer { rows }). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function bigintParam(value: bigint | number | string | null): SQL {
  return value === null ? sql`null::bigint` : sql`${String(value)}::bigint`;
}

export function createLedgerRepository(database: Database) {
  const db: Db = database.db;
  const query = rawQueryFor(database);
  return {
    /** The id of a player's account of `kind`, created on first use. */
    async ensurePlayerAccount(
      operatorId: number,
      playerId: string,
      kind: PlayerAccountKind,
    ): Promise<number> {
      await db
        .insert(ledgerAccounts)
        .values({ operatorId, playerId, kind })
        .onConflictDoNothing({
          target: [ledgerAccounts.playerId, ledgerAccounts.kind],
          where: sql`player_id is not null`,
        });
      const [row] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.kind, kind)));
      return row!.id;
    },

    /** The id of an operator's system account of `kind`, created on first use. */
    async ensureSystemAccount(operatorId: number, kind: SystemAccountKind): Promise<number> {
      await db
        .insert(ledgerAccounts)
        .values({ operatorId, playerId: null, kind })
        .onConflictDoNothing({
          target: [ledgerAccounts.operatorId, ledgerAccounts.kind],
          where: sql`player_id is null`,
        });
      const [row] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.operatorId, operatorId),
            eq(ledgerAccounts.kind, kind),
            isNull(ledgerAccounts.playerId),
          ),
        );
      return row!.id;
    },

    /** A player account's stored balance in paise; 0 when the player has no such account yet. */
    async playerBalance(playerId: string, kind: PlayerAccountKind): Promise<bigint> {
      const [row] = await db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.kind, kind)));
      return row ? BigInt(row.balance) : 0n;
    },

    /** playerBalance of many players, by player id (0 for a player with no such account). */
    async playerBalances(playerIds: string[], kind: PlayerAccountKind): Promise<Map<string, bigint>> {
      const found = new Map<string, bigint>(playerIds.map((id) => [id, 0n]));
      if (playerIds.length === 0) return found;
      const rows = await db
        .select({ playerId: ledgerAccounts.playerId, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(inArray(ledgerAccounts.playerId, playerIds), eq(ledgerAccounts.kind, kind)));
      for (const row of rows) if (row.playerId) found.set(row.playerId, BigInt(row.balance));
      return found;
    },

    /** Any account's balance as the sum of its postings (how system balances are read). */
    async derivedBalance(accountId: number): Promise<bigint> {
      const result = await db.execute(
        sql`SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_postings WHERE account_id = ${bigintParam(accountId)}`,
      );
      return BigInt(rowsOf<{ total: string }>(result)[0]!.total);
    },

    /** Posts a balanced transaction atomically, or says why it posted nothing. */
    async post(entry: NewTransaction): Promise<PostOutcome> {
      const total = entry.postings.reduce((sum, posting) => sum + posting.amount, 0n);
      if (total !== 0n) throw new Error(`unbalanced ledger transaction (${total} paise)`);
      try {
        const statement = postingStatement(entry);
        const [row] = await query<PostedRow>(statement.name, statement.text, statement.params);
        return { kind: 'posted', posted: toPosted(row!) };
      } catch (error) {
        const outcome = classify(error);
        if (outcome) return outcome;
        throw error;
      }
    },

    /**
     * Posts many player ↔ system transfers in one statement (ledger-batch-statement.ts); answers the posted
     * ones by reference key. The rest (overdraft, reference taken) posted nothing.
     */
    async postBatch(entries: BatchEntry[], leaseMs: number) {
      for (const entry of entries)
        if (entry.postings.reduce((sum, posting) => sum + posting.amount, 0n) !== 0n)
          throw new Error(`unbalanced ledger transaction ${entry.externalRef}`);
      return postBatch(query, entries, leaseMs);
    },

    /**
     * Reserves `tombstoneRef` (a reference that was cancelled before it arrived) and records the
     * cancelling transaction pointing at it, in one statement. Posts nothing.
     */
    async postTombstone(
      tombstone: { externalRef: string; type: LedgerTransactionType; remarks: string },
      entry: Omit<NewTransaction, 'postings' | 'reversesId' | 'amount'>,
    ): Promise<PostOutcome> {
      const balanceAccount = bigintParam(entry.balanceAccountId);
      const details = JSON.stringify(entry.details);
      try {
        const result = await db.execute(sql`WITH reserved AS (
          INSERT INTO ledger_transactions
            (operator_id, player_id, type, status, source, external_ref, amount, remarks, details, tombstone)
          VALUES (${entry.operatorId}::integer, ${entry.playerId}::uuid, ${tombstone.type}, 'failed',
            ${entry.source}, ${tombstone.externalRef}, 0, ${tombstone.remarks}, ${details}::jsonb, true)
          RETURNING id)
        INSERT INTO ledger_transactions
          (operator_id, player_id, type, status, source, external_ref, amount, balance_after, remarks, details,
           reverses_id)
        SELECT ${entry.operatorId}::integer, ${entry.playerId}::uuid, ${entry.type}, ${entry.status},
          ${entry.source}, ${entry.externalRef}, 0,
          (SELECT balance FROM ledger_accounts WHERE id = ${balanceAccount}),
          ${entry.remarks}, ${details}::jsonb, reserved.id
        FROM reserved
        RETURNING id::text AS id, balance_after::text AS balance_after, created_at`);
        return { kind: 'posted', posted: toPosted(rowsOf<PostedRow>(result)[0]!) };
      } catch (error) {
        const outcome = classify(error);
        if (outcome) return outcome;
        throw error;
      }
    },

    /** Decides a pending deposit or withdrawal exactly once (ledger-settlement.ts). */
    async settle(entry: SettlementEntry): Promise<SettlementOutcome> {
      try {
        return await postSettlement(query, entry);
      } catch (error) {
        // A concurrent settlement that got past the status check first owns the settlement reference.
        if (classify(error)?.kind === 'duplicate_reference') return { kind: 'not_pending' };
        throw error;
      }
    },

    async findByReference(source: string, externalRef: string): Promise<LedgerTransaction | null> {
      const [row] = await db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.source, source), eq(ledgerTransactions.externalRef, externalRef)));
      return row ? toLedgerTransaction(row) : null;
    },

    async findById(id: string): Promise<LedgerTransaction | null> {
      const [row] = await db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.id, Number(id)));
      return row ? toLedgerTransaction(row) : null;
    },

    /** The transaction that reversed `id`, if any. */
    async findReversalOf(id: string): Promise<LedgerTransaction | null> {
      const [row] = await db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reversesId, Number(id)));
      return row ? toLedgerTransaction(row) : null;
    },

    /** The double-entry invariants over the whole ledger (tests and the benchmark check them). */
    async invariants(): Promise<LedgerInvariants> {
      const result = await db.execute(sql`SELECT
        (SELECT coalesce(sum(amount), 0) FROM ledger_postings)::text AS postings_total,
        (SELECT count(*) FROM (SELECT transaction_id FROM ledger_postings GROUP BY transaction_id
           HAVING sum(amount) <> 0) AS u)::int AS unbalanced,
        (SELECT count(*) FROM ledger_accounts WHERE balance < 0)::int AS negative,
        (SELECT count(*) FROM ledger_accounts AS a
           LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_postings GROUP BY account_id) AS p
             ON p.account_id = a.id
           WHERE a.player_id IS NOT NULL AND a.balance <> coalesce(p.total, 0))::int AS drifted,
        (SELECT count(*) FROM ledger_accounts WHERE player_id IS NULL AND balance <> 0)::int AS stored_system,
        (SELECT count(*) FROM (SELECT 1 FROM ledger_transactions GROUP BY source, external_ref
           HAVING count(*) > 1) AS d)::int AS duplicates`);
      const row = rowsOf<{
        postings_total: string;
        unbalanced: number;
        negative: number;
        drifted: number;
        stored_system: number;
        duplicates: number;
      }>(result)[0]!;
      return {
        postingsTotal: BigInt(row.postings_total),
        unbalancedTransactions: Number(row.unbalanced),
        negativeAccounts: Number(row.negative),
        driftedAccounts: Number(row.drifted),
        storedSystemBalances: Number(row.stored_system),
        duplicateReferences: Number(row.duplicates),
      };
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
