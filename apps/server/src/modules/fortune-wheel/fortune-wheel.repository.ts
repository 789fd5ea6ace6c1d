import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  fortuneWheelPrizes,
  fortuneWheelPuzzles,
  fortuneWheelRegistrations,
  fortuneWheelShows,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  players,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

// The only SQL of the Fortune Wheel promotion (docs/fortune-wheel.md).

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ShowRow = typeof fortuneWheelShows.$inferSelect;
export type PuzzleRow = typeof fortuneWheelPuzzles.$inferSelect;
export type PrizeRow = typeof fortuneWheelPrizes.$inferSelect;
export type NewPrize = typeof fortuneWheelPrizes.$inferInsert;

export interface ShowRound {
  round: number;
  /** The presence check of the round: registrations seen from `presenceFrom` count as here. */
  presenceFrom: string;
  presenceUntil: string;
  tableId: string | null;
  /** The player of each seat of the round's table. */
  contestants: string[];
  absent: string[];
  paid: boolean;
}

export interface ShowPicks {
  clientSeed: string;
  onstage: string[];
  alternates: string[];
  /** +1 at every step of the show's course: the runner's compare-and-set (one process advances a show). */
  step?: number;
  rounds?: ShowRound[];
  audienceClientSeed?: string;
  audience?: string[];
}

