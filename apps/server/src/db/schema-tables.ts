import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TABLE_MODES, TABLE_STATUSES } from '@khelo/contracts/tables';

// Multiplayer tables (issue 17, docs/tables.md): the table row holds the engine's state and is the lock every
// move takes; seats, hands, the append-only move log and the money rows of each hand hang off it.
// Re-exported from schema.ts, which drizzle-kit reads.

export const gameTables = pgTable(
  'game_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    game: text('game').notNull(),
    offerId: text('offer_id').notNull(),
    mode: text('mode', { enum: TABLE_MODES }).notNull(),
    /** The engine's options (RummyOptions for rummy). */
    options: jsonb('options').notNull(),
    seats: integer('seats').notNull(),
    /** Point value (points) or entry fee (pool, deals), paise (practice: chip hundredths). */
    stakePaise: bigint('stake_paise', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: TABLE_STATUSES }).notNull().default('open'),
    /** The engine's state (JSON); null until the match is created. */
    state: jsonb('state'),
    /** +1 at every committed change: clients compare it with what they have. */
    version: integer('version').notNull().default(0),
    /** The number of the hand being played or last played (0 before the first deal). */
    handNo: integer('hand_no').notNull().default(0),
    /** The current hand's row (game_table_hands). */
    handId: uuid('hand_id'),
    /** When the engine's pending wait times out; fired only if pending(state).key still equals deadline_key. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    deadlineKey: text('deadline_key'),
    deadlineKind: text('deadline_kind'),
    /** The part of the current turn's deadline that comes from the player's extra-time bank, ms. */
    deadlineExtraMs: integer('deadline_extra_ms'),
    /** When the next hand is dealt (results pause, or the start countdown). */
    nextDealAt: timestamp('next_deal_at', { withTimezone: true }),
    /** Practice: when a bot acts next or empty seats are filled with bots. */
    botAt: timestamp('bot_at', { withTimezone: true }),
    /** Shown to the players in their snapshot (a voided hand and its refund). */
    notice: text('notice'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('game_tables_offer_idx').on(table.offerId, table.status),
    // The sweeper's scan: tables with something due.
    index('game_tables_deadline_idx')
      .on(table.deadlineAt)
      .where(sql`${table.deadlineAt} is not null`),
    index('game_tables_next_deal_idx')
      .on(table.nextDealAt)
      .where(sql`${table.nextDealAt} is not null`),
    index('game_tables_bot_idx')
      .on(table.botAt)
      .where(sql`${table.botAt} is not null`),
  ],
);

export const gameTableSeats = pgTable(
  'game_table_seats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableId: uuid('table_id')
      .notNull()
      .references(() => gameTables.id),
    seat: integer('seat').notNull(),
    /** Null for a bot. */
    playerId: uuid('player_id'),
    isBot: boolean('is_bot').notNull().default(false),
    /** The name shown at the table (the player's display name or the bot's). */
    name: text('name').notNull(),
    /** What is left of the seat's extra-time bank this hand, ms. */
    extraMs: integer('extra_ms').notNull().default(0),
    /**
     * Poker: when a seat sitting out is stood up (set when it starts sitting out, cleared when it sits in);
     * the sweeper fires it, so it survives a restart.
     */
    sitOutUntil: timestamp('sit_out_until', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** The same-network rule of cash tables (TABLES_SAME_NETWORK_RULE). */
    ip: text('ip'),
    deviceId: text('device_id'),
  },
  (table) => [
    // One occupant per seat and one seat per player at a table, among those still seated.
    uniqueIndex('game_table_seats_seat_key')
      .on(table.tableId, table.seat)
      .where(sql`${table.leftAt} is null`),
    uniqueIndex('game_table_seats_player_key')
      .on(table.tableId, table.playerId)
      .where(sql`${table.leftAt} is null and ${table.playerId} is not null`),
    index('game_table_seats_player_idx')
      .on(table.playerId)
      .where(sql`${table.leftAt} is null`),
    // The sweeper's scan of seats whose sitting out has run out.
    index('game_table_seats_sit_out_idx')
      .on(table.sitOutUntil)
      .where(sql`${table.leftAt} is null and ${table.sitOutUntil} is not null`),
  ],
);

