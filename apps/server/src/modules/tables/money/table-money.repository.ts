import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  gameTableHands,
  gameTableMoney,
  gameTables,
  gameTableSeats,
  players,
  type TableMoneyKind,
} from '../../../db/schema';

// The only SQL of the tables' money rows (game_table_money): one row per intended movement, written in the
// caller's transaction and posted after the commit (table-money.service.ts). A "money hand" is the hand
// whose collects a settlement or void closes: each points hand, or the first hand of a pool/deals match.

export type MoneyRow = typeof gameTableMoney.$inferSelect;
export type NewMoneyRow = typeof gameTableMoney.$inferInsert;
/** A database or an open transaction (the core's move transaction). */
export type MoneyTx = Pick<Db, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

/** A pending row with the hand number and the game it belongs to (for the ledger's remarks). */
export type PendingRow = MoneyRow & { handNo: number; game: string; variant: string | null };

function variantOf(options: unknown): string | null {
  const variant = (options as { variant?: unknown } | null)?.variant;
  return typeof variant === 'string' ? variant : null;
}

export const SETTLEMENT_KINDS: TableMoneyKind[] = ['refund', 'payout', 'rake'];

/** `table:<hand_id>:<seat|house>:<kind>`; a void's refunds end in `:void` (they reverse the collect). */
export function moneyRef(handId: string, seat: number | null, kind: TableMoneyKind | 'void'): string {
  return `table:${handId}:${seat ?? 'house'}:${kind}`;
}

/** A bet during a hand (docs/tables.md "Money during a hand"): `seq` is the table version its move makes. */
export function betRef(handId: string, seat: number, seq: number): string {
  return `table:${handId}:${seat}:bet:${seq}`;
}

const BET_REF = /:bet:\d+$/;
const BET_REFUND_REF = /:bet:\d+:void$/;

export function isBetRef(ref: string): boolean {
  return BET_REF.test(ref);
}

/** A top-up this old that no move carries never will: its move commits within a second of the bet. */
const SITTING_STRAY_MS = 120_000;

/** The refund of a bet (a lost race, a stray bet, a void) reverses it: the bet's ref + `:void`. */
export function isBetRefundRef(ref: string): boolean {
  return BET_REFUND_REF.test(ref);
}

