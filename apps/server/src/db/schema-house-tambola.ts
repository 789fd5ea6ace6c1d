import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LAUNCH_MODES } from '@khelo/contracts/practice';
import { houseBets, houseRounds } from './schema-house-games';

// Tambola (issue 23, docs/ludo-and-tambola.md): a game is one house_rounds row (its seed from the game's
// hash chain) plus its progress here; a purchase of 1–6 tickets is one house_bets row (one debit, one
// closing credit of the prizes its tickets won). Re-exported from schema.ts, which drizzle-kit reads.

/** The progress of one game: how many numbers are called, and the prize table fixed when sales close. */
export const houseTambolaGames = pgTable(
  'house_tambola_games',
  {
    roundId: bigint('round_id', { mode: 'number' })
      .primaryKey()
      .references(() => houseRounds.id),
    /** Cash and practice (free chips) play in separate games, so a prize pool never mixes the two. */
    mode: text('mode', { enum: LAUNCH_MODES }).notNull(),
    ticketPricePaise: bigint('ticket_price_paise', { mode: 'number' }).notNull(),
    /** The next ticket index of the seed's strips (tickets are dealt in the order they are bought). */
    ticketsSold: integer('tickets_sold').notNull().default(0),
    callsMade: integer('calls_made').notNull().default(0),
    nextCallAt: timestamp('next_call_at', { withTimezone: true, mode: 'date' }),
    /**
     * SHA-256 of the purchases' client seeds (sorted, joined by newlines), set when sales close; it draws the
     * call order (ADR 036). Null on games from before client seeds: their calls come from the seed alone.
     */
    combinedClientSeed: text('combined_client_seed'),
  },
  (table) => [index('house_tambola_games_mode_idx').on(table.mode)],
);

/** One prize of a game: its amount (fixed when sales close) and, once closed, the call that won it. */
export const houseTambolaPrizes = pgTable(
  'house_tambola_prizes',
  {
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => houseRounds.id),
    prize: text('prize').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The call whose claims won it; null while the prize is open. */
    wonAtCall: integer('won_at_call'),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.prize] })],
);

export const houseTambolaTickets = pgTable(
  'house_tambola_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => houseRounds.id),
    betId: uuid('bet_id')
      .notNull()
      .references(() => houseBets.id),
    playerId: uuid('player_id').notNull(),
    /** Ticket k of the game's seed: generateTicket(fair, k). */
    ticketIndex: integer('ticket_index').notNull(),
    /** The 3 × 9 grid (null = blank), kept so every call need not rebuild strips. */
    numbers: jsonb('numbers').$type<(number | null)[][]>().notNull(),
    /** The server claims for this ticket as soon as a call completes a prize on it. */
    autoClaim: boolean('auto_claim').notNull().default(true),
  },
  (table) => [
    uniqueIndex('house_tambola_tickets_round_index').on(table.roundId, table.ticketIndex),
    index('house_tambola_tickets_player_idx').on(table.roundId, table.playerId),
  ],
);

/** A claim of a prize for a ticket at a call; its share is set when the prize closes. */
export const houseTambolaClaims = pgTable(
  'house_tambola_claims',
  {
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => houseRounds.id),
    prize: text('prize').notNull(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => houseTambolaTickets.id),
    call: integer('call').notNull(),
    auto: boolean('auto').notNull().default(false),
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.prize, table.ticketId] })],
);