export function createFortuneWheelRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    // ----- puzzles

    puzzles(operatorId: number, language?: 'en' | 'hi'): Promise<PuzzleRow[]> {
      const where = language
        ? and(eq(fortuneWheelPuzzles.operatorId, operatorId), eq(fortuneWheelPuzzles.language, language))
        : eq(fortuneWheelPuzzles.operatorId, operatorId);
      return db.select().from(fortuneWheelPuzzles).where(where).orderBy(asc(fortuneWheelPuzzles.id));
    },

    async insertPuzzles(
      rows: { operatorId: number; language: 'en' | 'hi'; category: string; answer: string }[],
    ): Promise<PuzzleRow[]> {
      return rows.length === 0 ? [] : db.insert(fortuneWheelPuzzles).values(rows).returning();
    },

    async updatePuzzle(
      operatorId: number,
      id: number,
      changes: Partial<Pick<PuzzleRow, 'category' | 'answer' | 'active'>>,
      at: Date,
    ): Promise<PuzzleRow | null> {
      const [row] = await db
        .update(fortuneWheelPuzzles)
        .set({ ...changes, updatedAt: at })
        .where(and(eq(fortuneWheelPuzzles.operatorId, operatorId), eq(fortuneWheelPuzzles.id, id)))
        .returning();
      return row ?? null;
    },

    // ----- shows

    async insertShow(row: typeof fortuneWheelShows.$inferInsert): Promise<ShowRow> {
      const [show] = await db.insert(fortuneWheelShows).values(row).returning();
      return show!;
    },

    async show(operatorId: number, id: string): Promise<ShowRow | null> {
      const [row] = await db
        .select()
        .from(fortuneWheelShows)
        .where(and(eq(fortuneWheelShows.operatorId, operatorId), eq(fortuneWheelShows.id, id)));
      return row ?? null;
    },

    async showOperator(id: string): Promise<number> {
      const [row] = await db
        .select({ operatorId: fortuneWheelShows.operatorId })
        .from(fortuneWheelShows)
        .where(eq(fortuneWheelShows.id, id));
      return row?.operatorId ?? 0;
    },

    async lockShow(tx: Tx, id: string): Promise<ShowRow | null> {
      const [row] = await tx
        .select()
        .from(fortuneWheelShows)
        .where(eq(fortuneWheelShows.id, id))
        .for('update');
      return row ?? null;
    },

    /** Shows of the last day and to come, soonest first. */
    shows(operatorId: number, since: Date): Promise<ShowRow[]> {
      return db
        .select()
        .from(fortuneWheelShows)
        .where(and(eq(fortuneWheelShows.operatorId, operatorId), gte(fortuneWheelShows.startsAt, since)))
        .orderBy(asc(fortuneWheelShows.startsAt))
        .limit(50);
    },

    /** Scheduled shows whose start has come (the draw is due). */
    dueShows(at: Date): Promise<ShowRow[]> {
      return db
        .select()
        .from(fortuneWheelShows)
        .where(and(eq(fortuneWheelShows.status, 'scheduled'), lte(fortuneWheelShows.startsAt, at)))
        .orderBy(desc(fortuneWheelShows.startsAt))
        .limit(20);
    },

    drawnShows(): Promise<ShowRow[]> {
      return db.select().from(fortuneWheelShows).where(eq(fortuneWheelShows.status, 'drawn')).limit(50);
    },

    /** Saves the show's course if nobody advanced it meanwhile (its step is still `step`). */
    async advance(id: string, step: number, picks: ShowPicks): Promise<boolean> {
      const rows = await db
        .update(fortuneWheelShows)
        .set({ picks })
        .where(
          and(
            eq(fortuneWheelShows.id, id),
            eq(fortuneWheelShows.status, 'drawn'),
            sql`coalesce((${fortuneWheelShows.picks}->>'step')::int, 0) = ${step}`,
          ),
        )
        .returning({ id: fortuneWheelShows.id });
      return rows.length > 0;
    },

    async updateShow(tx: Tx, id: string, changes: Partial<ShowRow>): Promise<void> {
      await tx.update(fortuneWheelShows).set(changes).where(eq(fortuneWheelShows.id, id));
    },

    /** What scheduled and running shows may still pay: their budgets less what they paid. */
    async reservedPaise(operatorId: number): Promise<bigint> {
      const [row] = await db
        .select({
          left: sql<string>`coalesce(sum(${fortuneWheelShows.budgetPaise} - ${fortuneWheelShows.paidPaise}), 0)::text`,
        })
        .from(fortuneWheelShows)
        .where(
          and(
            eq(fortuneWheelShows.operatorId, operatorId),
            inArray(fortuneWheelShows.status, ['scheduled', 'drawn']),
          ),
        );
      return BigInt(row?.left ?? '0');
    },

    // ----- registrations

    /** False when the player is registered already (one registration per player per show). */
    async register(showId: string, playerId: string, at: Date): Promise<boolean> {
      try {
        await db.insert(fortuneWheelRegistrations).values({ showId, playerId, createdAt: at });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async registrations(tx: Tx | Db, showId: string) {
      return tx.select().from(fortuneWheelRegistrations).where(eq(fortuneWheelRegistrations.showId, showId));
    },

    registrationsOf(showId: string) {
      return db.select().from(fortuneWheelRegistrations).where(eq(fortuneWheelRegistrations.showId, showId));
    },

    async countRegistrations(showIds: string[]): Promise<Map<string, number>> {
      if (showIds.length === 0) return new Map();
      const rows = await db
        .select({ showId: fortuneWheelRegistrations.showId, n: sql<number>`count(*)::int` })
        .from(fortuneWheelRegistrations)
        .where(inArray(fortuneWheelRegistrations.showId, showIds))
        .groupBy(fortuneWheelRegistrations.showId);
      return new Map(rows.map((row) => [row.showId, Number(row.n)]));
    },

    /** Display names by player id, in one query for every show's picks (the staff list). */
    async displayNames(operatorId: number, playerIds: string[]): Promise<Map<string, string>> {
      if (playerIds.length === 0) return new Map();
      const rows = await db
        .select({ id: players.id, name: players.displayName })
        .from(players)
        .where(and(eq(players.operatorId, operatorId), inArray(players.id, playerIds)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async playerShows(playerId: string, showIds: string[]): Promise<Set<string>> {
      if (showIds.length === 0) return new Set();
      const rows = await db
        .select({ showId: fortuneWheelRegistrations.showId })
        .from(fortuneWheelRegistrations)
        .where(
          and(
            eq(fortuneWheelRegistrations.playerId, playerId),
            inArray(fortuneWheelRegistrations.showId, showIds),
          ),
        );
      return new Set(rows.map((row) => row.showId));
    },

    /** The promotions budget account's latest rows, newest first, with the amount as the account saw it. */
    async budgetEntries(operatorId: number, limit = 20) {
      return db
        .select({
          id: ledgerTransactions.id,
          createdAt: ledgerTransactions.createdAt,
          type: ledgerTransactions.type,
          amount: ledgerPostings.amount,
          remarks: ledgerTransactions.remarks,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .where(and(eq(ledgerAccounts.operatorId, operatorId), eq(ledgerAccounts.kind, 'promotions_budget')))
        .orderBy(desc(ledgerTransactions.id))
        .limit(limit);
    },

    /** What the player has won in each of these shows (every prize row, posted or about to be), paise. */
    async playerPrizes(playerId: string, showIds: string[]): Promise<Map<string, bigint>> {
      if (showIds.length === 0) return new Map();
      const rows = await db
        .select({ showId: fortuneWheelPrizes.showId, paise: sql<string>`sum(${fortuneWheelPrizes.paise})` })
        .from(fortuneWheelPrizes)
        .where(and(eq(fortuneWheelPrizes.playerId, playerId), inArray(fortuneWheelPrizes.showId, showIds)))
        .groupBy(fortuneWheelPrizes.showId);
      return new Map(rows.map((row) => [row.showId, BigInt(row.paise)]));
    },

    /** Records that the player's show page is open; false when the player is not registered. */
    async seen(showId: string, playerId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(fortuneWheelRegistrations)
        .set({ lastSeenAt: at })
        .where(
          and(eq(fortuneWheelRegistrations.showId, showId), eq(fortuneWheelRegistrations.playerId, playerId)),
        )
        .returning({ playerId: fortuneWheelRegistrations.playerId });
      return rows.length > 0;
    },

    // ----- prizes

    async insertPrizes(tx: Tx, rows: NewPrize[]): Promise<void> {
      if (rows.length > 0) await tx.insert(fortuneWheelPrizes).values(rows).onConflictDoNothing();
    },

    pendingPrizes(limit = 100): Promise<PrizeRow[]> {
      return db
        .select()
        .from(fortuneWheelPrizes)
        .where(eq(fortuneWheelPrizes.status, 'pending'))
        .limit(limit);
    },

    async prizeRefs(tx: Tx, showId: string): Promise<Set<string>> {
      const rows = await tx
        .select({ ref: fortuneWheelPrizes.ref })
        .from(fortuneWheelPrizes)
        .where(eq(fortuneWheelPrizes.showId, showId));
      return new Set(rows.map((row) => row.ref));
    },

    async prizePosted(showId: string, ref: string): Promise<void> {
      await db
        .update(fortuneWheelPrizes)
        .set({ status: 'posted' })
        .where(and(eq(fortuneWheelPrizes.showId, showId), eq(fortuneWheelPrizes.ref, ref)));
    },
  };
}

export type FortuneWheelRepository = ReturnType<typeof createFortuneWheelRepository>;
