import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { operators, players, type OtpChannel, type PlayerStatus, type SignupDetails } from '../../db/schema';

export interface OperatorRow {
  id: number;
  code: string;
}

export interface PlayerRow {
  id: string;
  operatorId: number;
  mobileNumber: string | null;
  email: string | null;
  displayName: string;
  status: PlayerStatus;
}

const playerColumns = {
  id: players.id,
  operatorId: players.operatorId,
  mobileNumber: players.mobileNumber,
  email: players.email,
  displayName: players.displayName,
  status: players.status,
};

export interface NewPlayer {
  operatorId: number;
  channel: OtpChannel;
  destination: string;
  displayName: string;
  signup: SignupDetails | null;
  verifiedAt: Date;
}

export function createPlayersRepository(db: Db) {
  function destinationColumn(channel: OtpChannel) {
    return channel === 'mobile' ? players.mobileNumber : players.email;
  }

  async function findByDestination(
    operatorId: number,
    channel: OtpChannel,
    destination: string,
  ): Promise<PlayerRow | null> {
    const [row] = await db
      .select(playerColumns)
      .from(players)
      .where(and(eq(players.operatorId, operatorId), eq(destinationColumn(channel), destination)))
      .limit(1);
    return row ?? null;
  }

  return {
    async findOperator(id: number): Promise<OperatorRow | null> {
      const [row] = await db
        .select({ id: operators.id, code: operators.code })
        .from(operators)
        .where(eq(operators.id, id))
        .limit(1);
      return row ?? null;
    },

    findByDestination,

    /** Creates the player on the first verified code; a concurrent first login gets the row the other made. */
    async findOrCreate(player: NewPlayer): Promise<{ player: PlayerRow; created: boolean }> {
      const existing = await findByDestination(player.operatorId, player.channel, player.destination);
      if (existing) return { player: existing, created: false };
      const mobile = player.channel === 'mobile';
      const [inserted] = await db
        .insert(players)
        .values({
          operatorId: player.operatorId,
          mobileNumber: mobile ? player.destination : null,
          email: mobile ? null : player.destination,
          displayName: player.displayName,
          affiliateId: player.signup?.affiliateId ?? null,
          referralCode: player.signup?.referralCode ?? null,
          promoCode: player.signup?.promoCode ?? null,
          deviceId: player.signup?.deviceId ?? null,
          mobileVerifiedAt: mobile ? player.verifiedAt : null,
          emailVerifiedAt: mobile ? null : player.verifiedAt,
          createdAt: player.verifiedAt,
        })
        .onConflictDoNothing()
        .returning(playerColumns);
      if (inserted) return { player: inserted, created: true };
      const raced = await findByDestination(player.operatorId, player.channel, player.destination);
      if (!raced) throw new Error('player insert conflicted but no player was found');
      return { player: raced, created: false };
    },

    /**
     * A player without a mobile number (signed up by e-mail) adds a verified one; 'taken' when another
     * account of the operator has it, 'has-other' when the player already has a different number.
     */
    async addMobile(
      id: string,
      operatorId: number,
      mobile: string,
      at: Date,
    ): Promise<PlayerRow | 'taken' | 'has-other'> {
      try {
        const [row] = await db
          .update(players)
          .set({ mobileNumber: mobile, mobileVerifiedAt: at })
          .where(and(eq(players.id, id), eq(players.operatorId, operatorId), isNull(players.mobileNumber)))
          .returning(playerColumns);
        return row ?? 'has-other';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** The verification page confirmed the player's mobile number again. */
    async markMobileVerified(id: string, at: Date): Promise<void> {
      await db.update(players).set({ mobileVerifiedAt: at }).where(eq(players.id, id));
    },

    /** Also makes an inactive account (12 months without login) active again (docs/compliance.md). */
    async recordLogin(id: string, channel: OtpChannel, at: Date): Promise<void> {
      const status = sql<PlayerStatus>`case when ${players.status} = 'inactive' then 'active' else ${players.status} end`;
      await db
        .update(players)
        .set(
          channel === 'mobile'
            ? { lastLoginAt: at, mobileVerifiedAt: at, status }
            : { lastLoginAt: at, emailVerifiedAt: at, status },
        )
        .where(eq(players.id, id));
    },
  };
}

export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
