import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houseChains, players } from '../../db/schema';
import { gameTableHands, gameTableMoves, gameTables, gameTableSeats } from '../../db/schema-tables';
import type { Tx } from './money/table-money';

// The only SQL of the table runtime. Every change of a table happens in a transaction that first locks its
// game_tables row (lockTable / lockDue); seats, hands and the move log are written under that lock.

export type TableRow = typeof gameTables.$inferSelect;
export type SeatRow = typeof gameTableSeats.$inferSelect;
export type HandRow = typeof gameTableHands.$inferSelect;
export type TablePatch = Partial<Omit<typeof gameTables.$inferInsert, 'id'>>;
export type HandPatch = Partial<Omit<typeof gameTableHands.$inferInsert, 'id'>>;
export interface ChainRow {
  id: number;
  terminalSeed: string;
  length: number;
  clientSeed: string;
}

/** node-postgres and PGlite both answer execute() with { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const dueCondition = (at: Date) =>
  and(
    ne(gameTables.status, 'closed'),
    or(lte(gameTables.deadlineAt, at), lte(gameTables.nextDealAt, at), lte(gameTables.botAt, at)),
  );

/** A seat of the table sat out past its time (poker): the sweeper stands it up. */
const sitOutDue = (at: Date) => and(isNull(gameTableSeats.leftAt), lte(gameTableSeats.sitOutUntil, at));

