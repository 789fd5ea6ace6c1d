import { and, count, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpChallenges, type OtpChannel, type OtpPurpose, type SignupDetails } from '../../db/schema';

export interface Destination {
  operatorId: number;
  channel: OtpChannel;
  destination: string;
  /** Login codes and verification codes of one number are separate series; default login. */
  purpose?: OtpPurpose;
}

export interface ChallengeRow extends Destination {
  id: string;
  codeHash: string;
  attempts: number;
  signup: SignupDetails | null;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
  voidedAt: Date | null;
}

const challengeColumns = {
  id: otpChallenges.id,
  operatorId: otpChallenges.operatorId,
  channel: otpChallenges.channel,
  purpose: otpChallenges.purpose,
  destination: otpChallenges.destination,
  codeHash: otpChallenges.codeHash,
  attempts: otpChallenges.attempts,
  signup: otpChallenges.signup,
  createdAt: otpChallenges.createdAt,
  expiresAt: otpChallenges.expiresAt,
  consumedAt: otpChallenges.consumedAt,
  voidedAt: otpChallenges.voidedAt,
};

export interface NewChallenge extends Destination {
  id: string;
  codeHash: string;
  ip: string | null;
  signup: SignupDetails | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface WindowCount {
  count: number;
  oldest: Date | null;
}

function sameDestination(target: Destination) {
  return and(
    eq(otpChallenges.operatorId, target.operatorId),
    eq(otpChallenges.channel, target.channel),
    eq(otpChallenges.purpose, target.purpose ?? 'login'),
    eq(otpChallenges.destination, target.destination),
  );
}

function asDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

export function createOtpRepository(db: Db) {
  return {
    async latestSentAt(target: Destination): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`max(${otpChallenges.createdAt})` })
        .from(otpChallenges)
        .where(sameDestination(target));
      return asDate(row?.at ?? null);
    },

    async countForDestinationSince(target: Destination, since: Date): Promise<WindowCount> {
      const [row] = await db
        .select({ count: count(), oldest: min(otpChallenges.createdAt) })
        .from(otpChallenges)
        .where(and(sameDestination(target), gt(otpChallenges.createdAt, since)));
      return { count: row?.count ?? 0, oldest: asDate(row?.oldest ?? null) };
    },

    async countForIpSince(ip: string, since: Date): Promise<WindowCount> {
      const [row] = await db
        .select({ count: count(), oldest: min(otpChallenges.createdAt) })
        .from(otpChallenges)
        .where(and(eq(otpChallenges.ip, ip), gt(otpChallenges.createdAt, since)));
      return { count: row?.count ?? 0, oldest: asDate(row?.oldest ?? null) };
    },

    /** Voids every open code of the destination and stores the new one, atomically. */
    async replace(challenge: NewChallenge): Promise<string> {
      return db.transaction(async (tx) => {
        await tx
          .update(otpChallenges)
          .set({ voidedAt: challenge.createdAt })
          .where(
            and(sameDestination(challenge), isNull(otpChallenges.consumedAt), isNull(otpChallenges.voidedAt)),
          );
        const [row] = await tx
          .insert(otpChallenges)
          .values({ ...challenge, purpose: challenge.purpose ?? 'login' })
          .returning({ id: otpChallenges.id });
        return row!.id;
      });
    },

    async findById(id: string): Promise<ChallengeRow | null> {
      const [row] = await db.select(challengeColumns).from(otpChallenges).where(eq(otpChallenges.id, id));
      return row ?? null;
    },

    /**
     * Spends one try before the code is compared, in one statement, so parallel guesses cannot exceed
     * maxAttempts. Null when the code is no longer open (used, voided, out of tries or expired).
     */
    async spendAttempt(id: string, maxAttempts: number, now: Date): Promise<ChallengeRow | null> {
      const [row] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(
          and(
            eq(otpChallenges.id, id),
            isNull(otpChallenges.consumedAt),
            isNull(otpChallenges.voidedAt),
            lt(otpChallenges.attempts, maxAttempts),
            gt(otpChallenges.expiresAt, now),
          ),
        )
        .returning(challengeColumns);
      return row ?? null;
    },

    /** Single use: only one caller ever gets the row back. */
    async consume(id: string, now: Date): Promise<ChallengeRow | null> {
      const [row] = await db
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(
          and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt), isNull(otpChallenges.voidedAt)),
        )
        .returning(challengeColumns);
      return row ?? null;
    },

    async void(id: string, now: Date): Promise<void> {
      await db
        .update(otpChallenges)
        .set({ voidedAt: now })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.voidedAt)));
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