export function createTableMoneyRepository(db: Db) {
  return {
    /** Inserts the row unless its reference exists; answers the stored row either way. */
    async insertOnce(row: NewMoneyRow, tx: MoneyTx = db): Promise<MoneyRow> {
      const [inserted] = await tx.insert(gameTableMoney).values(row).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [existing] = await tx.select().from(gameTableMoney).where(eq(gameTableMoney.ref, row.ref));
      return existing!;
    },

    async insertMany(rows: NewMoneyRow[], tx: MoneyTx): Promise<void> {
      if (rows.length > 0) await tx.insert(gameTableMoney).values(rows).onConflictDoNothing();
    },

    /**
     * Collects of the table not yet closed by a settlement or a void of their hand: pending (a crash may
     * have left the posting unknown) or posted. Failed collects took nothing.
     */
    async openCollects(tableId: string, tx: MoneyTx = db): Promise<MoneyRow[]> {
      return tx
        .select()
        .from(gameTableMoney)
        .where(
          and(
            eq(gameTableMoney.tableId, tableId),
            eq(gameTableMoney.kind, 'collect'),
            ne(gameTableMoney.status, 'failed'),
            sql`NOT EXISTS (SELECT 1 FROM game_table_money AS s WHERE s.hand_id = ${gameTableMoney.handId}
              AND s.kind <> 'collect')`,
          ),
        )
        .orderBy(asc(gameTableMoney.id));
    },

    async ofHands(handIds: string[], tx: MoneyTx = db): Promise<MoneyRow[]> {
      if (handIds.length === 0) return [];
      return tx
        .select()
        .from(gameTableMoney)
        .where(inArray(gameTableMoney.handId, handIds))
        .orderBy(asc(gameTableMoney.id));
    },

    async ofTable(tableId: string, tx: MoneyTx = db): Promise<MoneyRow[]> {
      return tx
        .select()
        .from(gameTableMoney)
        .where(eq(gameTableMoney.tableId, tableId))
        .orderBy(asc(gameTableMoney.id));
    },

    /** Oldest first, so that a hand's collects are posted before its refunds; with what remarks need. */
    async pending(limit: number): Promise<PendingRow[]> {
      const rows = await db
        .select({
          row: gameTableMoney,
          handNo: gameTableHands.handNo,
          game: gameTables.game,
          options: gameTables.options,
        })
        .from(gameTableMoney)
        .leftJoin(gameTableHands, eq(gameTableHands.id, gameTableMoney.handId))
        .leftJoin(gameTables, eq(gameTables.id, gameTableMoney.tableId))
        .where(eq(gameTableMoney.status, 'pending'))
        .orderBy(asc(gameTableMoney.id))
        .limit(limit);
      return rows.map(({ row, handNo, game, options }) => ({
        ...row,
        handNo: handNo ?? 0,
        game: game ?? 'table',
        variant: variantOf(options),
      }));
    },

    async byRef(ref: string): Promise<MoneyRow | null> {
      const [row] = await db.select().from(gameTableMoney).where(eq(gameTableMoney.ref, ref));
      return row ?? null;
    },

    /**
     * A bet the wallet could not pay took nothing: the same ref may be tried again (more cash, a smaller
     * bet) as a pending row of the new amount. Null when the row is not a failed one.
     */
    async retryFailed(ref: string, paise: bigint): Promise<MoneyRow | null> {
      const [row] = await db
        .update(gameTableMoney)
        .set({ paise, status: 'pending', error: null, postedAt: null })
        .where(and(eq(gameTableMoney.ref, ref), eq(gameTableMoney.status, 'failed')))
        .returning();
      return row ?? null;
    },

    /** Marks a pending row; a row another process finished first stays as it is. */
    async finish(id: number, status: 'posted' | 'failed', error: string | null = null): Promise<void> {
      await db
        .update(gameTableMoney)
        .set({ status, error, postedAt: sql`now()` })
        .where(and(eq(gameTableMoney.id, id), eq(gameTableMoney.status, 'pending')));
    },

    /**
     * Other accounts seated at the table now that share the IP address or the device id (the same-network
     * rule); bots and the player themself excluded.
     */
    async sameNetworkSeats(
      tableId: string,
      playerId: string,
      ip: string,
      deviceId: string | undefined,
    ): Promise<number> {
      const network = deviceId
        ? sql`(${gameTableSeats.ip} = ${ip} OR ${gameTableSeats.deviceId} = ${deviceId})`
        : sql`${gameTableSeats.ip} = ${ip}`;
      const rows = await db
        .select({ id: gameTableSeats.id })
        .from(gameTableSeats)
        .where(
          and(
            eq(gameTableSeats.tableId, tableId),
            sql`${gameTableSeats.leftAt} IS NULL`,
            sql`${gameTableSeats.playerId} IS NOT NULL`,
            ne(gameTableSeats.playerId, playerId),
            network,
          ),
        );
      return rows.length;
    },

    /**
     * Bets that nothing will ever consume (a crash between posting a bet and committing its move): posted
     * or pending, not refunded, no move of the log carries their ref, and of a hand that is over — or, a
     * top-up (a bet of a sitting at a table of stacks), of a sitting that cashed out or long enough ago that
     * its move would have committed.
     */
    async strayBets(limit: number): Promise<MoneyRow[]> {
      return db
        .select()
        .from(gameTableMoney)
        .where(
          and(
            eq(gameTableMoney.kind, 'collect'),
            ne(gameTableMoney.status, 'failed'),
            sql`${gameTableMoney.ref} ~ ':bet:[0-9]+$'`,
            sql`NOT EXISTS (SELECT 1 FROM game_table_money AS r WHERE r.ref = ${gameTableMoney.ref} || ':void')`,
            sql`((EXISTS (SELECT 1 FROM game_table_hands AS h WHERE h.id = ${gameTableMoney.handId}
                AND h.status IN ('settled', 'void'))
              AND NOT EXISTS (SELECT 1 FROM game_table_moves AS m WHERE m.hand_id = ${gameTableMoney.handId}
                AND m.body ->> 'bet_ref' = ${gameTableMoney.ref}))
            OR (EXISTS (SELECT 1 FROM game_table_money AS b
                WHERE b.ref = 'table:' || ${gameTableMoney.handId} || ':buy-in')
              AND (EXISTS (SELECT 1 FROM game_table_money AS c
                  WHERE c.ref = 'table:' || ${gameTableMoney.handId} || ':cash-out')
                OR ${gameTableMoney.createdAt} < ${new Date(Date.now() - SITTING_STRAY_MS)})
              AND NOT EXISTS (SELECT 1 FROM game_table_moves AS m WHERE m.table_id = ${gameTableMoney.tableId}
                AND m.body ->> 'bet_ref' = ${gameTableMoney.ref})))`,
          ),
        )
        .orderBy(asc(gameTableMoney.id))
        .limit(limit);
    },

    /**
     * Tables of stacks: the buy-in of a seat's (or a player's) current sitting at a table — the latest one
     * attached to a seat (table-stack-money.ts).
     */
    async currentBuyIn(
      tableId: string,
      who: { seat: number } | { playerId: string },
      tx: MoneyTx = db,
    ): Promise<MoneyRow | null> {
      const whose =
        'seat' in who ? eq(gameTableMoney.seat, who.seat) : eq(gameTableMoney.playerId, who.playerId);
      const [row] = await tx
        .select()
        .from(gameTableMoney)
        .where(
          and(
            eq(gameTableMoney.tableId, tableId),
            whose,
            gte(gameTableMoney.seat, 0),
            sql`${gameTableMoney.ref} LIKE '%:buy-in'`,
          ),
        )
        .orderBy(desc(gameTableMoney.id))
        .limit(1);
      return row ?? null;
    },

    /** A buy-in taken before the seat was given belongs to this table and seat now. */
    async attachBuyIn(ref: string, tableId: string, seat: number, tx: MoneyTx): Promise<void> {
      await tx.update(gameTableMoney).set({ tableId, seat }).where(eq(gameTableMoney.ref, ref));
    },

    async playerStatus(playerId: string): Promise<string | null> {
      const [row] = await db.select({ status: players.status }).from(players).where(eq(players.id, playerId));
      return row?.status ?? null;
    },
  };
}

export type TableMoneyRepository = ReturnType<typeof createTableMoneyRepository>;
