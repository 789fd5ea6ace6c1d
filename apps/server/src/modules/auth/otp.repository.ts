import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
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

/** node-postgres and PGlite both answer execute() with { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function asDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** What a code request is limited by: the destination's last code and hourly count, and the IP's. */
export interface SendWindow {
  latest: Date | null;
  destination: WindowCount;
  ip: WindowCount;
}

export function createOtpRepository(db: Db) {
  return {
    /**
     * The destination's last code (ever: the resend cooldown), its codes of the window and the IP's, in one
     * statement: one round trip on the login path instead of three, each part on its own index.
     */
    async sendWindow(target: Destination, ip: string | null, since: Date): Promise<SendWindow> {
      const destination = sameDestination(target);
      const after = since.toISOString();
      const result = await db.execute(sql`
        SELECT
          (SELECT max(created_at) FROM ${otpChallenges} WHERE ${destination}) AS latest,
          d.count AS d_count, d.oldest AS d_oldest, i.count AS i_count, i.oldest AS i_oldest
        FROM
          (SELECT count(*)::integer AS count, min(created_at) AS oldest FROM ${otpChallenges}
            WHERE ${destination} AND created_at > ${after}::timestamptz) AS d,
          (SELECT count(*)::integer AS count, min(created_at) AS oldest FROM ${otpChallenges}
            WHERE ${ip}::text IS NOT NULL AND ip = ${ip}::text AND created_at > ${after}::timestamptz) AS i`);
      const row = rowsOf<{
        latest: Date | string | null;
        d_count: number;
        d_oldest: Date | string | null;
        i_count: number;
        i_oldest: Date | string | null;
      }>(result)[0]!;
      return {
        latest: asDate(row.latest),
        destination: { count: Number(row.d_count), oldest: asDate(row.d_oldest) },
        ip: { count: Number(row.i_count), oldest: asDate(row.i_oldest) },
      };
    },

    /** Voids every open code of the destination and stores the new one, atomically. */
    async replace(challenge: NewChallenge): Promise<string> {
      // One statement (atomic on both engines): the UPDATE does not see the row the INSERT adds.
      const result = await db.execute(sql`
        WITH voided AS (
          UPDATE ${otpChallenges} SET voided_at = ${challenge.createdAt.toISOString()}::timestamptz
          WHERE ${sameDestination(challenge)} AND consumed_at IS NULL AND voided_at IS NULL
        )
        INSERT INTO ${otpChallenges}
          (id, operator_id, channel, purpose, destination, code_hash, ip, signup, created_at, expires_at)
        VALUES (${challenge.id}::uuid, ${challenge.operatorId}, ${challenge.channel},
          ${challenge.purpose ?? 'login'}, ${challenge.destination}, ${challenge.codeHash}, ${challenge.ip},
          ${challenge.signup === null ? null : JSON.stringify(challenge.signup)}::jsonb,
          ${challenge.createdAt.toISOString()}::timestamptz, ${challenge.expiresAt.toISOString()}::timestamptz)
        RETURNING id`);
      return rowsOf<{ id: string }>(result)[0]!.id;
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
