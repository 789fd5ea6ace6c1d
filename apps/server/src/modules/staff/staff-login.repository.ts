import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { StaffRole } from '@khelo/contracts/staff';
import type { Db } from '../../db/client';
import { staffAccounts, staffSessions } from '../../db/schema';

// The SQL of staff login: credentials, the failure counter behind the lock-out, single-use TOTP steps and
// sessions. Counters and steps change in one conditional UPDATE each, so concurrent logins cannot race.

export interface LoginAccountRow {
  id: string;
  operatorId: number;
  email: string;
  displayName: string;
  role: StaffRole;
  active: boolean;
  passwordHash: string | null;
  totpSecret: string;
  totpConfirmedAt: Date | null;
  lockedUntil: Date | null;
}

export interface SessionRow {
  staffId: string;
  operatorId: number;
  email: string;
  displayName: string;
  role: StaffRole;
  active: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export function createStaffLoginRepository(db: Db) {
  return {
    async findForLogin(operatorId: number, email: string): Promise<LoginAccountRow | null> {
      const [row] = await db
        .select({
          id: staffAccounts.id,
          operatorId: staffAccounts.operatorId,
          email: staffAccounts.email,
          displayName: staffAccounts.displayName,
          role: staffAccounts.role,
          active: staffAccounts.active,
          passwordHash: staffAccounts.passwordHash,
          totpSecret: staffAccounts.totpSecret,
          totpConfirmedAt: staffAccounts.totpConfirmedAt,
          lockedUntil: staffAccounts.lockedUntil,
        })
        .from(staffAccounts)
        .where(
          and(eq(staffAccounts.operatorId, operatorId), sql`lower(${staffAccounts.email}) = lower(${email})`),
        );
      return row ?? null;
    },

    /**
     * Counts a failed attempt within a window that starts at the first failure; the `maxFailures`-th
     * failure in the window locks the account until `now + lockMs`.
     */
    async recordFailure(id: string, now: Date, windowMs: number, maxFailures: number, lockMs: number) {
      const windowStart = new Date(now.getTime() - windowMs);
      const fresh = sql`(${staffAccounts.firstFailedAt} IS NULL OR ${staffAccounts.firstFailedAt} < ${windowStart})`;
      const failures = sql`CASE WHEN ${fresh} THEN 1 ELSE ${staffAccounts.failedLogins} + 1 END`;
      await db
        .update(staffAccounts)
        .set({
          failedLogins: failures,
          firstFailedAt: sql`CASE WHEN ${fresh} THEN ${now} ELSE ${staffAccounts.firstFailedAt} END`,
          lockedUntil: sql`CASE WHEN ${failures} >= ${maxFailures} THEN ${new Date(now.getTime() + lockMs)} ELSE ${staffAccounts.lockedUntil} END`,
        })
        .where(eq(staffAccounts.id, id));
    },

    async clearFailures(id: string): Promise<void> {
      await db
        .update(staffAccounts)
        .set({ failedLogins: 0, firstFailedAt: null, lockedUntil: null })
        .where(eq(staffAccounts.id, id));
    },

    /** Uses up a TOTP step: false when this or a later step was already used (a replayed code). */
    async acceptTotpStep(id: string, step: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(staffAccounts)
        .set({
          totpLastStep: step,
          totpConfirmedAt: sql`coalesce(${staffAccounts.totpConfirmedAt}, ${now})`,
        })
        .where(and(eq(staffAccounts.id, id), lt(staffAccounts.totpLastStep, step)))
        .returning({ id: staffAccounts.id });
      return rows.length === 1;
    },

    async insertSession(session: { tokenHash: string; staffId: string; now: Date; expiresAt: Date }) {
      await db.insert(staffSessions).values({
        tokenHash: session.tokenHash,
        staffId: session.staffId,
        lastSeenAt: session.now,
        expiresAt: session.expiresAt,
      });
    },

    async findSession(tokenHash: string): Promise<SessionRow | null> {
      const [row] = await db
        .select({
          staffId: staffSessions.staffId,
          operatorId: staffAccounts.operatorId,
          email: staffAccounts.email,
          displayName: staffAccounts.displayName,
          role: staffAccounts.role,
          active: staffAccounts.active,
          lastSeenAt: staffSessions.lastSeenAt,
          expiresAt: staffSessions.expiresAt,
          revokedAt: staffSessions.revokedAt,
        })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(eq(staffSessions.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Moves the idle clock on, unless another request of the same session just did. */
    async touchSession(tokenHash: string, now: Date, staleBefore: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ lastSeenAt: now })
        .where(and(eq(staffSessions.tokenHash, tokenHash), lt(staffSessions.lastSeenAt, staleBefore)));
    },

    async revokeSession(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
    },

    /** Ends every live session of an account (deactivated, credentials changed). */
    async revokeAll(staffId: string, now: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
          ),
        );
    },
  };
}

export type StaffLoginRepository = ReturnType<typeof createStaffLoginRepository>;
