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

// Operator staff (docs/staff.md): cashiers, KYC reviewers, support, auditors and admins act on players'
// requests through /staff/* with a bearer token until the back office (issue 12) brings password + TOTP.
// Re-exported from schema.ts, which drizzle-kit reads.

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: integer('operator_id').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** SHA-256 (hex) of the opaque token; the token itself is shown once and never stored. */
    apiTokenHash: text('api_token_hash').notNull().unique(),
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
  },
  (table) => [
    index('staff_audit_log_operator_idx').on(table.operatorId, table.createdAt.desc(), table.id.desc()),
    index('staff_audit_log_subject_idx').on(table.subjectType, table.subjectId),
  ],
);
