import { and, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DepositLimitPeriod, BreakKind } from '@khelo/contracts/responsible-gaming';
import type { Db } from '../../db/client';
import { ledgerTransactions, rgBreaks, rgDepositLimits } from '../../db/schema';
import { uuidIn } from '../../db/uuid-in';

// The only SQL of responsible gaming: limit rows, breaks, and the deposits a limit counts (completed and
// pending deposits of the ledger; failed ones do not count).

export interface LimitRow {
  period: DepositLimitPeriod;
  amountPaise: bigint | null;
  pendingPaise: bigint | null;
  pendingFrom: Date | null;
}

export interface BreakRow {
  kind: BreakKind;
  startsAt: Date;
  endsAt: Date | null;
}

export function createResponsibleGamingRepository(db: Db) {
  return {
    async limits(playerId: string): Promise<LimitRow[]> {
      return db
        .select({
          period: rgDepositLimits.period,
          amountPaise: rgDepositLimits.amountPaise,
          pendingPaise: rgDepositLimits.pendingPaise,
          pendingFrom: rgDepositLimits.pendingFrom,
        })
        .from(rgDepositLimits)
        .where(eq(rgDepositLimits.playerId, playerId));
    },

    async saveLimit(playerId: string, row: LimitRow): Promise<void> {
      const values = {
        amountPaise: row.amountPaise,
        pendingPaise: row.pendingPaise,
        pendingFrom: row.pendingFrom,
        updatedAt: sql`now()`,
      };
      await db
        .insert(rgDepositLimits)
        .values({ playerId, period: row.period, ...values })
        .onConflictDoUpdate({ target: [rgDepositLimits.playerId, rgDepositLimits.period], set: values });
    },

    /** The break in force at `at` that ends last (null: permanent ends last of all). */
    async activeBreak(playerId: string, at: Date): Promise<BreakRow | null> {
      const rows = await db
        .select({ kind: rgBreaks.kind, startsAt: rgBreaks.startsAt, endsAt: rgBreaks.endsAt })
        .from(rgBreaks)
        .where(
          and(
            eq(rgBreaks.playerId, playerId),
            lte(rgBreaks.startsAt, at),
            or(isNull(rgBreaks.endsAt), gt(rgBreaks.endsAt, at)),
          ),
        )
        .orderBy(desc(sql`coalesce(${rgBreaks.endsAt}, 'infinity'::timestamptz)`))
        .limit(1);
      return rows[0] ?? null;
    },

    /** activeBreak of many players in one read (the one that ends last, per player). */
    async activeBreaks(playerIds: string[], at: Date): Promise<Map<string, BreakRow>> {
      if (playerIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([rgBreaks.playerId], {
          playerId: rgBreaks.playerId,
          kind: rgBreaks.kind,
          startsAt: rgBreaks.startsAt,
          endsAt: rgBreaks.endsAt,
        })
        .from(rgBreaks)
        .where(
          and(
            uuidIn(rgBreaks.playerId, playerIds),
            lte(rgBreaks.startsAt, at),
            or(isNull(rgBreaks.endsAt), gt(rgBreaks.endsAt, at)),
          ),
        )
        .orderBy(rgBreaks.playerId, desc(sql`coalesce(${rgBreaks.endsAt}, 'infinity'::timestamptz)`));
      return new Map(rows.map(({ playerId, ...row }) => [playerId, row]));
    },

    async addBreak(playerId: string, row: BreakRow): Promise<void> {
      await db.insert(rgBreaks).values({ playerId, ...row });
    },

    /** Paise of completed and pending deposits since `from`. */
    async depositedSince(playerId: string, from: Date): Promise<bigint> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerTransactions.amount}), 0)` })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.playerId, playerId),
            eq(ledgerTransactions.type, 'deposit'),
            inArray(ledgerTransactions.status, ['completed', 'pending']),
            eq(ledgerTransactions.tombstone, false),
            gte(ledgerTransactions.createdAt, from),
          ),
        );
      return BigInt(row?.total ?? 0);
    },
  };
}

export type ResponsibleGamingRepository = ReturnType<typeof createResponsibleGamingRepository>;
