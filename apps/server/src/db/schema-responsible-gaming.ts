import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BREAK_KINDS, DEPOSIT_LIMIT_PERIODS } from '@khelo/contracts/responsible-gaming';
import { players } from './schema';

// Responsible gaming (issue 8, docs/practice-and-responsible-gaming.md): deposit limits and breaks.

/** One row per player and period once a limit was set; a raise or removal waits in pending_*. */
export const rgDepositLimits = pgTable(
  'rg_deposit_limits',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    period: text('period', { enum: DEPOSIT_LIMIT_PERIODS }).notNull(),
    /** Paise; null: no limit in force. */
    amountPaise: bigint('amount_paise', { mode: 'bigint' }),
    /** Paise of a waiting raise; null with pending_from set: a waiting removal. */
    pendingPaise: bigint('pending_paise', { mode: 'bigint' }),
    /** When the waiting change applies (72 hours after it was asked); null: nothing waits. */
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.period] })],
);

/** A cool-off or a self-exclusion; rows are never shortened or deleted. ends_at null: permanent. */
export const rgBreaks = pgTable(
  'rg_breaks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    kind: text('kind', { enum: BREAK_KINDS }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rg_breaks_player_idx').on(table.playerId, table.startsAt)],
);
