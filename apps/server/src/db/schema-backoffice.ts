import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The back office (docs/backoffice.md): balance adjustments above the threshold wait here for a second
// admin; those under it are recorded too (status applied) so that one list shows every adjustment.
// Re-exported from schema.ts, which drizzle-kit reads.

export const staffAdjustments = pgTable(
  'staff_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: integer('operator_id').notNull(),
    playerId: uuid('player_id').notNull(),
    /** Paise; positive credits the player, negative debits. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'applied', 'rejected'] }).notNull(),
    requestedBy: uuid('requested_by').notNull(),
    decidedBy: uuid('decided_by'),
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('staff_adjustments_player_idx').on(table.playerId),
    index('staff_adjustments_status_idx').on(table.operatorId, table.status),
  ],
);

/**
 * Who is handling a queue item (a pending deposit or withdrawal) right now: taken when a cashier opens
 * "Approve or reject…", until `expires_at` or release. One row per item; an expired row is taken over.
 */
export const staffClaims = pgTable(
  'staff_claims',
  {
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.subjectType, table.subjectId] })],
);
