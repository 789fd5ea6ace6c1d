import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { houseRounds } from './schema-house-games';

// The card games' shoes (issue 11, docs/house-games.md "Card games"). A shoe is seeded by the hash-chain
// seed it takes when it starts; its rounds are rows of house_rounds (bets in house_bets) and each deals
// the next cards of the shoe. Re-exported from schema.ts, which drizzle-kit reads.

export const houseShoes = pgTable(
  'house_shoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameCode: text('game_code').notNull(),
    chainId: integer('chain_id').notNull(),
    chainIndex: integer('chain_index').notNull(),
    /** seed(chainIndex) of the chain; revealed (copied to the shoe's rounds) once the shoe is finished. */
    serverSeed: text('server_seed').notNull(),
    /** SHA-256 of the seed, public while the shoe is dealt. */
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: text('nonce').notNull(),
    decks: integer('decks').notNull(),
    /** 0-based position of the first card behind the cut card. */
    cutIndex: integer('cut_index').notNull(),
    /** The position of the next card to deal. */
    nextCard: integer('next_card').notNull().default(0),
    hands: integer('hands').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('house_shoes_game_idx').on(table.gameCode, table.finishedAt)],
);

/** Which cards of which shoe a round dealt. */
export const houseCardRounds = pgTable(
  'house_card_rounds',
  {
    roundId: bigint('round_id', { mode: 'number' })
      .primaryKey()
      .references(() => houseRounds.id),
    shoeId: integer('shoe_id')
      .notNull()
      .references(() => houseShoes.id),
    handNo: integer('hand_no').notNull(),
    firstCard: integer('first_card').notNull(),
    /** The cards dealt, in order (0-51 each); shown once betting has closed. */
    cards: integer('cards').array().notNull(),
  },
  (table) => [index('house_card_rounds_shoe_idx').on(table.shoeId)],
);
