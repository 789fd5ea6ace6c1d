import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houseChains, houseRounds, type HouseRoundState } from '../../db/schema';

// The house games' seed chains and rounds (house-games.repository.ts adds the bets): a round takes the
// next index of its game's chain in the transaction that inserts it.

export type ChainRow = typeof houseChains.$inferSelect;
export type RoundRow = typeof houseRounds.$inferSelect;
export type NewRound = typeof houseRounds.$inferInsert;

export function createHouseRoundsRepository(db: Db) {
  return {
    async activeChain(gameCode: string): Promise<ChainRow | null> {
      const [row] = await db
        .select()
        .from(houseChains)
        .where(and(eq(houseChains.gameCode, gameCode), lte(houseChains.nextIndex, houseChains.length)))
        .orderBy(desc(houseChains.id))
        .limit(1);
      return row ?? null;
    },

    async chain(id: number): Promise<ChainRow | null> {
      const [row] = await db.select().from(houseChains).where(eq(houseChains.id, id));
      return row ?? null;
    },

    async insertChain(chain: typeof houseChains.$inferInsert): Promise<ChainRow> {
      const [row] = await db.insert(houseChains).values(chain).returning();
      return row!;
    },

    /** Takes the next chain index and inserts the round in one transaction; null when the round exists. */
    async createRound(chainId: number, build: (index: number) => NewRound): Promise<RoundRow | null> {
      return db.transaction(async (tx) => {
        const [chain] = await tx
          .update(houseChains)
          .set({ nextIndex: sql`${houseChains.nextIndex} + 1` })
          .where(eq(houseChains.id, chainId))
          .returning({ index: sql<number>`${houseChains.nextIndex} - 1` });
        if (!chain) throw new Error(`chain ${chainId} not found`);
        const [row] = await tx
          .insert(houseRounds)
          .values(build(Number(chain.index)))
          .onConflictDoNothing()
          .returning();
        return row ?? null;
      });
    },

    async round(id: number): Promise<RoundRow | null> {
      const [row] = await db.select().from(houseRounds).where(eq(houseRounds.id, id));
      return row ?? null;
    },

    async roundByNo(gameCode: string, roundNo: string): Promise<RoundRow | null> {
      const [row] = await db
        .select()
        .from(houseRounds)
        .where(and(eq(houseRounds.gameCode, gameCode), eq(houseRounds.roundNo, roundNo)));
      return row ?? null;
    },

    /** The newest round of a game that is not over. */
    async currentRound(gameCode: string): Promise<RoundRow | null> {
      const [row] = await db
        .select()
        .from(houseRounds)
        .where(and(eq(houseRounds.gameCode, gameCode), inArray(houseRounds.state, ['betting', 'running'])))
        .orderBy(desc(houseRounds.id))
        .limit(1);
      return row ?? null;
    },

    async latestRound(gameCode: string): Promise<RoundRow | null> {
      const [row] = await db
        .select()
        .from(houseRounds)
        .where(eq(houseRounds.gameCode, gameCode))
        .orderBy(desc(houseRounds.id))
        .limit(1);
      return row ?? null;
    },

    async openRounds(gameCode: string): Promise<RoundRow[]> {
      return db
        .select()
        .from(houseRounds)
        .where(and(eq(houseRounds.gameCode, gameCode), inArray(houseRounds.state, ['betting', 'running'])))
        .orderBy(houseRounds.id);
    },

    async recentResults(gameCode: string, limit: number): Promise<RoundRow[]> {
      return db
        .select()
        .from(houseRounds)
        .where(and(eq(houseRounds.gameCode, gameCode), eq(houseRounds.state, 'settled')))
        .orderBy(desc(houseRounds.id))
        .limit(limit);
    },

    async setRoundState(id: number, from: HouseRoundState[], to: HouseRoundState): Promise<boolean> {
      const rows = await db
        .update(houseRounds)
        .set({ state: to, ...(to === 'settled' || to === 'void' ? { settledAt: new Date() } : {}) })
        .where(and(eq(houseRounds.id, id), inArray(houseRounds.state, from)))
        .returning({ id: houseRounds.id });
      return rows.length > 0;
    },
  };
}