export function createTablesRepository(db: Db) {
  return {
    /** For reads outside a transaction that take a Tx | Db. */
    db,

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async lockTable(tx: Tx, id: string): Promise<TableRow | null> {
      const [row] = await tx.select().from(gameTables).where(eq(gameTables.id, id)).for('update');
      return row ?? null;
    },

    /** The table if something of it is due at `at` and no other process holds it (the sweeper's claim). */
    async lockDue(tx: Tx, id: string, at: Date): Promise<TableRow | null> {
      const seatDue = sql`exists (select 1 from ${gameTableSeats} where ${gameTableSeats.tableId} = ${gameTables.id}
        and ${sitOutDue(at)})`;
      const [row] = await tx
        .select()
        .from(gameTables)
        .where(
          and(eq(gameTables.id, id), or(dueCondition(at), and(ne(gameTables.status, 'closed'), seatDue))),
        )
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    async dueTableIds(at: Date, limit: number): Promise<string[]> {
      const [rows, sittingOut] = await Promise.all([
        db
          .select({ id: gameTables.id })
          .from(gameTables)
          .where(dueCondition(at))
          .orderBy(sql`least(${gameTables.deadlineAt}, ${gameTables.nextDealAt}, ${gameTables.botAt})`)
          .limit(limit),
        db
          .selectDistinct({ id: gameTableSeats.tableId })
          .from(gameTableSeats)
          .innerJoin(gameTables, eq(gameTables.id, gameTableSeats.tableId))
          .where(and(sitOutDue(at), ne(gameTables.status, 'closed')))
          .limit(limit),
      ]);
      return [...new Set([...rows, ...sittingOut].map((row) => row.id))];
    },

    /** The seat of a locked table whose sitting out ran out at `at` (poker), if any. */
    async sitOutDueSeat(tx: Tx, tableId: string, at: Date): Promise<SeatRow | null> {
      const [row] = await tx
        .select()
        .from(gameTableSeats)
        .where(and(eq(gameTableSeats.tableId, tableId), sitOutDue(at)))
        .orderBy(asc(gameTableSeats.sitOutUntil))
        .limit(1);
      return row ?? null;
    },

    /** Starts (a time) or ends (null) the sitting-out clock of seats still seated. */
    async setSitOut(tx: Tx, tableId: string, seats: number[], until: Date | null): Promise<void> {
      if (seats.length === 0) return;
      await tx
        .update(gameTableSeats)
        .set({ sitOutUntil: until })
        .where(
          and(
            eq(gameTableSeats.tableId, tableId),
            isNull(gameTableSeats.leftAt),
            inArray(gameTableSeats.seat, seats),
          ),
        );
    },

    async table(id: string): Promise<TableRow | null> {
      const [row] = await db.select().from(gameTables).where(eq(gameTables.id, id));
      return row ?? null;
    },

    /** Serialises the joins of one player (one seat per offer, whatever the tabs do). */
    async lockPlayer(tx: Tx, playerId: string): Promise<{ displayName: string } | null> {
      const [row] = await tx
        .select({ displayName: players.displayName })
        .from(players)
        .where(eq(players.id, playerId))
        .for('update');
      return row ?? null;
    },

    async seatAtOffer(tx: Tx, playerId: string, offerId: string): Promise<{ tableId: string } | null> {
      const [row] = await tx
        .select({ tableId: gameTableSeats.tableId })
        .from(gameTableSeats)
        .innerJoin(gameTables, eq(gameTables.id, gameTableSeats.tableId))
        .where(
          and(
            eq(gameTableSeats.playerId, playerId),
            isNull(gameTableSeats.leftAt),
            eq(gameTables.offerId, offerId),
            ne(gameTables.status, 'closed'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Open tables of an offer with fewer occupants than seats, fullest first (players meet sooner). */
    async candidateTables(tx: Tx, offerId: string, limit: number): Promise<string[]> {
      const result = await tx.execute(sql`
        SELECT t.id FROM game_tables t
        LEFT JOIN game_table_seats s ON s.table_id = t.id AND s.left_at IS NULL
        WHERE t.offer_id = ${offerId} AND t.status <> 'closed'
        GROUP BY t.id, t.seats, t.created_at
        HAVING count(s.id) < t.seats
        ORDER BY count(s.id) DESC, t.created_at
        LIMIT ${limit}`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },

    async activeSeats(tx: Tx | Db, tableId: string): Promise<SeatRow[]> {
      return tx
        .select()
        .from(gameTableSeats)
        .where(and(eq(gameTableSeats.tableId, tableId), isNull(gameTableSeats.leftAt)))
        .orderBy(asc(gameTableSeats.seat));
    },

    /** The latest occupant of each seat number (those who left during a hand still show in it). */
    async latestSeats(tableId: string): Promise<SeatRow[]> {
      const rows = await db
        .select()
        .from(gameTableSeats)
        .where(eq(gameTableSeats.tableId, tableId))
        .orderBy(
          asc(gameTableSeats.seat),
          sql`${gameTableSeats.leftAt} is not null`,
          desc(gameTableSeats.id),
        );
      const seen = new Set<number>();
      return rows.filter((row) => !seen.has(row.seat) && seen.add(row.seat));
    },

    async insertTable(tx: Tx, values: typeof gameTables.$inferInsert): Promise<TableRow> {
      const [row] = await tx.insert(gameTables).values(values).returning();
      return row!;
    },

    async insertSeat(tx: Tx, values: typeof gameTableSeats.$inferInsert): Promise<SeatRow> {
      const [row] = await tx.insert(gameTableSeats).values(values).returning();
      return row!;
    },

    async leaveSeat(tx: Tx, tableId: string, seat: number, at: Date): Promise<void> {
      await tx
        .update(gameTableSeats)
        .set({ leftAt: at })
        .where(
          and(
            eq(gameTableSeats.tableId, tableId),
            eq(gameTableSeats.seat, seat),
            isNull(gameTableSeats.leftAt),
          ),
        );
    },

    async leaveAllSeats(tx: Tx, tableId: string, at: Date): Promise<void> {
      await tx
        .update(gameTableSeats)
        .set({ leftAt: at })
        .where(and(eq(gameTableSeats.tableId, tableId), isNull(gameTableSeats.leftAt)));
    },

    async setExtra(tx: Tx, tableId: string, seats: number[] | 'all', extraMs: number): Promise<void> {
      const which = seats === 'all' ? undefined : inArray(gameTableSeats.seat, seats);
      await tx
        .update(gameTableSeats)
        .set({ extraMs })
        .where(and(eq(gameTableSeats.tableId, tableId), isNull(gameTableSeats.leftAt), which));
    },

    async updateTable(tx: Tx, id: string, patch: TablePatch): Promise<void> {
      await tx.update(gameTables).set(patch).where(eq(gameTables.id, id));
    },

    async insertMove(tx: Tx, values: typeof gameTableMoves.$inferInsert): Promise<void> {
      await tx.insert(gameTableMoves).values(values);
    },

    /** The bets the committed moves of a hand carry (`body.bet_ref`): the bets that are in its pot. */
    async betRefsOfHand(tx: Tx, handId: string): Promise<Set<string>> {
      const rows = await tx
        .select({ ref: sql<string>`${gameTableMoves.body} ->> 'bet_ref'` })
        .from(gameTableMoves)
        .where(and(eq(gameTableMoves.handId, handId), sql`${gameTableMoves.body} ? 'bet_ref'`));
      return new Set(rows.map((row) => row.ref));
    },

    /** Whether the log row at `seq` carries the bet `ref` (a twin request committed that bet). */
    async moveCarriesBet(tx: Tx, tableId: string, seq: number, ref: string): Promise<boolean> {
      const rows = await tx
        .select({ seq: gameTableMoves.seq })
        .from(gameTableMoves)
        .where(
          and(
            eq(gameTableMoves.tableId, tableId),
            eq(gameTableMoves.seq, seq),
            sql`${gameTableMoves.body} ->> 'bet_ref' = ${ref}`,
          ),
        );
      return rows.length > 0;
    },

    async insertHand(tx: Tx, values: typeof gameTableHands.$inferInsert): Promise<HandRow> {
      const [row] = await tx.insert(gameTableHands).values(values).returning();
      return row!;
    },

    async updateHand(tx: Tx, id: string, patch: HandPatch): Promise<void> {
      await tx.update(gameTableHands).set(patch).where(eq(gameTableHands.id, id));
    },

    async hand(tx: Tx | Db, id: string): Promise<HandRow | null> {
      const [row] = await tx.select().from(gameTableHands).where(eq(gameTableHands.id, id));
      return row ?? null;
    },

    async handByNo(tx: Tx | Db, tableId: string, handNo: number): Promise<HandRow | null> {
      const [row] = await tx
        .select()
        .from(gameTableHands)
        .where(and(eq(gameTableHands.tableId, tableId), eq(gameTableHands.handNo, handNo)));
      return row ?? null;
    },

    /** Pool and deals: the hand whose deal collected the match's entries (the first one not voided). */
    async matchPaidHand(tx: Tx, tableId: string): Promise<HandRow | null> {
      const [row] = await tx
        .select()
        .from(gameTableHands)
        .where(
          and(
            eq(gameTableHands.tableId, tableId),
            ne(gameTableHands.status, 'void'),
            sql`${gameTableHands.collectedPaise} > 0`,
          ),
        )
        .orderBy(asc(gameTableHands.handNo))
        .limit(1);
      return row ?? null;
    },

    /** Hands a crash left collecting stakes (started before `before`). */
    async staleCollecting(before: Date): Promise<{ id: string; tableId: string }[]> {
      return db
        .select({ id: gameTableHands.id, tableId: gameTableHands.tableId })
        .from(gameTableHands)
        .where(and(eq(gameTableHands.status, 'collecting'), lte(gameTableHands.startedAt, before)));
    },

    /** The non-closed tables a player sits at. */
    async playerTables(playerId: string): Promise<{ table: TableRow; seat: number }[]> {
      const rows = await db
        .select({ table: gameTables, seat: gameTableSeats.seat })
        .from(gameTableSeats)
        .innerJoin(gameTables, eq(gameTables.id, gameTableSeats.tableId))
        .where(
          and(
            eq(gameTableSeats.playerId, playerId),
            isNull(gameTableSeats.leftAt),
            ne(gameTables.status, 'closed'),
          ),
        )
        .orderBy(desc(gameTables.updatedAt));
      return rows;
    },

    /** Per offer of a game and mode: players (humans and bots) seated and tables open. */
    async offerCounts(game: string, mode: string): Promise<Map<string, { seated: number; tables: number }>> {
      const result = await db.execute(sql`
        SELECT t.offer_id, count(s.id) AS seated, count(DISTINCT t.id) AS tables
        FROM game_tables t LEFT JOIN game_table_seats s ON s.table_id = t.id AND s.left_at IS NULL
        WHERE t.game = ${game} AND t.mode = ${mode} AND t.status <> 'closed'
        GROUP BY t.offer_id`);
      return new Map(
        rowsOf<{ offer_id: string; seated: string; tables: string }>(result).map((row) => [
          row.offer_id,
          { seated: Number(row.seated), tables: Number(row.tables) },
        ]),
      );
    },

    // Seed chains: the house games' table (house_chains) with game code `table:<game>`.

    async activeChain(tx: Tx, gameCode: string): Promise<ChainRow | null> {
      const [row] = await tx
        .select()
        .from(houseChains)
        .where(and(eq(houseChains.gameCode, gameCode), lte(houseChains.nextIndex, houseChains.length)))
        .orderBy(desc(houseChains.id))
        .limit(1);
      return row ?? null;
    },

    async insertChain(
      tx: Tx,
      values: {
        gameCode: string;
        terminalSeed: string;
        length: number;
        commitment: string;
        clientSeed: string;
      },
    ): Promise<ChainRow> {
      const [row] = await tx.insert(houseChains).values(values).returning();
      return row!;
    },

    /** Takes the chain's next index (null when it is used up). */
    async takeChainIndex(tx: Tx, chainId: number): Promise<number | null> {
      const [row] = await tx
        .update(houseChains)
        .set({ nextIndex: sql`${houseChains.nextIndex} + 1` })
        .where(and(eq(houseChains.id, chainId), lte(houseChains.nextIndex, houseChains.length)))
        .returning({ next: houseChains.nextIndex });
      return row ? row.next - 1 : null;
    },

    async chain(id: number): Promise<ChainRow | null> {
      const [row] = await db.select().from(houseChains).where(eq(houseChains.id, id));
      return row ?? null;
    },

    async previousHandId(tableId: string, handNo: number): Promise<string | null> {
      const hand = await this.handByNo(db, tableId, handNo - 1);
      return hand?.id ?? null;
    },
  };
}

export type TablesRepository = ReturnType<typeof createTablesRepository>;
