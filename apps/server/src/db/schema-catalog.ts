import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { LAUNCH_MODES } from '@khelo/contracts/practice';
import { operators, players, sessions } from './schema';

// Re-exported from schema.ts, which drizzle-kit reads.
// The game catalog of each operator: providers, categories (lobby tabs), games, banners and the server
// menu (issue 4: lobby). Codes are the keys clients and providers use, unique per operator.

export const GAME_STATUS_VALUES = ['live', 'offline', 'Beta', 'Upcoming'] as const;
export const PROVIDER_STATUS_VALUES = ['live', 'offline'] as const;

/** Text in both menu languages (the server menu's eng / hindi keys). */
export interface LabelPair {
  eng: string;
  hindi: string;
}

export const providers = pgTable(
  'providers',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    /** offline: every game of the provider shows as offline in the lobby (back office, docs/backoffice.md). */
    status: text('status', { enum: PROVIDER_STATUS_VALUES }).notNull().default('live'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.code] })],
);

export const gameCategories = pgTable(
  'game_categories',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    code: text('code').notNull(),
    /** What games carry as game_subcategory, e.g. "live cassino". */
    name: text('name').notNull(),
    img: text('img').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.operatorId, table.code] }),
    unique('game_categories_operator_name_key').on(table.operatorId, table.name),
  ],
);

export const games = pgTable(
  'games',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    subcategory: text('subcategory').notNull(),
    providerCode: text('provider_code').notNull(),
    status: text('status', { enum: GAME_STATUS_VALUES }).notNull().default('live'),
    /** integration_env_config.url_path of the H5 integration: where a launch sends the player. */
    urlPath: text('url_path').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.operatorId, table.code] }),
    foreignKey({
      columns: [table.operatorId, table.providerCode],
      foreignColumns: [providers.operatorId, providers.code],
      name: 'games_provider_fk',
    }),
    index('games_operator_position_idx').on(table.operatorId, table.position),
  ],
);

export const banners = pgTable(
  'banners',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    code: text('code').notNull(),
    image: text('image').notNull(),
    link: text('link').notNull(),
    eyebrow: jsonb('eyebrow').$type<LabelPair>().notNull(),
    title: jsonb('title').$type<LabelPair>().notNull(),
    text: jsonb('text').$type<LabelPair>().notNull(),
    cta: jsonb('cta').$type<LabelPair>().notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.code] })],
);

/** The logged-in side menu (api/menu-list left_menu). */
export const menuItems = pgTable(
  'menu_items',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    code: text('code').notNull(),
    url: text('url').notNull(),
    icon: text('icon').notNull(),
    label: jsonb('label').$type<LabelPair>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.code] })],
);

/**
 * One launch of a game by a player. The token the provider receives is stored only as a keyed hash; the
 * provider presents it to the wallet API, which resolves it to this player, operator and game.
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    sessionId: uuid('session_id').references(() => sessions.id),
    gameCode: text('game_code').notNull(),
    providerCode: text('provider_code').notNull(),
    /** practice: free chips only; the wallet-api refuses the token and the house games bet chips. */
    mode: text('mode', { enum: LAUNCH_MODES }).notNull().default('real'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('game_launches_player_idx').on(table.playerId, table.createdAt)],
);
