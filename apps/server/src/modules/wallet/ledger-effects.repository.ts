import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// The SQL of the ledger's effect outbox (ledger_effects, ADR 018). The rows are written by the posting
// statements themselves (ledger-posting-statement.ts, ledger-settlement.ts); this claims, finishes and
// reschedules them. A claim moves run_after past a lease, so a row is worked on by one process at a time
// while it lives, and FOR UPDATE SKIP LOCKED lets every process drain without waiting on the others.

export interface ClaimedEffect {
  transactionId: string;
  effect: string;
  /** Runs started, this one included. */
  attempts: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

type ClaimRow = { transaction_id: string; effect: string; attempts: number };

function toClaimed(row: ClaimRow): ClaimedEffect {
  return { transactionId: String(row.transaction_id), effect: row.effect, attempts: Number(row.attempts) };
}

export function createLedgerEffectsRepository(db: Db) {
  return {
    /** Up to `limit` rows whose run_after passed, leased to the caller for `leaseMs`. */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedEffect[]> {
      const result = await db.execute(sql`
        UPDATE ledger_effects AS e
        SET attempts = e.attempts + 1, run_after = now() + ${leaseMs}::integer * interval '1 millisecond'
        FROM (SELECT transaction_id, effect FROM ledger_effects WHERE run_after <= now()
              ORDER BY run_after LIMIT ${limit}::integer FOR UPDATE SKIP LOCKED) AS due
        WHERE e.transaction_id = due.transaction_id AND e.effect = due.effect
        RETURNING e.transaction_id::text AS transaction_id, e.effect, e.attempts`);
      return rowsOf<ClaimRow>(result).map(toClaimed);
    },

    /**
     * The rows still open for one transaction (a replayed call finishes what a crash left), leased to the
     * caller whatever their run_after: their effects are idempotent, a second runner posts nothing.
     */
    async claimFor(transactionId: string, leaseMs: number): Promise<ClaimedEffect[]> {
      const result = await db.execute(sql`
        UPDATE ledger_effects
        SET attempts = attempts + 1, run_after = now() + ${leaseMs}::integer * interval '1 millisecond'
        WHERE transaction_id = ${transactionId}::bigint
        RETURNING transaction_id::text AS transaction_id, effect, attempts`);
      return rowsOf<ClaimRow>(result).map(toClaimed);
    },

    /** The effect ran: its row goes. */
    async finish(transactionId: string, effects: string[]): Promise<void> {
      if (effects.length === 0) return;
      await db.execute(sql`
        DELETE FROM ledger_effects
        WHERE transaction_id = ${transactionId}::bigint
          AND effect IN (SELECT jsonb_array_elements_text(${JSON.stringify(effects)}::jsonb))`);
    },

    /** The effect failed (or is unknown here): try again after `retryMs`. */
    async retryLater(transactionId: string, effect: string, retryMs: number, error: string): Promise<void> {
      await db.execute(sql`
        UPDATE ledger_effects
        SET run_after = now() + ${retryMs}::integer * interval '1 millisecond', last_error = ${error.slice(0, 2000)}
        WHERE transaction_id = ${transactionId}::bigint AND effect = ${effect}`);
    },

    /** Rows not run yet (tests, and what a health check could show). */
    async open(): Promise<
      { transactionId: string; effect: string; attempts: number; lastError: string | null }[]
    > {
      const result = await db.execute(sql`
        SELECT transaction_id::text AS transaction_id, effect, attempts, last_error FROM ledger_effects
        ORDER BY transaction_id, effect`);
      return rowsOf<ClaimRow & { last_error: string | null }>(result).map((row) => ({
        ...toClaimed(row),
        lastError: row.last_error,
      }));
    },

    /**
     * What the effects of `transactionId` moved on one account (paise, signed): the postings of the
     * transactions they posted, which carry details.effect_of.
     */
    async effectsDelta(transactionId: string, accountId: number): Promise<bigint> {
      const result = await db.execute(sql`
        SELECT coalesce(sum(p.amount), 0)::text AS total
        FROM ledger_transactions AS t JOIN ledger_postings AS p ON p.transaction_id = t.id
        WHERE t.details->>'effect_of' = ${transactionId} AND p.account_id = ${accountId}::bigint`);
      return BigInt(rowsOf<{ total: string }>(result)[0]!.total);
    },
  };
}

export type LedgerEffectsRepository = ReturnType<typeof createLedgerEffectsRepository>;
