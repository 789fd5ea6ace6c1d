import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { LaunchMode } from '@khelo/contracts/practice';
import type { TambolaPrize } from '@khelo/contracts/house-tambola';
import type { Db } from '../../db/client';
import {
  houseBets,
  houseRounds,
  houseTambolaClaims,
  houseTambolaGames,
  houseTambolaPrizes,
  houseTambolaTickets,
} from '../../db/schema';
import type { BetRow, RoundRow } from './house-games.repository';
import { createTambolaReads, purchaseSeeds } from './tambola-reads.repository';

// The SQL of Tambola games. Every step that depends on the game's progress runs in one transaction on the
// game row: a purchase and the close of sales (the round row), a claim and the next call (the game row), so a
// ticket is either in the game or refunded, and a claim belongs to exactly one call.

export type TambolaGameRow = typeof houseTambolaGames.$inferSelect;
export type TicketRow = typeof houseTambolaTickets.$inferSelect;
export type PrizeRow = typeof houseTambolaPrizes.$inferSelect;
export type ClaimRow = typeof houseTambolaClaims.$inferSelect;
export type Grid = (number | null)[][];

export type PurchaseResult =
  { ok: true; tickets: TicketRow[]; bet: BetRow } | { ok: false; reason: 'closed' | 'too-many' };

export interface CallStep {
  /** Prizes closed by this step (won at the call before), with their claims and shares. */
  closed: { prize: TambolaPrize; call: number; claims: ClaimRow[] }[];
  /** Set when a number was called. */
  called: { number: number; call: number; autoClaims: ClaimRow[] } | null;
  done: boolean;
}

