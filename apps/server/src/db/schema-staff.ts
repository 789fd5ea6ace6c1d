import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@khelo/contracts/staff';

// Operator staff (docs/staff.md): cashiers, KYC reviewers, support, auditors and admins log in with e-mail,
// password (argon2id) and TOTP, and act on players' requests through /staff/* with a short session.
// Re-exported from schema.ts, which drizzle-kit reads. The audit log's append-only and hash-chain
// triggers are SQL in the migration 0008 (docs/decisions/012-staff-login-and-audit-chain.md).

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: integer('operator_id').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** argon2id PHC string; null: no password set yet (cannot log in). */
    passwordHash: text('password_hash'),
    /** base32 TOTP secret (RFC 6238, SHA-1, 30 s, 6 digits). */
    totpSecret: text('totp_secret').notNull(),
    /** Null until the first login with a code: until then the login shows the enrolment QR. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is single-use, so only later steps pass. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    failedLogins: integer('failed_logins').notNull().default(0),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_accounts_operator_email_key').on(table.operatorId, sql`lower(${table.email})`),
  ],
);

/** Append-only: who did what to which subject, when and why. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the insert trigger: position in the chain, the previous row's hash and this row's hash. */
    chainSeq: bigint('chain_seq', { mode: 'number' }).notNull().default(0),
    prevHash: text('prev_hash').notNull().default(''),
    rowHash: text('row_hash').notNull().default(''),
  },
  (table) => [
    index('staff_audit_log_chain_idx').on(table.chainSeq),
    index('staff_audit_log_operator_idx').on(table.operatorId, table.createdAt.desc(), table.id.desc()),
    index('staff_audit_log_subject_idx').on(table.subjectType, table.subjectId),
  ],
);

/** A logged-in staff session: 15 minutes idle, 8 hours at most; only the token's SHA-256 is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);
