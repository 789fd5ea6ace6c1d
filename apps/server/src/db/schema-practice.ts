import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './schema';

// Practice chips of the house games (issue 8, docs/practice-and-responsible-gaming.md). Chips are not
// money: they never touch the ledger. Amounts are hundredths of a chip, like paise, so that the house
// games' rupee arithmetic (two decimals) works unchanged.

export const practiceChips = pgTable(
  'practice_chips',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => players.id),
    /** Hundredths of a chip; moved only under a row lock. */
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('practice_chips_not_negative', sql`${table.balance} >= 0`)],
);

export const PRACTICE_MOVE_KINDS = ['debit', 'credit', 'rollback', 'tombstone', 'refill'] as const;
export type PracticeMoveKind = (typeof PRACTICE_MOVE_KINDS)[number];

/**
 * Every chip movement under the house game's transaction id (house-bet-…, house-win-…), so a retried or
 * recovered call answers its first result, as the wallet-api does for cash. A tombstone reserves the id of
 * a bet rolled back before it arrived.
 */
export const practiceChipMoves = pgTable(
  'practice_chip_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    ref: text('ref').notNull().unique(),
    kind: text('kind', { enum: PRACTICE_MOVE_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    /** For a debit: the rollback that refunded it. */
    reversedBy: text('reversed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('practice_chip_moves_player_idx').on(table.playerId, table.createdAt)],
);
