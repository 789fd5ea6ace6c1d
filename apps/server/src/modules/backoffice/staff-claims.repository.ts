import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffClaims } from '../../db/schema';

// staff_claims: one row per queue item being handled. Taking a claim is one statement, so two cashiers
// opening the same item at once cannot both get it.

export type ClaimRow = typeof staffClaims.$inferSelect;

export function createStaffClaimsRepository(db: Db) {
  return {
    /** The claim for `row`, unless someone else holds a live one (then null). Renews one's own. */
    async take(row: ClaimRow, at: Date): Promise<ClaimRow | null> {
      const [taken] = await db
        .insert(staffClaims)
        .values(row)
        .onConflictDoUpdate({
          target: [staffClaims.subjectType, staffClaims.subjectId],
          set: {
            operatorId: row.operatorId,
            staffId: row.staffId,
            staffEmail: row.staffEmail,
            expiresAt: row.expiresAt,
          },
          setWhere: or(lte(staffClaims.expiresAt, at), eq(staffClaims.staffId, row.staffId)),
        })
        .returning();
      return taken ?? null;
    },

    /** The live claim on an item, if any. */
    async live(subjectType: string, subjectId: string, at: Date): Promise<ClaimRow | null> {
      const [row] = await db
        .select()
        .from(staffClaims)
        .where(
          and(
            eq(staffClaims.subjectType, subjectType),
            eq(staffClaims.subjectId, subjectId),
            gt(staffClaims.expiresAt, at),
          ),
        );
      return row ?? null;
    },

    async release(subjectType: string, subjectId: string, staffId: string): Promise<void> {
      await db
        .delete(staffClaims)
        .where(
          and(
            eq(staffClaims.subjectType, subjectType),
            eq(staffClaims.subjectId, subjectId),
            eq(staffClaims.staffId, staffId),
          ),
        );
    },
  };
}

export type StaffClaimsRepository = ReturnType<typeof createStaffClaimsRepository>;
