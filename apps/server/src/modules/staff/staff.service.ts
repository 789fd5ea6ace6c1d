import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@khelo/contracts/staff';
import type { AuditFilter, DbOrTx, StaffRepository } from './staff.repository';

// Staff accounts, their opaque API tokens and the audit log (docs/staff.md). A token is 32 random bytes,
// shown once; only its SHA-256 is stored (a random token needs no slow hash: there is nothing to guess).

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
}

export class StaffEmailTakenError extends Error {
  constructor(email: string) {
    super(`email: ${email} already has a staff account`);
    this.name = 'StaffEmailTakenError';
  }
}

export const STAFF_TOKEN_PREFIX = 'kst_';

export function hashStaffToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newStaffToken(): string {
  return `${STAFF_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function createStaffService(repository: StaffRepository) {
  return {
    /** The active staff member of a token, or null. */
    async identify(token: string | undefined): Promise<StaffIdentity | null> {
      if (!token || !token.startsWith(STAFF_TOKEN_PREFIX) || token.length > 200) return null;
      const account = await repository.findByTokenHash(hashStaffToken(token));
      if (!account?.active) return null;
      return { id: account.id, operatorId: account.operatorId, role: account.role, email: account.email };
    },

    /** A new account and its token (shown once). */
    async createAccount(input: NewStaffAccount): Promise<{ id: string; token: string }> {
      const token = newStaffToken();
      const email = input.email.trim().toLowerCase();
      const id = await repository.insert({ ...input, email, apiTokenHash: hashStaffToken(token) });
      if (!id) throw new StaffEmailTakenError(email);
      return { id, token };
    },

    /**
     * The account of `email` with exactly `token` (demo seeding: the token was generated once and kept in
     * DATA_DIR). Creates the account, or re-keys it when the kept token changed.
     */
    async ensureAccountWithToken(input: NewStaffAccount, token: string): Promise<string> {
      const email = input.email.trim().toLowerCase();
      const existing = await repository.findByEmail(input.operatorId, email);
      if (existing) {
        await repository.setTokenHash(existing.id, hashStaffToken(token));
        return existing.id;
      }
      const id = await repository.insert({ ...input, email, apiTokenHash: hashStaffToken(token) });
      if (!id) throw new StaffEmailTakenError(email);
      return id;
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

    auditCount: (filter: AuditFilter) => repository.countAudit(filter),
    auditPage: (filter: AuditFilter, offset: number, limit: number) =>
      repository.pageAudit(filter, offset, limit),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
