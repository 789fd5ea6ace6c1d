import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
