import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kycDocuments, maintenanceFees, playerProfiles, players, type PlayerStatus } from '../../db/schema';
import { uuidIn } from '../../db/uuid-in';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// What the cash-play rules read about a player (status, mobile, profile, verified KYC names), the staff
// status change, and the housekeeping job's queries.

export interface PlayerFacts {
  id: string;
  operatorId: number;
  status: PlayerStatus;
  mobileNumber: string | null;
  mobileVerifiedAt: Date | null;
  /** YYYY-MM-DD or null. */
  birthday: string | null;
  state: string | null;
}

export interface NewMaintenanceFee {
  playerId: string;
  operatorId: number;
  month: string;
  feePaise: bigint;
  chargedPaise: bigint;
  shortfallPaise: bigint;
  transactionId: string | null;
  chargedAt: Date;
}

const FACT_COLUMNS = {
  id: players.id,
  operatorId: players.operatorId,
  status: players.status,
  mobileNumber: players.mobileNumber,
  mobileVerifiedAt: players.mobileVerifiedAt,
  birthday: playerProfiles.birthday,
  state: playerProfiles.state,
};

export function createComplianceRepository(db: Db) {
  return {
    async playerFacts(playerId: string): Promise<PlayerFacts | null> {
      const [row] = await db
        .select(FACT_COLUMNS)
        .from(players)
        .leftJoin(playerProfiles, eq(playerProfiles.playerId, players.id))
        .where(eq(players.id, playerId))
        .limit(1);
      return row ?? null;
    },

    /** playerFacts of many players in one read, by player id. */
    async playerFactsMany(playerIds: string[]): Promise<Map<string, PlayerFacts>> {
      if (playerIds.length === 0) return new Map();
      const rows = await db
        .select(FACT_COLUMNS)
        .from(players)
        .leftJoin(playerProfiles, eq(playerProfiles.playerId, players.id))
        .where(uuidIn(players.id, playerIds));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The names on the player's verified KYC documents (aadhar, pan). */
    async verifiedKycNames(playerId: string): Promise<string[]> {
      const rows = await db
        .select({ name: kycDocuments.playerName })
        .from(kycDocuments)
        .where(and(eq(kycDocuments.playerId, playerId), eq(kycDocuments.status, 'verified')));
      return rows.map((row) => row.name);
    },

    /**
     * Sets the status unless it is `terminated` (final); `alsoInTx` (the audit row) commits with it. The
     * previous status, or null when the operator has no such player.
     */
    async setStatus(
      operatorId: number,
      playerId: string,
      status: PlayerStatus,
      alsoInTx: (tx: Tx, previous: PlayerStatus) => Promise<unknown>,
    ): Promise<{ previous: PlayerStatus; changed: boolean } | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: players.status })
          .from(players)
          .where(and(eq(players.id, playerId), eq(players.operatorId, operatorId)))
          .for('update');
        if (!current) return null;
        if (current.status === 'terminated') return { previous: current.status, changed: false };
        await tx.update(players).set({ status }).where(eq(players.id, playerId));
        await alsoInTx(tx, current.status);
        return { previous: current.status, changed: true };
      });
    },

    /** active players whose last login (or sign-up) is before `cutoff` become inactive. */
    async markInactive(cutoff: Date): Promise<string[]> {
      const rows = await db
        .update(players)
        .set({ status: 'inactive' })
        .where(
          and(
            eq(players.status, 'active'),
            or(
              lte(players.lastLoginAt, cutoff),
              and(isNull(players.lastLoginAt), lte(players.createdAt, cutoff)),
            ),
          ),
        )
        .returning({ id: players.id });
      return rows.map((row) => row.id);
    },

    /** Inactive players without a fee row for `month`. */
    async unchargedInactive(month: string): Promise<{ id: string; operatorId: number }[]> {
      return db
        .select({ id: players.id, operatorId: players.operatorId })
        .from(players)
        .leftJoin(
          maintenanceFees,
          and(eq(maintenanceFees.playerId, players.id), eq(maintenanceFees.month, month)),
        )
        .where(and(eq(players.status, 'inactive'), isNull(maintenanceFees.playerId)));
    },

    /** Records the month's fee; false when another run recorded it first. */
    async recordFee(fee: NewMaintenanceFee): Promise<boolean> {
      const rows = await db
        .insert(maintenanceFees)
        .values(fee)
        .onConflictDoNothing()
        .returning({ playerId: maintenanceFees.playerId });
      return rows.length > 0;
    },

    /**
     * Inactive players with a fee the balance could not cover, charged on or before `cutoff` and after
     * their last login, become closed.
     */
    async closeUncovered(cutoff: Date): Promise<string[]> {
      const uncovered = db
        .select({ playerId: maintenanceFees.playerId })
        .from(maintenanceFees)
        .where(
          and(
            gt(maintenanceFees.shortfallPaise, 0n),
            lte(maintenanceFees.chargedAt, cutoff),
            sql`${maintenanceFees.chargedAt} > coalesce(${players.lastLoginAt}, ${players.createdAt})`,
            eq(maintenanceFees.playerId, players.id),
          ),
        );
      const rows = await db
        .update(players)
        .set({ status: 'closed' })
        .where(and(eq(players.status, 'inactive'), sql`exists (${uncovered})`))
        .returning({ id: players.id });
      return rows.map((row) => row.id);
    },

    async fees(playerId: string) {
      return db
        .select()
        .from(maintenanceFees)
        .where(eq(maintenanceFees.playerId, playerId))
        .orderBy(maintenanceFees.month);
    },
  };
}

export type ComplianceRepository = ReturnType<typeof createComplianceRepository>;