export function createTambolaRepository(db: Db) {
  /** The newest game of a mode that meets `condition`, with its round. */
  async function newestGame(
    mode: LaunchMode,
    condition: SQL | undefined,
  ): Promise<{ round: RoundRow; game: TambolaGameRow } | null> {
    const [row] = await db
      .select({ round: houseRounds, game: houseTambolaGames })
      .from(houseTambolaGames)
      .innerJoin(houseRounds, eq(houseRounds.id, houseTambolaGames.roundId))
      .where(and(eq(houseTambolaGames.mode, mode), condition))
      .orderBy(desc(houseRounds.id))
      .limit(1);
    return row ?? null;
  }

  return {
    async createGame(game: typeof houseTambolaGames.$inferInsert): Promise<void> {
      await db.insert(houseTambolaGames).values(game).onConflictDoNothing();
    },

    async game(roundId: number): Promise<TambolaGameRow | null> {
      const [row] = await db.select().from(houseTambolaGames).where(eq(houseTambolaGames.roundId, roundId));
      return row ?? null;
    },

    /** The newest game of a mode, open ones first (null: none yet). */
    latest(mode: LaunchMode, openOnly: boolean): Promise<{ round: RoundRow; game: TambolaGameRow } | null> {
      return newestGame(mode, openOnly ? inArray(houseRounds.state, ['betting', 'running']) : undefined);
    },

    /** The game of round `roundId` in `mode` (another mode's game is not this room's). */
    byRound(mode: LaunchMode, roundId: number): Promise<{ round: RoundRow; game: TambolaGameRow } | null> {
      return newestGame(mode, eq(houseTambolaGames.roundId, roundId));
    },

    /**
     * Deals `count` tickets to a purchase whose debit went through and opens it, only while sales are open:
     * the round row is read FOR SHARE (the close of sales updates it), the game row FOR UPDATE (the ticket
     * indexes are taken in order). At most `max` tickets per player and game.
     */
    async openPurchase(input: {
      bet: BetRow;
      count: number;
      max: number;
      autoClaim: boolean;
      deal: (indexes: number[]) => Grid[];
    }): Promise<PurchaseResult> {
      const { bet, count } = input;
      return db.transaction(async (tx) => {
        const [round] = await tx
          .select()
          .from(houseRounds)
          .where(eq(houseRounds.id, bet.roundId))
          .for('share');
        if (!round || round.state !== 'betting') return { ok: false, reason: 'closed' } as const;
        const [game] = await tx
          .select()
          .from(houseTambolaGames)
          .where(eq(houseTambolaGames.roundId, bet.roundId))
          .for('update');
        if (!game) return { ok: false, reason: 'closed' } as const;
        const [held] = await tx
          .select({ total: sql<number>`count(*)::int` })
          .from(houseTambolaTickets)
          .where(
            and(eq(houseTambolaTickets.roundId, bet.roundId), eq(houseTambolaTickets.playerId, bet.playerId)),
          );
        if ((held?.total ?? 0) + count > input.max) return { ok: false, reason: 'too-many' } as const;
        const indexes = Array.from({ length: count }, (_, offset) => game.ticketsSold + offset);
        const grids = input.deal(indexes);
        await tx
          .update(houseTambolaGames)
          .set({ ticketsSold: game.ticketsSold + count })
          .where(eq(houseTambolaGames.roundId, bet.roundId));
        const tickets = await tx
          .insert(houseTambolaTickets)
          .values(
            indexes.map((ticketIndex, offset) => ({
              roundId: bet.roundId,
              betId: bet.id,
              playerId: bet.playerId,
              ticketIndex,
              numbers: grids[offset]!,
              autoClaim: input.autoClaim,
            })),
          )
          .returning();
        const [opened] = await tx
          .update(houseBets)
          .set({ status: 'open', selection: `tickets:${indexes.join(',')}` })
          .where(and(eq(houseBets.id, bet.id), eq(houseBets.status, 'placing')))
          .returning();
        if (!opened) throw new Error(`tambola purchase ${bet.id} left placing`);
        return { ok: true, tickets, bet: opened } as const;
      });
    },

    /**
     * Closes sales (betting → running), fixes the prize table and the combined client seed of the purchases
     * (`combine`, ADR 036) in one transaction: a purchase either holds tickets before the round row changes
     * (and its seed counts) or is refused. Null when another call did it.
     */
    async startGame(
      roundId: number,
      amounts: (sold: number) => Record<TambolaPrize, number>,
      firstCallAt: Date,
      combine: (seeds: string[]) => string,
    ) {
      return db.transaction(async (tx) => {
        const [started] = await tx
          .update(houseRounds)
          .set({ state: 'running', startsAt: firstCallAt })
          .where(and(eq(houseRounds.id, roundId), eq(houseRounds.state, 'betting')))
          .returning({ id: houseRounds.id });
        if (!started) return null;
        const combinedClientSeed = combine(await purchaseSeeds(tx, roundId));
        const [game] = await tx
          .update(houseTambolaGames)
          .set({ nextCallAt: firstCallAt, combinedClientSeed })
          .where(eq(houseTambolaGames.roundId, roundId))
          .returning();
        const table = amounts(game!.ticketsSold);
        await tx
          .insert(houseTambolaPrizes)
          .values(Object.entries(table).map(([prize, amountPaise]) => ({ roundId, prize, amountPaise })));
        return game!;
      });
    },

    /**
     * One step of the caller: closes the prizes claimed at the current call (each claim's share: the
     * prize ÷ claims, rounded down to the paisa), then — unless full house is won or all 90 are out — calls
     * the next number and enters the auto-claims it completes. `completes(ticket, prize, calls)` is the rule.
     */
    async step(input: {
      roundId: number;
      order: number[];
      nextCallAt: Date;
      completes: (grid: Grid, prize: TambolaPrize, calls: number) => boolean;
    }): Promise<CallStep> {
      return db.transaction(async (tx) => {
        const [game] = await tx
          .select()
          .from(houseTambolaGames)
          .where(eq(houseTambolaGames.roundId, input.roundId))
          .for('update');
        if (!game) return { closed: [], called: null, done: true };
        const k = game.callsMade;
        const open = await tx
          .select()
          .from(houseTambolaPrizes)
          .where(and(eq(houseTambolaPrizes.roundId, input.roundId), isNull(houseTambolaPrizes.wonAtCall)));
        const closed: CallStep['closed'] = [];
        for (const prize of open) {
          const claims = await tx
            .select()
            .from(houseTambolaClaims)
            .where(
              and(
                eq(houseTambolaClaims.roundId, input.roundId),
                eq(houseTambolaClaims.prize, prize.prize),
                eq(houseTambolaClaims.call, k),
              ),
            );
          if (claims.length === 0) continue;
          const share = Math.floor(prize.amountPaise / claims.length);
          await tx
            .update(houseTambolaPrizes)
            .set({ wonAtCall: k })
            .where(
              and(eq(houseTambolaPrizes.roundId, input.roundId), eq(houseTambolaPrizes.prize, prize.prize)),
            );
          const paid = await tx
            .update(houseTambolaClaims)
            .set({ amountPaise: share })
            .where(
              and(
                eq(houseTambolaClaims.roundId, input.roundId),
                eq(houseTambolaClaims.prize, prize.prize),
                eq(houseTambolaClaims.call, k),
              ),
            )
            .returning();
          closed.push({ prize: prize.prize as TambolaPrize, call: k, claims: paid });
        }
        const stillOpen = open.filter((prize) => !closed.some((done) => done.prize === prize.prize));
        if (!stillOpen.some((prize) => prize.prize === 'full-house') || k >= input.order.length)
          return { closed, called: null, done: true };
        const call = k + 1;
        await tx
          .update(houseTambolaGames)
          .set({ callsMade: call, nextCallAt: input.nextCallAt })
          .where(eq(houseTambolaGames.roundId, input.roundId));
        const auto = await tx
          .select()
          .from(houseTambolaTickets)
          .where(
            and(eq(houseTambolaTickets.roundId, input.roundId), eq(houseTambolaTickets.autoClaim, true)),
          );
        const claims = auto.flatMap((ticket) =>
          stillOpen
            .filter((prize) => input.completes(ticket.numbers, prize.prize as TambolaPrize, call))
            .map((prize) => ({
              roundId: input.roundId,
              prize: prize.prize,
              ticketId: ticket.id,
              call,
              auto: true,
            })),
        );
        const autoClaims =
          claims.length > 0
            ? await tx.insert(houseTambolaClaims).values(claims).onConflictDoNothing().returning()
            : [];
        return { closed, called: { number: input.order[k]!, call, autoClaims }, done: false };
      });
    },

    /**
     * A player's claim at the current call: the game row FOR SHARE orders it against the next call. `check`
     * judges the ticket with the calls made so far; answers the claim or why it is refused.
     */
    async claim(input: {
      roundId: number;
      ticketId: number;
      playerId: string;
      prize: TambolaPrize;
      check: (grid: Grid, calls: number) => boolean;
    }): Promise<
      | { ok: true; claim: ClaimRow }
      | { ok: false; reason: 'not-found' | 'not-playing' | 'gone' | 'not-completed' }
    > {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ round: houseRounds, game: houseTambolaGames })
          .from(houseTambolaGames)
          .innerJoin(houseRounds, eq(houseRounds.id, houseTambolaGames.roundId))
          .where(eq(houseTambolaGames.roundId, input.roundId))
          .for('share');
        const [ticket] = await tx
          .select()
          .from(houseTambolaTickets)
          .where(
            and(eq(houseTambolaTickets.id, input.ticketId), eq(houseTambolaTickets.roundId, input.roundId)),
          );
        if (!row || !ticket || ticket.playerId !== input.playerId)
          return { ok: false, reason: 'not-found' } as const;
        const k = row.game.callsMade;
        if (row.round.state !== 'running' || k === 0) return { ok: false, reason: 'not-playing' } as const;
        const [prize] = await tx
          .select()
          .from(houseTambolaPrizes)
          .where(
            and(eq(houseTambolaPrizes.roundId, input.roundId), eq(houseTambolaPrizes.prize, input.prize)),
          );
        if (!prize || prize.wonAtCall !== null) return { ok: false, reason: 'gone' } as const;
        if (!input.check(ticket.numbers, k)) return { ok: false, reason: 'not-completed' } as const;
        await tx
          .insert(houseTambolaClaims)
          .values({ roundId: input.roundId, prize: input.prize, ticketId: ticket.id, call: k })
          .onConflictDoNothing();
        const [claim] = await tx
          .select()
          .from(houseTambolaClaims)
          .where(
            and(
              eq(houseTambolaClaims.roundId, input.roundId),
              eq(houseTambolaClaims.prize, input.prize),
              eq(houseTambolaClaims.ticketId, ticket.id),
            ),
          );
        return { ok: true, claim: claim! } as const;
      });
    },

    async setAutoClaim(roundId: number, playerId: string, autoClaim: boolean): Promise<number> {
      const rows = await db
        .update(houseTambolaTickets)
        .set({ autoClaim })
        .where(and(eq(houseTambolaTickets.roundId, roundId), eq(houseTambolaTickets.playerId, playerId)))
        .returning({ id: houseTambolaTickets.id });
      return rows.length;
    },

    /** Ends a game that was called to the end: the round is settled with the number of calls as its result. */
    async finish(roundId: number, calls: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(houseRounds)
        .set({ state: 'settled', outcome: calls, endsAt: at, settledAt: at })
        .where(and(eq(houseRounds.id, roundId), inArray(houseRounds.state, ['betting', 'running'])))
        .returning({ id: houseRounds.id });
      return rows.length > 0;
    },

    ...createTambolaReads(db),
  };
}

export type TambolaRepository = ReturnType<typeof createTambolaRepository>;
