import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@khelo/contracts/staff';
import type { Db } from '../../db/client';
import { staffAccounts, staffAuditLog } from '../../db/schema';

// The only SQL of staff accounts and their audit log.

/** The database or a transaction of it: audit rows are written inside the caller's transaction. */
export type DbOrTx = Pick<Db, 'insert' | 'select' | 'update' | 'execute'>;

export interface StaffAccountRow {
  id: string;
  operatorId: number;
  email: string;
  displayName: string;
  role: StaffRole;
  active: boolean;
}

export interface AuditInsert {
  operatorId: number;
  staffId: string;
  action: string;
  subjectType: string;
  subjectId: string;
  reason: string | null;
  details: Record<string, unknown>;
}

export interface AuditFilter {
  operatorId: number;
  subjectType?: string;
  subjectId?: string;
  staffId?: string;
}

export interface ChainRow {
  id: string;
  seq: number;
  prevHash: string;
  rowHash: string;
  expected: string;
}

const accountColumns = {
  id: staffAccounts.id,
  operatorId: staffAccounts.operatorId,
  email: staffAccounts.email,
  displayName: staffAccounts.displayName,
  role: staffAccounts.role,
  active: staffAccounts.active,
};

function auditWhere(filter: AuditFilter): SQL {
  return and(
    eq(staffAuditLog.operatorId, filter.operatorId),
    filter.subjectType ? eq(staffAuditLog.subjectType, filter.subjectType) : undefined,
    filter.subjectId ? eq(staffAuditLog.subjectId, filter.subjectId) : undefined,
    filter.staffId ? eq(staffAuditLog.staffId, filter.staffId) : undefined,
  )!;
}

export function createStaffRepository(db: Db) {
  return {
    async findById(id: string): Promise<StaffAccountRow | null> {
      const [row] = await db.select(accountColumns).from(staffAccounts).where(eq(staffAccounts.id, id));
      return row ?? null;
    },

    async findByEmail(operatorId: number, email: string): Promise<StaffAccountRow | null> {
      const [row] = await db
        .select(accountColumns)
        .from(staffAccounts)
        .where(
          and(eq(staffAccounts.operatorId, operatorId), sql`lower(${staffAccounts.email}) = lower(${email})`),
        );
      return row ?? null;
    },

    /** Null when the e-mail is taken for this operator. */
    async insert(account: {
      operatorId: number;
      email: string;
      displayName: string;
      role: StaffRole;
      passwordHash: string | null;
      totpSecret: string;
    }): Promise<string | null> {
      const [row] = await db
        .insert(staffAccounts)
        .values(account)
        .onConflictDoNothing()
        .returning({ id: staffAccounts.id });
      return row?.id ?? null;
    },

    /** New credentials (demo seeding, a password reset): the TOTP must be confirmed again. */
    async setCredentials(id: string, passwordHash: string, totpSecret: string): Promise<void> {
      await db
        .update(staffAccounts)
        .set({
          passwordHash,
          totpSecret,
          totpConfirmedAt: null,
          totpLastStep: 0,
          failedLogins: 0,
          lockedUntil: null,
        })
        .where(eq(staffAccounts.id, id));
    },

    async insertAudit(entry: AuditInsert, tx: DbOrTx = db): Promise<string> {
      const [row] = await tx.insert(staffAuditLog).values(entry).returning({ id: staffAuditLog.id });
      return String(row!.id);
    },

    /** Every row in chain order with the hash its stored content gives (the same SQL as the trigger). */
    async auditChain(): Promise<ChainRow[]> {
      const result = await db.execute(sql`
        SELECT id, chain_seq, prev_hash, row_hash,
          staff_audit_row_hash(prev_hash, chain_seq, operator_id, staff_id, action, subject_type,
            subject_id, reason, details, created_at) AS expected
        FROM staff_audit_log ORDER BY chain_seq, id`);
      // node-postgres and PGlite both answer { rows }.
      return (result as { rows: Record<string, unknown>[] }).rows.map((row) => ({
        id: String(row.id),
        seq: Number(row.chain_seq),
        prevHash: String(row.prev_hash),
        rowHash: String(row.row_hash),
        expected: String(row.expected),
      }));
    },

    async countAudit(filter: AuditFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(staffAuditLog).where(auditWhere(filter));
      return row?.total ?? 0;
    },

    async pageAudit(filter: AuditFilter, offset: number, limit: number) {
      return db
        .select({
          id: staffAuditLog.id,
          staffId: staffAuditLog.staffId,
          staffEmail: staffAccounts.email,
          staffRole: staffAccounts.role,
          action: staffAuditLog.action,
          subjectType: staffAuditLog.subjectType,
          subjectId: staffAuditLog.subjectId,
          reason: staffAuditLog.reason,
          details: staffAuditLog.details,
          createdAt: staffAuditLog.createdAt,
        })
        .from(staffAuditLog)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
        .where(auditWhere(filter))
        .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
