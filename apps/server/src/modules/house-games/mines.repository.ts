import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houseBets, houseMinesRounds, houseRounds } from '../../db/schema';

// The SQL of Mines' own table. Every change of a round's progress is conditional on what the caller saw
// (open, and the revealed mask it read), so two taps, a tap and a cash-out, or a cash-out and the idle
// sweep can race and exactly one of them wins.

export type MinesRow = typeof houseMinesRounds.$inferSelect;
export type MinesRoundRows = {
  mines: MinesRow;
  round: typeof houseRounds.$inferSelect;
  bet: typeof houseBets.$inferSelect;
};

export function createMinesRepository(db: Db) {
  const withRoundAndBet = () =>
    db
      .select({ mines: houseMinesRounds, round: houseRounds, bet: houseBets })
      .from(houseMinesRounds)
      .innerJoin(houseRounds, eq(houseRounds.id, houseMinesRounds.roundId))
      .innerJoin(houseBets, eq(houseBets.id, houseMinesRounds.betId));

  return {
    /** Null when the player already has an open round. */
    async insert(row: typeof houseMinesRounds.$inferInsert): Promise<MinesRow | null> {
      const [inserted] = await db.insert(houseMinesRounds).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async byRound(roundId: number): Promise<MinesRoundRows | null> {
      const [row] = await withRoundAndBet().where(eq(houseMinesRounds.roundId, roundId));
      return row ?? null;
    },

    /** The player's open round, else their latest one. */
    async currentOf(playerId: string): Promise<MinesRoundRows | null> {
      const [row] = await withRoundAndBet()
        .where(and(eq(houseMinesRounds.playerId, playerId), ne(houseBets.status, 'rejected')))
        .orderBy(desc(houseMinesRounds.open), desc(houseMinesRounds.roundId))
        .limit(1);
      return row ?? null;
    },

    /** Applies a change if the round is still open with the mask the caller read; false otherwise. */
    async advance(
      roundId: number,
      seen: number,
      change: { revealed?: number; open?: boolean; hitTile?: number; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(houseMinesRounds)
        .set({
          ...(change.revealed === undefined ? {} : { revealed: change.revealed }),
          ...(change.open === undefined ? {} : { open: change.open }),
          ...(change.hitTile === undefined ? {} : { hitTile: change.hitTile }),
          lastActionAt: change.at,
        })
        .where(
          and(
            eq(houseMinesRounds.roundId, roundId),
            eq(houseMinesRounds.open, true),
            eq(houseMinesRounds.revealed, seen),
          ),
        )
        .returning({ roundId: houseMinesRounds.roundId });
      return rows.length > 0;
    },

    /** Open rounds nobody touched since `before`. */
    async idle(before: Date): Promise<MinesRoundRows[]> {
      return withRoundAndBet().where(
        and(eq(houseMinesRounds.open, true), lt(houseMinesRounds.lastActionAt, before)),
      );
    },
  };
}

export type MinesRepository = ReturnType<typeof createMinesRepository>;
