import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  gameTableHands,
  gameTableMoney,
  gameTableMoves,
  gameTables,
  gameTableSeats,
} from '../../../db/schema';

// Read-only SQL of the staff table pages (staff-tables.service.ts). Nothing here writes: voiding goes
// through the table runtime like every other change of a table.

export type StaffTableRow = typeof gameTables.$inferSelect;
export type StaffSeatRow = typeof gameTableSeats.$inferSelect;
export type StaffHandRow = typeof gameTableHands.$inferSelect;
export type StaffMoveRow = typeof gameTableMoves.$inferSelect;
export type StaffMoneyRow = typeof gameTableMoney.$inferSelect;

export function createStaffTablesRepository(db: Db) {
  return {
    async tables(filter: { live: boolean; game?: string | undefined }, offset: number, limit: number) {
      const conditions: SQL[] = [];
      if (filter.live) conditions.push(or(eq(gameTables.status, 'open'), eq(gameTables.status, 'playing'))!);
      if (filter.game) conditions.push(eq(gameTables.game, filter.game));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(gameTables)
          .where(where)
          .orderBy(desc(gameTables.updatedAt), desc(gameTables.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(gameTables).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async table(id: string): Promise<StaffTableRow | null> {
      const [row] = await db.select().from(gameTables).where(eq(gameTables.id, id));
      return row ?? null;
    },

    /** Every seat row of the tables (players who left too), oldest first. */
    async seats(tableIds: string[]): Promise<StaffSeatRow[]> {
      if (tableIds.length === 0) return [];
      return db
        .select()
        .from(gameTableSeats)
        .where(inArray(gameTableSeats.tableId, tableIds))
        .orderBy(asc(gameTableSeats.id));
    },

    async activeSeats(tableIds: string[]): Promise<StaffSeatRow[]> {
      if (tableIds.length === 0) return [];
      return db
        .select()
        .from(gameTableSeats)
        .where(and(inArray(gameTableSeats.tableId, tableIds), isNull(gameTableSeats.leftAt)))
        .orderBy(asc(gameTableSeats.seat));
    },

    async hands(tableId: string, limit: number): Promise<StaffHandRow[]> {
      return db
        .select()
        .from(gameTableHands)
        .where(eq(gameTableHands.tableId, tableId))
        .orderBy(desc(gameTableHands.handNo))
        .limit(limit);
    },

    async hand(id: string): Promise<StaffHandRow | null> {
      const [row] = await db.select().from(gameTableHands).where(eq(gameTableHands.id, id));
      return row ?? null;
    },

    async moves(handId: string): Promise<StaffMoveRow[]> {
      return db
        .select()
        .from(gameTableMoves)
        .where(eq(gameTableMoves.handId, handId))
        .orderBy(asc(gameTableMoves.seq));
    },

    /** The hand whose collect pays for hand `handNo` (points: itself; pool, deals: the match's first). */
    async paidFor(tableId: string, handNo: number): Promise<StaffHandRow | null> {
      const [row] = await db
        .select()
        .from(gameTableHands)
        .where(
          and(
            eq(gameTableHands.tableId, tableId),
            lte(gameTableHands.handNo, handNo),
            gt(gameTableHands.collectedPaise, 0n),
          ),
        )
        .orderBy(desc(gameTableHands.handNo))
        .limit(1);
      return row ?? null;
    },

    /** The money rows of a hand and, for a pool or deals hand, of the hand that collected the match's entries. */
    async money(handIds: string[]): Promise<StaffMoneyRow[]> {
      if (handIds.length === 0) return [];
      return db
        .select()
        .from(gameTableMoney)
        .where(inArray(gameTableMoney.handId, handIds))
        .orderBy(asc(gameTableMoney.id));
    },
  };
}

export type StaffTablesRepository = ReturnType<typeof createStaffTablesRepository>;
