import { sql } from 'drizzle-orm';
import { paiseToRupees } from '@khelo/contracts/money';
import type { StaffLedgerEntry, StaffReport } from '@khelo/contracts/backoffice-reports';
import type { Db } from '../../db/client';

// Read-only SQL over the ledger for reports, reconciliation and the explorer. Days are India's.
// Deposits and withdrawals are counted by the player's own row (player_id set), as the cashier lists show
// them: settling one writes a second, internal `settlement` row of the same type, status `completed` and
// (but for a refused deposit) the same amount, which would otherwise count the money twice — and count a
// rejected withdrawal's returned hold as paid out.

type Row = Record<string, string | number | null>;
const rupees = (value: string | number | null | undefined) => paiseToRupees(BigInt(value ?? 0));

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  // node-postgres and PGlite both answer { rows }.
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

export function createStaffReportsRepository(db: Db) {
  return {
    async report(operatorId: number, days: number): Promise<Omit<StaffReport, 'status' | 'message'>> {
      const since = sql`(now() AT TIME ZONE 'Asia/Kolkata')::date - ${days - 1}::int`;
      const [daily, games, bonus, tds, rails] = await Promise.all([
        rows(
          db,
          sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
                coalesce(sum(t.amount) FILTER (WHERE t.type = 'deposit'), 0)::text AS deposits,
                coalesce(sum(t.amount) FILTER (WHERE t.type = 'withdrawal'), 0)::text AS withdrawals
              FROM generate_series(${since}, (now() AT TIME ZONE 'Asia/Kolkata')::date, interval '1 day') AS d(day)
              LEFT JOIN ledger_transactions t ON t.operator_id = ${operatorId} AND t.status = 'completed'
                AND t.player_id IS NOT NULL AND NOT t.tombstone
                AND t.type IN ('deposit', 'withdrawal') AND (t.created_at AT TIME ZONE 'Asia/Kolkata')::date = d.day
              GROUP BY d.day ORDER BY d.day`,
        ),
        rows(
          db,
          sql`SELECT t.details->>'game_code' AS game_code, coalesce(g.name, t.details->>'game_code') AS game_name,
                coalesce(p.name, t.details->>'provider', t.source) AS provider,
                (coalesce(sum(t.amount) FILTER (WHERE t.type = 'game_debit'), 0)
                  - coalesce(sum(t.amount) FILTER (WHERE t.type IN ('game_credit', 'rollback')), 0))::text AS ggr
              FROM ledger_transactions t
              LEFT JOIN games g ON g.operator_id = t.operator_id AND g.code = t.details->>'game_code'
              LEFT JOIN providers p ON p.operator_id = g.operator_id AND p.code = g.provider_code
              WHERE t.operator_id = ${operatorId} AND t.status = 'completed' AND NOT t.tombstone
                AND t.type IN ('game_debit', 'game_credit', 'rollback') AND t.details ? 'game_code'
                AND (t.created_at AT TIME ZONE 'Asia/Kolkata')::date >= ${since}
              GROUP BY 1, 2, 3 ORDER BY 4 DESC`,
        ),
        rows(
          db,
          sql`SELECT coalesce(-sum(lp.amount), 0)::text AS total FROM ledger_postings lp
              JOIN ledger_accounts a ON a.id = lp.account_id
              JOIN ledger_transactions t ON t.id = lp.transaction_id
              WHERE a.operator_id = ${operatorId} AND a.player_id IS NULL AND a.kind = 'promotions'
                AND (t.created_at AT TIME ZONE 'Asia/Kolkata')::date >= ${since}`,
        ),
        rows(
          db,
          sql`SELECT coalesce(sum(lp.amount), 0)::text AS total FROM ledger_postings lp
              JOIN ledger_accounts a ON a.id = lp.account_id
              WHERE a.operator_id = ${operatorId} AND a.player_id IS NULL AND a.kind = 'tax_payable'`,
        ),
        rows(
          db,
          sql`SELECT r.rail,
                coalesce((SELECT sum(amount) FROM ledger_transactions t WHERE t.operator_id = ${operatorId}
                  AND t.type = 'deposit' AND t.status = 'completed' AND t.source = r.source
                  AND t.player_id IS NOT NULL AND NOT t.tombstone), 0)::text AS expected,
                coalesce((SELECT sum(amount) FROM ledger_transactions t WHERE t.operator_id = ${operatorId}
                  AND t.type = 'deposit' AND t.status = 'pending' AND t.source = r.source
                  AND t.player_id IS NOT NULL AND NOT t.tombstone), 0)::text AS pending,
                (CASE r.rail
                  WHEN 'upi-QR' THEN (SELECT coalesce(sum(amount), 0) FROM sandbox_bank_credits
                    WHERE operator_id = ${operatorId} AND claimed_by IS NOT NULL)
                  ELSE (SELECT coalesce(sum(amount), 0) FROM sandbox_gateway_orders
                    WHERE operator_id = ${operatorId} AND status = 'paid') END)::text AS received
              FROM (VALUES ('upi-QR', 'utr'), ('gateway', 'gateway:kvmpay')) AS r(rail, source)`,
        ),
      ]);
      const byProvider = new Map<string, number>();
      const ggrByGame = games.map((row) => {
        const ggr = rupees(row.ggr);
        const provider = String(row.provider);
        byProvider.set(provider, (byProvider.get(provider) ?? 0) + ggr);
        return { game_code: String(row.game_code), game_name: String(row.game_name), provider, ggr };
      });
      return {
        days,
        daily: daily.map((row) => ({
          day: String(row.day),
          deposits: rupees(row.deposits),
          withdrawals: rupees(row.withdrawals),
        })),
        ggr_by_game: ggrByGame,
        ggr_by_provider: [...byProvider].map(([provider, ggr]) => ({
          provider,
          ggr: Math.round(ggr * 100) / 100,
        })),
        bonus_cost: rupees(bonus[0]?.total),
        tds_payable: rupees(tds[0]?.total),
        reconciliation: rails.map((row) => ({
          rail: String(row.rail),
          expected: rupees(row.expected),
          received: rupees(row.received),
          pending: rupees(row.pending),
        })),
      };
    },

    async bankCredit(operatorId: number, utr: string) {
      const [row] = await rows(
        db,
        sql`SELECT utr, amount::text AS amount, payer, upi_id, claimed_by, created_at FROM sandbox_bank_credits
            WHERE operator_id = ${operatorId} AND utr = ${utr}`,
      );
      if (!row) return null;
      return {
        utr: String(row.utr),
        amount: rupees(row.amount),
        payer: String(row.payer),
        upi_id: String(row.upi_id),
        claimed_by: row.claimed_by === null ? null : String(row.claimed_by),
        created_at: new Date(String(row.created_at)).toISOString(),
      };
    },

    async ledger(
      operatorId: number,
      filter: { type?: string; status?: string; playerId?: string; from?: string; to?: string },
    ): Promise<StaffLedgerEntry[]> {
      const where = [
        sql`t.operator_id = ${operatorId}`,
        sql`NOT t.tombstone`,
        filter.type ? sql`t.type = ${filter.type}` : undefined,
        filter.status ? sql`t.status = ${filter.status}` : undefined,
        filter.playerId ? sql`t.player_id = ${filter.playerId}::uuid` : undefined,
        filter.from
          ? sql`(t.created_at AT TIME ZONE 'Asia/Kolkata')::date >= ${filter.from}::date`
          : undefined,
        filter.to ? sql`(t.created_at AT TIME ZONE 'Asia/Kolkata')::date <= ${filter.to}::date` : undefined,
      ].filter((part) => part !== undefined);
      const found = await rows(
        db,
        sql`SELECT t.id::text AS id, t.created_at, t.type, t.status, t.player_id::text AS player_id,
              t.amount::text AS amount, t.source, t.external_ref, t.remarks,
              coalesce(json_agg(json_build_object('account', a.kind, 'amount', lp.amount::text))
                FILTER (WHERE lp.account_id IS NOT NULL), '[]') AS postings
            FROM ledger_transactions t
            LEFT JOIN ledger_postings lp ON lp.transaction_id = t.id
            LEFT JOIN ledger_accounts a ON a.id = lp.account_id
            WHERE ${sql.join(where, sql` AND `)}
            GROUP BY t.id ORDER BY t.created_at DESC, t.id DESC LIMIT 200`,
      );
      return found.map((row) => ({
        id: String(row.id),
        created_at: new Date(String(row.created_at)).toISOString(),
        type: String(row.type),
        status: String(row.status),
        player_id: row.player_id ? String(row.player_id) : null,
        amount: rupees(row.amount),
        source: String(row.source),
        external_ref: String(row.external_ref),
        remarks: String(row.remarks),
        postings: (
          (typeof row.postings === 'string'
            ? JSON.parse(row.postings)
            : (row as Record<string, unknown>).postings) as {
            account: string;
            amount: string;
          }[]
        ).map((posting) => ({ account: posting.account, amount: rupees(posting.amount) })),
      }));
    },
  };
}

export type StaffReportsRepository = ReturnType<typeof createStaffReportsRepository>;
