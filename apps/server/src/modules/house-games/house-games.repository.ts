import { and, count, desc, eq, getTableColumns, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { houseBets, houseRounds, type HouseBetStatus } from '../../db/schema';
import { uuidIn } from '../../db/uuid-in';
import { createHouseRoundsRepository, type RoundRow } from './house-rounds.repository';

// The house games' SQL: the bets here, the chains and rounds in house-rounds.repository.ts, one repository
// to the services. State changes of a bet are conditional updates (WHERE status = …), so a cash-out and the
// settlement of the same bet can race and exactly one wins.

export type { ChainRow, NewRound, RoundRow } from './house-rounds.repository';
export type BetRow = typeof houseBets.$inferSelect;

/** `house_bets.id` in a batch's ids, as one parameter (db/uuid-in.ts). */
const betIdIn = (ids: string[]) => uuidIn(houseBets.id, ids);
export type NewBet = typeof houseBets.$inferInsert;

export function createHouseGamesRepository(db: Db) {
  const betsOfRound = (roundId: number) =>
    and(eq(houseBets.roundId, roundId), ne(houseBets.status, 'rejected'));

  /** How many bets a round has (those the wallet refused aside). */
  async function betCount(roundId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(houseBets).where(betsOfRound(roundId));
    return row?.n ?? 0;
  }

  return {
    ...createHouseRoundsRepository(db),

    /** Inserts a bet in `placing`; null when the crash slot is already used in the round. */
    async insertBet(bet: NewBet): Promise<BetRow | null> {
      const [row] = await db.insert(houseBets).values(bet).onConflictDoNothing().returning();
      return row ?? null;
    },

    /**
     * Inserts many bets in `placing` in one statement (a group commit's batch); answers the rows it inserted,
     * so a bet whose crash slot was taken (by an earlier call or one of the batch) is missing. Only the id
     * and time of each row are read back — reading every column cost more than the statement on a burst
     * (docs/performance.md) — and the rest is what the caller gave with the defaults written here.
     */
    async insertBets(bets: (NewBet & { id: string })[]): Promise<BetRow[]> {
      if (bets.length === 0) return [];
      const written = bets.map((bet): Omit<BetRow, 'createdAt'> => ({
        id: bet.id,
        roundId: bet.roundId,
        gameCode: bet.gameCode,
        playerId: bet.playerId,
        operatorId: bet.operatorId,
        launchToken: bet.launchToken,
        mode: bet.mode ?? 'real',
        slot: bet.slot ?? 0,
        selection: bet.selection,
        stakePaise: bet.stakePaise,
        autoCashout: bet.autoCashout ?? null,
        clientSeed: bet.clientSeed ?? null,
        cashoutMultiplier: null,
        payoutPaise: null,
        status: 'placing',
        walletSettled: false,
        settledAt: null,
      }));
      // The rows as one JSON parameter (the recordset takes the fields it names), every column in its order.
      const inserted = await db
        .insert(houseBets)
        .select(
          sql`select b."id", b."roundId", b."gameCode", b."playerId", b."operatorId", b."launchToken", b."mode",
            b."slot", b."selection", b."stakePaise", b."autoCashout", b."clientSeed", null, null, 'placing', false,
            now(), null
          from jsonb_to_recordset(${JSON.stringify(written)}::jsonb) as b("id" uuid, "roundId" bigint,
            "gameCode" text, "playerId" uuid, "operatorId" integer, "launchToken" text, "mode" text,
            "slot" integer, "selection" text, "stakePaise" bigint, "autoCashout" integer, "clientSeed" text)`,
        )
        .onConflictDoNothing()
        .returning({ id: houseBets.id, createdAt: houseBets.createdAt });
      const createdAt = new Map(inserted.map((row) => [row.id, row.createdAt]));
      return written.flatMap((bet) => {
        const at = createdAt.get(bet.id);
        return at ? [{ ...bet, createdAt: at }] : [];
      });
    },

    async bet(id: string): Promise<BetRow | null> {
      const [row] = await db.select().from(houseBets).where(eq(houseBets.id, id));
      return row ?? null;
    },

    async roundBets(roundId: number): Promise<BetRow[]> {
      return db
        .select()
        .from(houseBets)
        .where(and(eq(houseBets.roundId, roundId), ne(houseBets.status, 'rejected')))
        .orderBy(houseBets.createdAt);
    },

    /**
     * What a room shows of a round: its `limit` largest stakes (the earlier first on a tie) and the viewer's
     * own bets, in the order placed; and how many bets the round has in all.
     */
    async shownBets(
      roundId: number,
      viewerId: string | null,
      limit: number,
    ): Promise<{ bets: BetRow[]; count: number }> {
      const ofRound = betsOfRound(roundId);
      const largest = db
        .select({ id: houseBets.id })
        .from(houseBets)
        .where(ofRound)
        .orderBy(desc(houseBets.stakePaise), houseBets.createdAt, houseBets.id)
        .limit(limit);
      const [bets, total] = await Promise.all([
        db
          .select()
          .from(houseBets)
          .where(
            and(
              ofRound,
              viewerId
                ? or(inArray(houseBets.id, largest), eq(houseBets.playerId, viewerId))
                : inArray(houseBets.id, largest),
            ),
          )
          .orderBy(houseBets.createdAt),
        betCount(roundId),
      ]);
      return { bets, count: total };
    },

    betCount,

    /** Moves a bet from one status to another; returns the row when this call made the change. */
    async transition(
      id: string,
      from: HouseBetStatus[],
      to: HouseBetStatus,
      fields: Partial<Pick<BetRow, 'cashoutMultiplier' | 'payoutPaise'>> = {},
    ): Promise<BetRow | null> {
      const [row] = await db
        .update(houseBets)
        .set({
          status: to,
          ...fields,
          ...(to === 'open' || to === 'placing' ? {} : { settledAt: new Date() }),
        })
        .where(and(eq(houseBets.id, id), inArray(houseBets.status, from)))
        .returning();
      return row ?? null;
    },

    /**
     * Opens a bet whose debit went through, only while its round is still open. The round row is read
     * FOR SHARE, so this and the settlement's closing of the round (an UPDATE of that row) are ordered: a bet
     * opened first is seen open by the settlement; after the close no bet opens (null).
     */
    async openBet(id: string): Promise<BetRow | null> {
      const [row] = await db
        .update(houseBets)
        .set({ status: 'open' })
        .where(
          and(
            eq(houseBets.id, id),
            eq(houseBets.status, 'placing'),
            sql`exists (select 1 from ${houseRounds} where ${houseRounds.id} = ${houseBets.roundId} and ${houseRounds.state} in ('betting', 'running') for share)`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** openBet for many bets in one statement; answers the ids of the ones it opened. */
    async openBets(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      return db
        .update(houseBets)
        .set({ status: 'open' })
        .where(
          and(
            betIdIn(ids),
            eq(houseBets.status, 'placing'),
            sql`exists (select 1 from ${houseRounds} where ${houseRounds.id} = ${houseBets.roundId} and ${houseRounds.state} in ('betting', 'running') for share)`,
          ),
        )
        .returning({ id: houseBets.id })
        .then((rows) => rows.map((row) => row.id));
    },

    /** Bets whose debit the wallet refused: closed as rejected, nothing left to send. */
    async rejectBets(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(houseBets)
        .set({ status: 'rejected', walletSettled: true, settledAt: new Date() })
        .where(and(betIdIn(ids), eq(houseBets.status, 'placing')));
    },

    /** Bets still `placing` or `open` in rounds already settled or void: what a settlement left behind. */
    async strandedBets(gameCode: string): Promise<{ bet: BetRow; round: RoundRow }[]> {
      return db
        .select({ bet: houseBets, round: houseRounds })
        .from(houseBets)
        .innerJoin(houseRounds, eq(houseRounds.id, houseBets.roundId))
        .where(
          and(
            eq(houseBets.gameCode, gameCode),
            eq(houseBets.walletSettled, false),
            inArray(houseBets.status, ['placing', 'open']),
            inArray(houseRounds.state, ['settled', 'void']),
          ),
        );
    },

    /**
     * Closes many open bets as lost in one statement (a round's settlement); answers the rows this call
     * changed, so a bet a cash-out won meanwhile is left alone.
     */
    async loseMany(ids: string[]): Promise<BetRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(houseBets)
        .set({ status: 'lost', payoutPaise: 0, cashoutMultiplier: null, settledAt: new Date() })
        .where(and(betIdIn(ids), eq(houseBets.status, 'open')))
        .returning();
    },

    async markWalletSettled(id: string): Promise<void> {
      await db.update(houseBets).set({ walletSettled: true }).where(eq(houseBets.id, id));
    },

    async markWalletSettledMany(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.update(houseBets).set({ walletSettled: true }).where(betIdIn(ids));
    },

    /**
     * Bets whose money is not final yet: a debit in flight, or a win, loss or refund not yet confirmed.
     * With `closedBefore`, only bets closed before it (a running settlement's own calls are left to it).
     */
    async unsettledBets(gameCode: string, closedBefore?: Date): Promise<BetRow[]> {
      const closed = inArray(houseBets.status, ['won', 'lost', 'refunded']);
      return db
        .select()
        .from(houseBets)
        .where(
          and(
            eq(houseBets.gameCode, gameCode),
            eq(houseBets.walletSettled, false),
            or(
              // A debit in flight in a live round is its group's to finish; only a finished round's is left
              // behind. Read here, not per bet: a pass that ran during a burst of bets read every bet's round.
              and(
                eq(houseBets.status, 'placing'),
                sql`exists (select 1 from ${houseRounds} where ${houseRounds.id} = ${houseBets.roundId} and ${houseRounds.state} in ('settled', 'void'))`,
              ),
              closedBefore ? and(closed, lt(houseBets.settledAt, closedBefore)) : closed,
            ),
          ),
        );
    },

    async historyCount(playerId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(houseBets)
        .where(and(eq(houseBets.playerId, playerId), ne(houseBets.status, 'rejected')));
      return row?.total ?? 0;
    },

    async historyPage(playerId: string, offset: number, limit: number) {
      return db
        .select({ bet: houseBets, round: houseRounds })
        .from(houseBets)
        .innerJoin(houseRounds, eq(houseRounds.id, houseBets.roundId))
        .where(and(eq(houseBets.playerId, playerId), ne(houseBets.status, 'rejected')))
        .orderBy(desc(houseBets.createdAt), desc(houseBets.id))
        .limit(limit)
        .offset(offset);
    },

    async bets(ids: string[]): Promise<BetRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(houseBets).where(betIdIn(ids));
    },

    /**
     * Cash-outs of many open bets in one statement (ADR 041), each at its own multiplier and payout (the
     * rows arrive as one JSON parameter); answers the rows this call moved to won, so a bet the settlement
     * or another cash-out closed first is missing.
     */
    async cashOutMany(wins: { id: string; multiplier: number; payout: number }[]): Promise<BetRow[]> {
      if (wins.length === 0) return [];
      const rows = sql`jsonb_to_recordset(${JSON.stringify(wins)}::jsonb) as w(id uuid, multiplier integer, payout bigint)`;
      return db
        .update(houseBets)
        .set({
          status: 'won',
          cashoutMultiplier: sql`w.multiplier`,
          payoutPaise: sql`w.payout`,
          settledAt: new Date(),
        })
        .from(rows)
        .where(and(sql`${houseBets.id} = w.id`, eq(houseBets.status, 'open')))
        .returning(getTableColumns(houseBets));
    },

    /** Auto cash-outs the flight has reached and that are still open. */
    async autoCashoutsDue(roundId: number, multiplier: number): Promise<BetRow[]> {
      return db
        .select()
        .from(houseBets)
        .where(
          and(
            eq(houseBets.roundId, roundId),
            eq(houseBets.status, 'open'),
            lte(houseBets.autoCashout, multiplier),
            isNull(houseBets.cashoutMultiplier),
          ),
        );
    },
  };
}

export type HouseGamesRepository = ReturnType<typeof createHouseGamesRepository>;
