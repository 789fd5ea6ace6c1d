import { and, eq, sql } from 'drizzle-orm';
import type { IndianState } from '@khelo/contracts/profile';
import type { Db } from '../../db/client';
import { ledgerTransactions, playerProfiles, players } from '../../db/schema';

// The profile's SQL: the nickname is players.display_name, the rest player_profiles (one row per player,
// created on the first change). Points read the ledger (docs/decisions/011), never write it.

export interface ProfileRow {
  playerId: string;
  operatorId: number;
  displayName: string;
  email: string | null;
  mobileNumber: string | null;
  avatarId: number | null;
  pictureName: string | null;
  birthday: string | null;
  phone: string | null;
  city: string | null;
  state: IndianState | null;
}

export interface PersonalDetailsRow {
  birthday: string;
  /** null: not given (optional), which clears a saved value. */
  phone: string | null;
  city: string | null;
  state: IndianState;
}

export interface PointTotals {
  /** Paise: game debits less the debits rolled back. */
  wagered: bigint;
  /** Paise: completed deposits. */
  deposited: bigint;
}

export function createProfileRepository(db: Db) {
  async function upsert(playerId: string, values: Partial<typeof playerProfiles.$inferInsert>, at: Date) {
    await db
      .insert(playerProfiles)
      .values({ playerId, ...values, updatedAt: at })
      .onConflictDoUpdate({ target: playerProfiles.playerId, set: { ...values, updatedAt: at } });
  }

  return {
    async find(playerId: string): Promise<ProfileRow | null> {
      const [row] = await db
        .select({
          playerId: players.id,
          operatorId: players.operatorId,
          displayName: players.displayName,
          email: players.email,
          mobileNumber: players.mobileNumber,
          avatarId: playerProfiles.avatarId,
          pictureName: playerProfiles.pictureName,
          birthday: playerProfiles.birthday,
          phone: playerProfiles.phone,
          city: playerProfiles.city,
          state: playerProfiles.state,
        })
        .from(players)
        .leftJoin(playerProfiles, eq(playerProfiles.playerId, players.id))
        .where(eq(players.id, playerId))
        .limit(1);
      return row ?? null;
    },

    async setNickname(playerId: string, nickname: string): Promise<void> {
      await db.update(players).set({ displayName: nickname }).where(eq(players.id, playerId));
    },

    async setAvatar(playerId: string, avatarId: number, at: Date): Promise<void> {
      await upsert(playerId, { avatarId }, at);
    },

    /** Points the profile at a new picture (and shows it); answers the previous picture's file name. */
    async setPicture(playerId: string, pictureName: string, at: Date): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .select({ pictureName: playerProfiles.pictureName })
          .from(playerProfiles)
          .where(eq(playerProfiles.playerId, playerId))
          .for('update');
        const values = { pictureName, avatarId: 0 };
        await tx
          .insert(playerProfiles)
          .values({ playerId, ...values, updatedAt: at })
          .onConflictDoUpdate({ target: playerProfiles.playerId, set: { ...values, updatedAt: at } });
        return previous?.pictureName ?? null;
      });
    },

    async setPersonalDetails(playerId: string, details: PersonalDetailsRow, at: Date): Promise<void> {
      await upsert(playerId, details, at);
    },

    async pointTotals(playerId: string): Promise<PointTotals> {
      const sumOf = (type: 'game_debit' | 'rollback' | 'deposit') =>
        sql<string>`coalesce(sum(${ledgerTransactions.amount}) filter (where ${ledgerTransactions.type} = ${type}), 0)`;
      const [row] = await db
        .select({ debits: sumOf('game_debit'), rollbacks: sumOf('rollback'), deposits: sumOf('deposit') })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.playerId, playerId),
            eq(ledgerTransactions.status, 'completed'),
            eq(ledgerTransactions.tombstone, false),
          ),
        );
      const debits = BigInt(row?.debits ?? 0);
      const rollbacks = BigInt(row?.rollbacks ?? 0);
      return {
        wagered: debits > rollbacks ? debits - rollbacks : 0n,
        deposited: BigInt(row?.deposits ?? 0),
      };
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
