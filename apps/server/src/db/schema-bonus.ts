import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './schema';

// Refer-a-friend codes (issue 8): each player's own code, shared as /?referral_code=<code>. The code a
// player signed up WITH is players.referral_code. Bonus grants, releases and expiries are ledger
// transactions (docs/bonus-and-tax.md), so no other table is needed.

export const referralCodes = pgTable('referral_codes', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id),
  operatorId: integer('operator_id').notNull(),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