export const TABLE_HAND_STATUSES = ['collecting', 'playing', 'settling', 'settled', 'void'] as const;
export type TableHandStatus = (typeof TABLE_HAND_STATUSES)[number];

export const gameTableHands = pgTable(
  'game_table_hands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tableId: uuid('table_id')
      .notNull()
      .references(() => gameTables.id),
    handNo: integer('hand_no').notNull(),
    status: text('status', { enum: TABLE_HAND_STATUSES }).notNull().default('collecting'),
    /** house_chains row (game code `table:<game>`) and the index its server seed takes. */
    chainId: integer('chain_id').notNull(),
    chainIndex: integer('chain_index').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Kept from the start (the chain fixes it anyway); shown only once the hand is over. */
    serverSeed: text('server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: text('nonce').notNull(),
    /** The seats dealt in, ascending (what /provably-fair needs to rebuild the deal). */
    seats: jsonb('seats').$type<number[]>().notNull(),
    /** Who paid for this hand (points) or match (pool, deals: on hand 1) and how much each, paise. */
    payers: jsonb('payers').$type<{ seat: number; playerId: string }[]>().notNull().default([]),
    collectedPaise: bigint('collected_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The engine state before the deal: a voided points hand is undone by going back to it. */
    stateBefore: jsonb('state_before'),
    /** The engine's hand outcome (and match result when the match ended with it). */
    outcome: jsonb('outcome'),
    voidReason: text('void_reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    unique('game_table_hands_table_hand_no').on(table.tableId, table.handNo),
    index('game_table_hands_status_idx').on(table.status),
  ],
);

export const TABLE_MOVE_KINDS = ['join', 'leave', 'deal', 'move', 'timeout', 'void'] as const;
export type TableMoveKind = (typeof TABLE_MOVE_KINDS)[number];
export const TABLE_MOVE_ACTORS = ['player', 'bot', 'timer', 'staff'] as const;
export type TableMoveActor = (typeof TABLE_MOVE_ACTORS)[number];

/** The append-only log: with the hand's seeds it replays every hand (docs/tables.md). */
export const gameTableMoves = pgTable(
  'game_table_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableId: uuid('table_id')
      .notNull()
      .references(() => gameTables.id),
    handId: uuid('hand_id'),
    /** The table's version after this entry: unique per table. */
    seq: integer('seq').notNull(),
    seat: integer('seat'),
    kind: text('kind', { enum: TABLE_MOVE_KINDS }).notNull(),
    body: jsonb('body'),
    actor: text('actor', { enum: TABLE_MOVE_ACTORS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('game_table_moves_table_seq').on(table.tableId, table.seq),
    index('game_table_moves_hand_idx').on(table.handId, table.seq),
  ],
);

export const TABLE_MONEY_KINDS = ['collect', 'refund', 'payout', 'rake'] as const;
export type TableMoneyKind = (typeof TABLE_MONEY_KINDS)[number];
export const TABLE_MONEY_STATUSES = ['pending', 'posted', 'failed'] as const;
export type TableMoneyStatus = (typeof TABLE_MONEY_STATUSES)[number];

/** One intended money movement of a hand or match (modules/tables/money, the money helper's). */
export const gameTableMoney = pgTable(
  'game_table_money',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    handId: uuid('hand_id').notNull(),
    tableId: uuid('table_id').notNull(),
    /** Null for the house's rake. */
    seat: integer('seat'),
    playerId: uuid('player_id'),
    kind: text('kind', { enum: TABLE_MONEY_KINDS }).notNull(),
    paise: bigint('paise', { mode: 'bigint' }).notNull(),
    /** `table:<hand_id>:<seat>:<kind>`: the ledger's external reference, so posting twice posts once. */
    ref: text('ref').notNull().unique(),
    status: text('status', { enum: TABLE_MONEY_STATUSES }).notNull().default('pending'),
    /** cash | practice: practice rows move practice chips, never the ledger. */
    mode: text('mode', { enum: TABLE_MODES }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (table) => [
    index('game_table_money_hand_idx').on(table.handId),
    index('game_table_money_pending_idx')
      .on(table.status)
      .where(sql`${table.status} = 'pending'`),
  ],
);
