import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEDGER_TRANSACTION_STATUSES, LEDGER_TRANSACTION_TYPES } from '@khelo/contracts/wallet';

// The database schema; drizzle-kit generates the SQL migrations in ./migrations from this file.

export const operators = pgTable('operators', {
  // The operator id players and game providers send (230201 for the demo), not a surrogate key.
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Keys the web app asked for but its locale files lack (i18next saveMissing), for translators. */
export const missingTranslations = pgTable(
  'missing_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lng: text('lng').notNull(),
    ns: text('ns').notNull(),
    key: text('key').notNull(),
    fallback: text('fallback').notNull().default(''),
    hits: integer('hits').notNull().default(1),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('missing_translations_lng_ns_key').on(table.lng, table.ns, table.key)],
);

// Players, one-time codes, sessions and the sandbox outbox (issue 3: login).

export const PLAYER_STATUSES = [
  'active',
  'pending_validation',
  'suspended',
  'terminated',
  'inactive',
  'closed',
] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const OTP_CHANNELS = ['mobile', 'email'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/** login: the login calls; verification: the mobile verification page (its codes never log anyone in). */
export const OTP_PURPOSES = ['login', 'verification'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Sign-up details sent with the first OTP request, kept on the challenge until the player exists. */
export interface SignupDetails {
  affiliateId: string | null;
  referralCode: string | null;
  promoCode: string | null;
  deviceId: string | null;
}

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    displayName: text('display_name').notNull(),
    status: text('status', { enum: PLAYER_STATUSES }).notNull().default('active'),
    affiliateId: text('affiliate_id'),
    referralCode: text('referral_code'),
    promoCode: text('promo_code'),
    deviceId: text('device_id'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_operator_mobile_key').on(table.operatorId, table.mobileNumber),
    uniqueIndex('players_operator_email_key').on(table.operatorId, table.email),
  ],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    // The objectId the client sends back as _id.
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    channel: text('channel', { enum: OTP_CHANNELS }).notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull().default('login'),
    destination: text('destination').notNull(),
    /** HMAC-SHA256 of the code with SESSION_SECRET; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    signup: jsonb('signup').$type<SignupDetails>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a newer code for the same destination replaced this one, or after too many wrong tries. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_challenges_destination_idx').on(
      table.operatorId,
      table.channel,
      table.destination,
      table.createdAt,
    ),
    index('otp_challenges_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** A login session: one refresh-token family with an absolute lifetime. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (table) => [index('sessions_player_idx').on(table.playerId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the token was exchanged for the next one; presenting it again revokes the family. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Messages the sandbox "sent" (SANDBOX=1): read back at GET /sandbox/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: OTP_CHANNELS }).notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_to_idx').on(table.to, table.sentAt)],
);

// The game catalog of each operator: providers, categories (lobby tabs), games, banners and the server
// menu (issue 4: lobby). Codes are the keys clients and providers use, unique per operator.

export const GAME_STATUS_VALUES = ['live', 'offline', 'Beta', 'Upcoming'] as const;

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('game_launches_player_idx').on(table.playerId, table.createdAt)],
);

// The wallet (issue 5, docs/wallet.md, docs/decisions/007): a double-entry ledger in integer paise.
// Player accounts keep their balance in the row, updated under a row lock in the same statement that posts
// (never below zero: the CHECK is the last guard). System accounts (house, gateway clearing, …) are never
// updated or locked: their balance is the sum of their postings, so a hot house account serialises nothing.
// For the same reason the postings and transactions carry no foreign keys to accounts or operators: a
// foreign-key check takes a KEY SHARE lock on the referenced row, which on the house row is contended.

export const LEDGER_ACCOUNT_KINDS = [
  'player_cash',
  'player_bonus',
  'house',
  'gateway_clearing',
  'withdrawal_hold',
  'promotions',
  'tax_payable',
  'adjustments',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    // Locks are always taken in ascending id order (no deadlocks).
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    /** Set for player_* kinds, null for the operator's system accounts. */
    playerId: uuid('player_id').references(() => players.id),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** Paise. Maintained for player accounts only; system accounts stay 0 (sum their postings). */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_player_kind_key')
      .on(table.playerId, table.kind)
      .where(sql`${table.playerId} is not null`),
    uniqueIndex('ledger_accounts_system_kind_key')
      .on(table.operatorId, table.kind)
      .where(sql`${table.playerId} is null`),
    check('ledger_accounts_balance_not_negative', sql`${table.balance} >= 0`),
    check('ledger_accounts_owner', sql`(${table.playerId} is not null) = (${table.kind} like 'player_%')`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id').notNull(),
    /** The player whose wallet this concerns (history); null for purely internal movements. */
    playerId: uuid('player_id'),
    type: text('type', { enum: LEDGER_TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: LEDGER_TRANSACTION_STATUSES }).notNull().default('completed'),
    /** Who issued the reference: "provider:MZ", "gateway:kvmpay", "utr", "staff", … */
    source: text('source').notNull(),
    /** The issuer's id (provider transaction id, UTR, gateway id, request id): unique per source. */
    externalRef: text('external_ref').notNull(),
    /** Paise, never negative: what the player sees in the history. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The player's cash balance right after posting: replays answer it again. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    remarks: text('remarks').notNull().default(''),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    /** A rollback points at the transaction it reverses; at most one rollback per transaction. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    /**
     * A rollback arrived for a reference never seen: this row reserves the reference so that a late
     * debit with it is refused. It posts nothing and is not shown.
     */
    tombstone: boolean('tombstone').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_source_ref_key').on(table.source, table.externalRef),
    uniqueIndex('ledger_transactions_reverses_key')
      .on(table.reversesId)
      .where(sql`${table.reversesId} is not null`),
    index('ledger_transactions_player_idx').on(table.playerId, table.createdAt.desc(), table.id.desc()),
    check('ledger_transactions_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    // No foreign key: the one statement that writes a transaction writes its postings, and the check
    // would cost ~40% of that statement (measured with EXPLAIN ANALYZE; docs/decisions/007).
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Paise, signed: positive raises the account's balance. A transaction's postings sum to zero. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    // One posting per account and transaction: the key is also the by-transaction index.
    primaryKey({ columns: [table.transactionId, table.accountId] }),
    index('ledger_postings_account_idx').on(table.accountId),
  ],
);

/** HMAC secrets of the game providers that call wallet-api, encrypted with DATA_KEY (AES-256-GCM). */
export const walletProviderSecrets = pgTable('wallet_provider_secrets', {
  providerCode: text('provider_code').primaryKey(),
  secretCiphertext: text('secret_ciphertext').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Profile and KYC tables (issue 7).
export * from './schema-profile';

export * from './schema-staff';

// Deposits and withdrawals (issue 6).
export * from './schema-payments';

// Contact Us messages (issue 9).
export * from './schema-contact';

// House games: seed chains, rounds and bets (issue 10).
export * from './schema-house-games';
