import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LAUNCH_MODES } from '@khelo/contracts/practice';

// The house game provider (issue 10, docs/house-games.md): hash chains of server seeds, shared rounds and
// the players' bets. Re-exported from schema.ts, which drizzle-kit reads.

/** A pre-committed chain of server seeds for one game; seed(0), the commitment, is public from the start. */
export const houseChains = pgTable('house_chains', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  gameCode: text('game_code').notNull(),
  /** The last seed of the chain; every other seed is a repeated SHA-256 of it. Never shown before use. */
  terminalSeed: text('terminal_seed').notNull(),
  length: integer('length').notNull(),
  commitment: text('commitment').notNull(),
  clientSeed: text('client_seed').notNull(),
  /** The chain index the next round takes (1-based). */
  nextIndex: integer('next_index').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const HOUSE_ROUND_STATES = ['betting', 'running', 'settled', 'void'] as const;
export type HouseRoundState = (typeof HOUSE_ROUND_STATES)[number];

export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameCode: text('game_code').notNull(),
    /** Crash: a running number; color prediction: the issue (YYYYMMDD + issue of the day). */
    roundNo: text('round_no').notNull(),
    chainId: integer('chain_id').notNull(),
    chainIndex: integer('chain_index').notNull(),
    /** SHA-256 of the server seed, shown while the round runs. */
    commitment: text('commitment').notNull(),
    /** Kept from the start (the chain fixes it anyway); shown only once the round is over. */
    serverSeed: text('server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: text('nonce').notNull(),
    /** Crash point in hundredths or the drawn number; shown only once the round is over. */
    outcome: integer('outcome').notNull(),
    state: text('state', { enum: HOUSE_ROUND_STATES }).notNull().default('betting'),
    /** Bets are accepted until this instant (server clock). */
    bettingClosesAt: timestamp('betting_closes_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Crash: take-off; color: the draw. */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Crash: the crash instant; color: the draw. */
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('house_rounds_game_round_no').on(table.gameCode, table.roundNo),
    index('house_rounds_game_state_idx').on(table.gameCode, table.state),
  ],
);

export const HOUSE_BET_STATUSES = ['placing', 'open', 'won', 'lost', 'refunded', 'rejected'] as const;
export type HouseBetStatus = (typeof HOUSE_BET_STATUSES)[number];

export const houseBets = pgTable(
  'house_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => houseRounds.id),
    gameCode: text('game_code').notNull(),
    playerId: uuid('player_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    /** The launch token the bet came with: the wallet-api credit or rollback of a later settlement uses it. */
    launchToken: text('launch_token').notNull(),
    /** The launch's mode: practice bets move free chips, never money (/game-history shows them apart). */
    mode: text('mode', { enum: LAUNCH_MODES }).notNull().default('real'),
    /** Crash: bet slot 1 or 2 (one bet each per round); color: 0. */
    slot: integer('slot').notNull().default(0),
    /** Crash: "crash"; color: green, red, violet, big, small or a number 0-9. */
    selection: text('selection').notNull(),
    stakePaise: bigint('stake_paise', { mode: 'number' }).notNull(),
    autoCashout: integer('auto_cashout'),
    /** Tambola: the purchase's client seed (ADR 036); null on other games and on purchases from before it. */
    clientSeed: text('client_seed'),
    cashoutMultiplier: integer('cashout_multiplier'),
    payoutPaise: bigint('payout_paise', { mode: 'number' }),
    status: text('status', { enum: HOUSE_BET_STATUSES }).notNull().default('placing'),
    /** True once wallet-api confirmed the closing credit or the refund. */
    walletSettled: boolean('wallet_settled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    // No index holds the status, so a bet's status changes (open, lost, won) are HOT updates that write no
    // index entries, given room on the page: migration 0028 leaves half of each page free (docs/performance.md).
    index('house_bets_round_idx').on(table.roundId),
    index('house_bets_player_idx').on(table.playerId, table.createdAt),
    index('house_bets_unsettled_idx')
      .on(table.gameCode)
      .where(sql`wallet_settled = false`),
    // One bet per crash slot and round; color bets (slot 0) are not limited.
    uniqueIndex('house_bets_round_player_slot')
      .on(table.roundId, table.playerId, table.slot)
      .where(sql`slot > 0`),
  ],
);

/**
 * Mines (issue 11): a per-player round — one house_rounds row (its own one-seed chain) and one house_bets
 * row — plus what the player has opened so far. `open` is true until the round ends; at most one open
 * round per player.
 */
export const houseMinesRounds = pgTable(
  'house_mines_rounds',
  {
    roundId: bigint('round_id', { mode: 'number' })
      .primaryKey()
      .references(() => houseRounds.id),
    betId: uuid('bet_id')
      .notNull()
      .references(() => houseBets.id),
    playerId: uuid('player_id').notNull(),
    mines: integer('mines').notNull(),
    /** The safe tiles opened so far as a 25-bit mask (bit t = tile t). */
    revealed: integer('revealed').notNull().default(0),
    /** The mine that ended the round, if one did. */
    hitTile: integer('hit_tile'),
    open: boolean('open').notNull().default(true),
    lastActionAt: timestamp('last_action_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('house_mines_rounds_one_open')
      .on(table.playerId)
      .where(sql`open`),
    index('house_mines_rounds_idle_idx').on(table.open, table.lastActionAt),
  ],
);
