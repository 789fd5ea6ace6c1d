import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FinancialYear } from './financial-year';

// TDS reads over the ledger (docs/bonus-and-tax.md). Amounts are summed from the postings on the player's
// cash account, so a settlement (which carries no player id) counts when it moved the player's money. A
// year-end TDS row belongs to the year it taxes (details.fy), whenever the job posted it.

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface YearFigures {
  /** Cash at 1 April (after the previous year's year-end TDS). */
  opening: bigint;
  /** Completed cash deposits in the year. */
  deposits: bigint;
  /** Withdrawals requested in the year and not rejected, including their TDS. */
  withdrawals: bigint;
  /** Net winnings already taxed in the year. */
  taxed: bigint;
  /** Cash at 31 March (before this year's year-end TDS). */
  closing: bigint;
}

export interface StatementRow {
  id: string;
  type: string;
  status: string;
  amount: bigint;
  remarks: string;
  details: Record<string, string>;
  reversesId: string | null;
  createdAt: Date;
}

export function createTaxRepository(db: Db) {
  return {
    async yearFigures(playerId: string, year: FinancialYear): Promise<YearFigures> {
      const start = year.start.toISOString();
      const end = year.end.toISOString();
      const result = await db.execute(sql`
        WITH moves AS (
          SELECT p.amount, t.type, t.created_at, t.details->>'tax_kind' AS tax_kind, t.details->>'fy' AS fy
          FROM ledger_accounts AS a
          JOIN ledger_postings AS p ON p.account_id = a.id
          JOIN ledger_transactions AS t ON t.id = p.transaction_id
          WHERE a.player_id = ${playerId}::uuid AND a.kind = 'player_cash')
        SELECT
          coalesce(sum(amount) FILTER (WHERE CASE WHEN tax_kind = 'year_end' THEN fy < ${year.label}
            ELSE created_at < ${start}::timestamptz END), 0)::text AS opening,
          coalesce(sum(amount) FILTER (WHERE CASE WHEN tax_kind = 'year_end' THEN fy < ${year.label}
            ELSE created_at < ${end}::timestamptz END), 0)::text AS closing,
          coalesce(sum(amount) FILTER (WHERE type = 'deposit' AND created_at >= ${start}::timestamptz
            AND created_at < ${end}::timestamptz), 0)::text AS deposits,
          coalesce(-sum(amount) FILTER (WHERE (type = 'withdrawal' OR tax_kind = 'tds')
            AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz), 0)::text AS withdrawals,
          (SELECT coalesce(sum(CASE WHEN reverses_id IS NULL THEN 1 ELSE -1 END
              * (details->>'net_winnings')::bigint), 0)::text
            FROM ledger_transactions
            WHERE player_id = ${playerId}::uuid AND type = 'tax' AND details->>'fy' = ${year.label}) AS taxed
        FROM moves`);
      const row = rowsOf<Record<keyof YearFigures, string>>(result)[0]!;
      return {
        opening: BigInt(row.opening),
        deposits: BigInt(row.deposits),
        withdrawals: BigInt(row.withdrawals),
        taxed: BigInt(row.taxed),
        closing: BigInt(row.closing),
      };
    },

    /** The player's deposits, withdrawals and tax rows of the year, oldest first (the statement). */
    async statementRows(playerId: string, year: FinancialYear): Promise<StatementRow[]> {
      const result = await db.execute(sql`
        SELECT id::text AS id, type, status, amount::text AS amount, remarks, details,
          reverses_id::text AS reverses_id, created_at
        FROM ledger_transactions
        WHERE player_id = ${playerId}::uuid AND NOT tombstone AND amount > 0
          AND type IN ('deposit', 'withdrawal', 'tax')
          AND (CASE WHEN details->>'tax_kind' = 'year_end' THEN details->>'fy' = ${year.label}
            ELSE created_at >= ${year.start.toISOString()}::timestamptz
              AND created_at < ${year.end.toISOString()}::timestamptz END)
        ORDER BY created_at, id`);
      return rowsOf<{
        id: string;
        type: string;
        status: string;
        amount: string;
        remarks: string;
        details: Record<string, string>;
        reverses_id: string | null;
        created_at: Date | string;
      }>(result).map((row) => ({
        id: row.id,
        type: row.type,
        status: row.status,
        amount: BigInt(row.amount),
        remarks: row.remarks,
        details: row.details,
        reversesId: row.reverses_id,
        createdAt: new Date(row.created_at),
      }));
    },

    /** Players of the operator with a cash account (the year-end computation's population). */
    async playersWithCash(operatorId: number): Promise<string[]> {
      const result = await db.execute(sql`
        SELECT player_id::text AS player_id FROM ledger_accounts
        WHERE operator_id = ${operatorId} AND kind = 'player_cash' AND player_id IS NOT NULL
        ORDER BY id`);
      return rowsOf<{ player_id: string }>(result).map((row) => row.player_id);
    },

    async hasVerifiedPan(playerId: string): Promise<boolean> {
      const result = await db.execute(sql`
        SELECT 1 FROM kyc_documents
        WHERE player_id = ${playerId}::uuid AND doc_type = 'pan' AND status = 'verified' LIMIT 1`);
      return rowsOf(result).length > 0;
    },
  };
}

export type TaxRepository = ReturnType<typeof createTaxRepository>;
