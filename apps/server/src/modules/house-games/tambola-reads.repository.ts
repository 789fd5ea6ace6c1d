import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { LaunchMode } from '@khelo/contracts/practice';
import type { Db } from '../../db/client';
import {
  houseBets,
  houseRounds,
  houseTambolaClaims,
  houseTambolaGames,
  houseTambolaPrizes,
  houseTambolaTickets,
} from '../../db/schema';

// The reads of Tambola games that change nothing: tickets, prizes, claims, client seeds, what a purchase won,
// the staff list. The steps that change a game are in tambola.repository.ts, which hands these out with its own.

type Executor = Pick<Db, 'select'>;

/**
 * The client seeds of a game's purchases that hold tickets (of one player, or all), in the order bought; one
 * per purchase, repeats kept (the combined seed counts every purchase).
 */
export async function purchaseSeeds(
  executor: Executor,
  roundId: number,
  playerId?: string,
): Promise<string[]> {
  const rows = await executor
    .select({ seed: houseBets.clientSeed })
    .from(houseBets)
    .where(
      and(
        eq(houseBets.roundId, roundId),
        playerId === undefined ? undefined : eq(houseBets.playerId, playerId),
        isNotNull(houseBets.clientSeed),
        inArray(
          houseBets.id,
          executor
            .select({ id: houseTambolaTickets.betId })
            .from(houseTambolaTickets)
            .where(eq(houseTambolaTickets.roundId, roundId)),
        ),
      ),
    )
    .orderBy(houseBets.createdAt);
  return rows.map((row) => row.seed!);
}

export function createTambolaReads(db: Db) {
  return {
    /** Every purchase's client seed of a game, sorted, to recompute its combined seed. */
    clientSeeds: async (roundId: number) => (await purchaseSeeds(db, roundId)).sort(),
    /** The client seeds of a player's purchases in a game, in the order bought. */
    playerClientSeeds: (roundId: number, playerId: string) => purchaseSeeds(db, roundId, playerId),
    prizes: (roundId: number) =>
      db.select().from(houseTambolaPrizes).where(eq(houseTambolaPrizes.roundId, roundId)),
    claims: (roundId: number) =>
      db.select().from(houseTambolaClaims).where(eq(houseTambolaClaims.roundId, roundId)),
    tickets: (roundId: number) =>
      db
        .select()
        .from(houseTambolaTickets)
        .where(eq(houseTambolaTickets.roundId, roundId))
        .orderBy(houseTambolaTickets.ticketIndex),
    playerTickets: (roundId: number, playerId: string) =>
      db
        .select()
        .from(houseTambolaTickets)
        .where(and(eq(houseTambolaTickets.roundId, roundId), eq(houseTambolaTickets.playerId, playerId)))
        .orderBy(houseTambolaTickets.ticketIndex),
    /** The prizes a purchase's tickets won (closed prizes only), for /game-history. */
    wonBy: (betId: string) =>
      db
        .select({
          prize: houseTambolaClaims.prize,
          ticketIndex: houseTambolaTickets.ticketIndex,
          paise: houseTambolaClaims.amountPaise,
        })
        .from(houseTambolaClaims)
        .innerJoin(houseTambolaTickets, eq(houseTambolaTickets.id, houseTambolaClaims.ticketId))
        .where(and(eq(houseTambolaTickets.betId, betId), isNotNull(houseTambolaClaims.amountPaise)))
        .orderBy(houseTambolaClaims.call),
    /** Staff: games newest first (of one mode or both), with their players and the prizes paid. */
    async staffList(mode: LaunchMode | null, limit: number, offset: number) {
      const where = mode ? eq(houseTambolaGames.mode, mode) : undefined;
      const [total] = await db.select({ total: count() }).from(houseTambolaGames).where(where);
      const rows = await db
        .select({
          round: houseRounds,
          game: houseTambolaGames,
          players: sql<number>`(select count(distinct ${houseTambolaTickets.playerId})::int from ${houseTambolaTickets} where ${houseTambolaTickets.roundId} = ${houseTambolaGames.roundId})`,
          paidPaise: sql<string>`(select coalesce(sum(${houseTambolaClaims.amountPaise}), 0) from ${houseTambolaClaims} where ${houseTambolaClaims.roundId} = ${houseTambolaGames.roundId})`,
        })
        .from(houseTambolaGames)
        .innerJoin(houseRounds, eq(houseRounds.id, houseTambolaGames.roundId))
        .where(where)
        .orderBy(desc(houseRounds.id))
        .limit(limit)
        .offset(offset);
      return { total: total?.total ?? 0, rows };
    },
    /** What the bets of a game won: the sum of their tickets' shares. */
    async payouts(roundId: number): Promise<Map<string, number>> {
      const rows = await db
        .select({
          betId: houseTambolaTickets.betId,
          paise: sql<string>`coalesce(sum(${houseTambolaClaims.amountPaise}), 0)`,
        })
        .from(houseTambolaClaims)
        .innerJoin(houseTambolaTickets, eq(houseTambolaTickets.id, houseTambolaClaims.ticketId))
        .where(eq(houseTambolaClaims.roundId, roundId))
        .groupBy(houseTambolaTickets.betId);
      return new Map(rows.map((row) => [row.betId, Number(row.paise)]));
    },
  };
}
