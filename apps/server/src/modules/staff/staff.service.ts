import type * as Argon2 from '@node-rs/argon2';
import type { StaffRole } from '@khelo/contracts/staff';
import type { AuditFilter, DbOrTx, StaffRepository } from './staff.repository';
import { newTotpSecret } from './totp';

// Staff accounts and the audit log (docs/staff.md). Login and sessions: staff-login.service.ts.

/** Who is acting: set on request.staff by app.staff.authenticate. */
export interface StaffIdentity {
  id: string;
  operatorId: number;
  role: StaffRole;
  email: string;
}

export interface AuditEntry {
  staff: StaffIdentity;
  /** e.g. "deposit.approve", "withdrawal.reject", "kyc.approve" */
  action: string;
  /** e.g. "deposit", "withdrawal", "player", "kyc_document" */
  subjectType: string;
  subjectId: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export interface NewStaffAccount {
  operatorId: number;
  email: string;
  displayName: string;
  role: StaffRole;
  /** Without one the account cannot log in (test accounts get a session directly). */
  password?: string;
}

export class StaffEmailTakenError extends Error {
  constructor(email: string) {
    super(`email: ${email} already has a staff account`);
    this.name = 'StaffEmailTakenError';
  }
}

export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** @node-rs/argon2, a native addon, loaded on the first password hashed or checked, not at start. */
export function argon2(): Promise<typeof Argon2> {
  return import('@node-rs/argon2');
}

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum recommendation). */
export async function hashStaffPassword(password: string): Promise<string> {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH)
    throw new Error(`password: must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
  return (await argon2()).hash(password);
}

export function createStaffService(repository: StaffRepository) {
  async function insertAccount(input: NewStaffAccount, totpSecret: string): Promise<string> {
    const email = input.email.trim().toLowerCase();
    const passwordHash = input.password ? await hashStaffPassword(input.password) : null;
    const id = await repository.insert({
      operatorId: input.operatorId,
      email,
      displayName: input.displayName,
      role: input.role,
      passwordHash,
      totpSecret,
    });
    if (!id) throw new StaffEmailTakenError(email);
    return id;
  }

  return {
    findById: (id: string) => repository.findById(id),
    hasAccount: async (operatorId: number, email: string) =>
      (await repository.findByEmail(operatorId, email)) !== null,

    /** A new account with a new TOTP secret (shown once, for the authenticator app). */
    async createAccount(input: NewStaffAccount): Promise<{ id: string; totpSecret: string }> {
      const totpSecret = newTotpSecret();
      return { id: await insertAccount(input, totpSecret), totpSecret };
    },

    /**
     * The account of `email` with exactly this password and TOTP secret (demo seeding: both were
     * generated once and kept in DATA_DIR). Creates the account, or sets the credentials again.
     */
    async ensureAccount(input: NewStaffAccount & { password: string }, totpSecret: string) {
      const existing = await repository.findByEmail(input.operatorId, input.email.trim().toLowerCase());
      if (!existing) return insertAccount(input, totpSecret);
      await repository.setCredentials(existing.id, await hashStaffPassword(input.password), totpSecret);
      return existing.id;
    },

    /** One audit row; pass the caller's transaction so that the row commits with the action. */
    async audit(entry: AuditEntry, tx?: DbOrTx): Promise<string> {
      return repository.insertAudit(
        {
          operatorId: entry.staff.operatorId,
          staffId: entry.staff.id,
          action: entry.action,
          subjectType: entry.subjectType,
          subjectId: entry.subjectId,
          reason: entry.reason ?? null,
          details: entry.details ?? {},
        },
        tx,
      );
    },

    /**
     * Walks the hash chain: each row must follow the previous one (consecutive sequence, `prev_hash` equal
     * to the previous `row_hash`) and its stored hash must match its content. The first row that does not
     * is reported: a changed, deleted or inserted-out-of-band row breaks the chain there.
     */
    async verifyAuditChain(): Promise<{ ok: boolean; checked: number; firstBrokenId: string | null }> {
      const rows = await repository.auditChain();
      let previous = '';
      for (const [index, row] of rows.entries()) {
        if (row.seq !== index + 1 || row.prevHash !== previous || row.rowHash !== row.expected)
          return { ok: false, checked: index + 1, firstBrokenId: row.id };
        previous = row.rowHash;
      }
      return { ok: true, checked: rows.length, firstBrokenId: null };
    },

    auditCount: (filter: AuditFilter) => repository.countAudit(filter),
    auditPage: (filter: AuditFilter, offset: number, limit: number) =>
      repository.pageAudit(filter, offset, limit),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
