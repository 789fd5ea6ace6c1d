import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './schema';

// Account housekeeping (issue 8, docs/compliance.md, docs/decisions/012): the monthly maintenance fee of
// inactive accounts. One row per player and month makes the job idempotent; the part of the fee the balance
// could not cover (the ledger never goes below zero) is the terms' "negative balance" and starts the
// 15 days after which the account is closed. Re-exported from schema.ts, which drizzle-kit reads.

export const maintenanceFees = pgTable(
  'maintenance_fees',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    /** The calendar month in India, YYYY-MM. */
    month: text('month').notNull(),
    operatorId: integer('operator_id').notNull(),
    /** Paise: the fee due, what the balance paid, and what it could not. */
    feePaise: bigint('fee_paise', { mode: 'bigint' }).notNull(),
    chargedPaise: bigint('charged_paise', { mode: 'bigint' }).notNull(),
    shortfallPaise: bigint('shortfall_paise', { mode: 'bigint' }).notNull(),
    /** The ledger `fee` transaction; null when nothing could be charged. */
    transactionId: text('transaction_id'),
    /** The job's clock (tests move it), not the database's. */
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.month] }),
    index('maintenance_fees_shortfall_idx').on(table.chargedAt),
  ],
);
