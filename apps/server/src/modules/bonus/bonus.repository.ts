import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { players, referralCodes } from '../../db/schema';

// Bonus reads (docs/bonus-and-tax.md). Grants, releases and expiries are ledger transactions of type
// `bonus` told apart by details.bonus_kind; these queries only read the ledger, never post to it.

/** Grants into the bonus account, which expire (details.expires_at). */
export const BONUS_GRANT_KINDS = ['welcome', 'referral', 'fortune-wheel'] as const;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function createBonusRepository(db: Db) {
  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    return rowsOf<T>(await db.execute(query))[0]!;
  }
  return {
    /** Grants still claimable at `at` (their amounts) and the latest expiry already passed. */
    async grants(
      playerId: string,
      at: Date,
    ): Promise<{ live: bigint; lastExpired: string | null; nextExpiry: string | null }> {
      const row = await one<{ live: string; last_expired: string | null; next_expiry: string | null }>(sql`
        SELECT
          coalesce(sum(amount) FILTER (WHERE (details->>'expires_at')::timestamptz > ${at.toISOString()}::timestamptz), 0)::text AS live,
          max(details->>'expires_at') FILTER (WHERE (details->>'expires_at')::timestamptz <= ${at.toISOString()}::timestamptz) AS last_expired,
          min(details->>'expires_at') FILTER (WHERE (details->>'expires_at')::timestamptz > ${at.toISOString()}::timestamptz) AS next_expiry
        FROM ledger_transactions
        WHERE player_id = ${playerId}::uuid AND type = 'bonus' AND status = 'completed'
          AND details->>'bonus_kind' IN ('welcome', 'referral', 'fortune-wheel')`);
      return { live: BigInt(row.live), lastExpired: row.last_expired, nextExpiry: row.next_expiry };
    },

    /** Completed cash deposits (settled ones carry the player on the deposit row). */
    async completedDeposits(playerId: string): Promise<number> {
      const row = await one<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM ledger_transactions
        WHERE player_id = ${playerId}::uuid AND type = 'deposit' AND status = 'completed'`);
      return Number(row.n);
    },

    /** The player's first completed deposit (its ledger id), if any. */
    async firstDeposit(playerId: string): Promise<string | null> {
      const row = await one<{ id: string | null }>(sql`
        SELECT min(id)::text AS id FROM ledger_transactions
        WHERE player_id = ${playerId}::uuid AND type = 'deposit' AND status = 'completed'`);
      return row.id;
    },

    /** Bets taken from the player's cash account (practice chips and rolled-back bets do not count). */
    async cashGames(playerId: string): Promise<number> {
      const row = await one<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM ledger_transactions AS t
        JOIN ledger_postings AS p ON p.transaction_id = t.id
        JOIN ledger_accounts AS a ON a.id = p.account_id AND a.kind = 'player_cash' AND a.player_id = t.player_id
        WHERE t.player_id = ${playerId}::uuid AND t.type = 'game_debit' AND t.status = 'completed'
          AND NOT t.tombstone AND t.amount > 0
          AND NOT EXISTS (SELECT 1 FROM ledger_transactions AS r WHERE r.reverses_id = t.id)`);
      return Number(row.n);
    },

    /** Promotional money that reached the cash account: the sign-up bonus and releases. */
    async promotionalCash(playerId: string): Promise<bigint> {
      const row = await one<{ total: string }>(sql`
        SELECT coalesce(sum(CASE WHEN details->>'bonus_kind' = 'unrelease' THEN -amount ELSE amount END), 0)::text
          AS total FROM ledger_transactions
        WHERE player_id = ${playerId}::uuid AND type = 'bonus' AND status = 'completed'
          AND details->>'bonus_kind' IN ('signup', 'release', 'unrelease')`);
      return BigInt(row.total);
    },

    async codeOf(playerId: string): Promise<string | null> {
      const [row] = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.playerId, playerId));
      return row?.code ?? null;
    },

    /** Stores the player's code; false when the code is taken (the caller draws another). */
    async saveCode(operatorId: number, playerId: string, code: string): Promise<boolean> {
      try {
        await db.insert(referralCodes).values({ operatorId, playerId, code }).onConflictDoNothing({
          target: referralCodes.playerId,
        });
        return true;
      } catch (error) {
        if (
          String(
            (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code,
          ) === '23505'
        )
          return false;
        throw error;
      }
    },

    /** The player who owns `code` (the code a referred player signed up with), if any. */
    async referrerOf(playerId: string): Promise<{ id: string; operatorId: number } | null> {
      const [row] = await db
        .select({ id: referralCodes.playerId, operatorId: referralCodes.operatorId })
        .from(players)
        .innerJoin(
          referralCodes,
          and(
            eq(sql`upper(${players.referralCode})`, referralCodes.code),
            eq(referralCodes.operatorId, players.operatorId),
          ),
        )
        .where(eq(players.id, playerId));
      return row && row.id !== playerId ? row : null;
    },
  };
}

export type BonusRepository = ReturnType<typeof createBonusRepository>;
