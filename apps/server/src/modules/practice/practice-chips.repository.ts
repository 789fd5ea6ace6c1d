import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { players, practiceChipMoves, practiceChips } from '../../db/schema';

// The only SQL of the practice chips. Every change locks the player's chips row first, then looks the
// transaction id up, so two deliveries of the same call are serialised and the second one replays.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ChipsResult =
  | { ok: true; balance: bigint; replayed: boolean }
  | { ok: false; reason: 'insufficient' | 'tombstoned' | 'conflict' | 'expired'; balance: bigint };

export interface ChipsPolicy {
  /** Hundredths of a chip a new player starts with, and what a refill tops up to. */
  start: bigint;
  /** A balance read below this refills to `start`. */
  floor: bigint;
}

export function createPracticeChipsRepository(db: Db, policy: ChipsPolicy) {
  async function locked(tx: Tx, playerId: string): Promise<bigint> {
    await tx.insert(practiceChips).values({ playerId, balance: policy.start }).onConflictDoNothing();
    const [row] = await tx
      .select({ balance: practiceChips.balance })
      .from(practiceChips)
      .where(eq(practiceChips.playerId, playerId))
      .for('update');
    return row!.balance;
  }

  async function moveOf(tx: Tx, ref: string) {
    const [row] = await tx.select().from(practiceChipMoves).where(eq(practiceChipMoves.ref, ref)).limit(1);
    return row ?? null;
  }

  async function record(
    tx: Tx,
    move: { playerId: string; ref: string; kind: 'debit' | 'credit' | 'rollback' | 'tombstone' | 'refill' },
    amount: bigint,
    balanceAfter: bigint,
  ) {
    await tx.insert(practiceChipMoves).values({ ...move, amount, balanceAfter });
    await tx
      .update(practiceChips)
      .set({ balance: balanceAfter, updatedAt: sql`now()` })
      .where(eq(practiceChips.playerId, move.playerId));
  }

  return {
    /** The chips, refilled to the start when below the floor. */
    async balance(playerId: string): Promise<{ balance: bigint; refilled: boolean }> {
      return db.transaction(async (tx) => {
        const balance = await locked(tx, playerId);
        if (balance >= policy.floor) return { balance, refilled: false };
        await record(
          tx,
          { playerId, ref: `refill-${randomUUID()}`, kind: 'refill' },
          policy.start - balance,
          policy.start,
        );
        return { balance: policy.start, refilled: true };
      });
    },

    /** A bet (debit) or a win (credit, 0 closes a lost bet) under the game's transaction id, once. */
    async move(input: {
      playerId: string;
      ref: string;
      kind: 'debit' | 'credit';
      amount: bigint;
      /** False after the launch token expired: only a replay of a bet already taken is answered. */
      acceptNew: boolean;
    }): Promise<ChipsResult> {
      return db.transaction(async (tx) => {
        const balance = await locked(tx, input.playerId);
        const existing = await moveOf(tx, input.ref);
        if (existing) {
          if (existing.kind === 'tombstone') return { ok: false, reason: 'tombstoned', balance };
          const same =
            existing.kind === input.kind &&
            existing.playerId === input.playerId &&
            existing.amount === input.amount;
          return same
            ? { ok: true, balance: existing.balanceAfter, replayed: true }
            : { ok: false, reason: 'conflict', balance };
        }
        if (!input.acceptNew) return { ok: false, reason: 'expired', balance };
        if (input.kind === 'debit' && balance < input.amount)
          return { ok: false, reason: 'insufficient', balance };
        const after = input.kind === 'debit' ? balance - input.amount : balance + input.amount;
        await record(tx, input, input.amount, after);
        return { ok: true, balance: after, replayed: false };
      });
    },

    /** Refunds a bet once; a bet never seen is reserved (tombstone) so that it is refused if it arrives. */
    async rollback(input: { playerId: string; ref: string; betRef: string }): Promise<ChipsResult> {
      return db.transaction(async (tx) => {
        const balance = await locked(tx, input.playerId);
        const own = await moveOf(tx, input.ref);
        if (own)
          return own.kind === 'rollback' && own.playerId === input.playerId
            ? { ok: true, balance: own.balanceAfter, replayed: true }
            : { ok: false, reason: 'conflict', balance };
        const bet = await moveOf(tx, input.betRef);
        const rollback = { playerId: input.playerId, ref: input.ref, kind: 'rollback' as const };
        if (!bet) {
          await record(tx, { playerId: input.playerId, ref: input.betRef, kind: 'tombstone' }, 0n, balance);
          await record(tx, rollback, 0n, balance);
          return { ok: true, balance, replayed: false };
        }
        if (bet.playerId !== input.playerId || (bet.kind !== 'debit' && bet.kind !== 'tombstone'))
          return { ok: false, reason: 'conflict', balance };
        const refund = bet.kind === 'debit' && !bet.reversedBy ? bet.amount : 0n;
        await record(tx, rollback, refund, balance + refund);
        if (refund > 0n)
          await tx
            .update(practiceChipMoves)
            .set({ reversedBy: input.ref })
            .where(eq(practiceChipMoves.id, bet.id));
        return { ok: true, balance: balance + refund, replayed: false };
      });
    },

    async playerStatus(playerId: string): Promise<string | null> {
      const [row] = await db
        .select({ status: players.status })
        .from(players)
        .where(eq(players.id, playerId))
        .limit(1);
      return row?.status ?? null;
    },
  };
}

export type PracticeChipsRepository = ReturnType<typeof createPracticeChipsRepository>;
