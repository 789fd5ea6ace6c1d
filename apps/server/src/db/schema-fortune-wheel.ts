import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// The Fortune Wheel promotion (issue 24, docs/fortune-wheel.md): the operator's puzzle set, the shows on the
// schedule, one registration per player per show, and the prizes each show pays from its budget.
// Re-exported from schema.ts, which drizzle-kit reads.

export const fortuneWheelPuzzles = pgTable(
  'fortune_wheel_puzzles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id').notNull(),
    language: text('language', { enum: ['en', 'hi'] }).notNull(),
    category: text('category').notNull(),
    answer: text('answer').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fortune_wheel_puzzles_set_idx').on(table.operatorId, table.language, table.active)],
);

export const FORTUNE_SHOW_STATUSES = ['scheduled', 'drawn', 'finished', 'cancelled'] as const;

export const fortuneWheelShows = pgTable(
  'fortune_wheel_shows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: integer('operator_id').notNull(),
    title: text('title').notNull(),
    language: text('language', { enum: ['en', 'hi'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The most the show pays in prizes, paise of bonus; taken from the promotions budget account. */
    budgetPaise: bigint('budget_paise', { mode: 'bigint' }).notNull(),
    /** What the show has paid so far (never above budget_paise: a CHECK and the service's cap). */
    paidPaise: bigint('paid_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Bonus paise per point of a contestant's final total, and each audience prize. */
    paisePerPoint: integer('paise_per_point').notNull(),
    audiencePrizePaise: bigint('audience_prize_paise', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: FORTUNE_SHOW_STATUSES }).notNull().default('scheduled'),
    /** Secret until the show is over; its SHA-256 is published from the moment the show is scheduled. */
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** The draw: { clientSeed, onstage, alternates } and later { audienceClientSeed, audience }. */
    picks: jsonb('picks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fortune_wheel_shows_due_idx').on(table.status, table.startsAt),
    // The last guard of "a show never pays more than its budget".
    check(
      'fortune_wheel_shows_within_budget',
      sql`${table.paidPaise} >= 0 AND ${table.paidPaise} <= ${table.budgetPaise}`,
    ),
  ],
);

export const fortuneWheelRegistrations = pgTable(
  'fortune_wheel_registrations',
  {
    showId: uuid('show_id')
      .notNull()
      .references(() => fortuneWheelShows.id),
    playerId: uuid('player_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time the player's page said "here" (the presence check; the audience draw). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  // One registration per player per show.
  (table) => [primaryKey({ columns: [table.showId, table.playerId] })],
);

export const fortuneWheelPrizes = pgTable(
  'fortune_wheel_prizes',
  {
    showId: uuid('show_id')
      .notNull()
      .references(() => fortuneWheelShows.id),
    /** `round:<n>:<player>`, `bonus:<n>`, `audience:<player>`: the ledger reference under source fortune-wheel. */
    ref: text('ref').notNull(),
    playerId: uuid('player_id').notNull(),
    kind: text('kind', { enum: ['round', 'bonus', 'audience'] }).notNull(),
    paise: bigint('paise', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'posted'] })
      .notNull()
      .default('pending'),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.showId, table.ref] })],
);
