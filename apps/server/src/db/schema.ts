import {
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
    /**
     * Set when the used token was presented once more within the grace (ADR 019) and answered its same
     * successor; any further presentation revokes the family.
     */
    graceUsedAt: timestamp('grace_used_at', { withTimezone: true }),
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

// The game catalog (issue 4) and the wallet ledger (issue 5).
export * from './schema-catalog';
export * from './schema-wallet';

// Profile and KYC tables (issue 7).
export * from './schema-profile';

export * from './schema-staff';
export * from './schema-backoffice';

// Deposits and withdrawals (issue 6).
export * from './schema-payments';

// Contact Us messages (issue 9).
export * from './schema-contact';

// House games: seed chains, rounds and bets (issue 10).
export * from './schema-house-games';
// House card games: shoes of Dragon Tiger and Baccarat (issue 11).
export * from './schema-house-cards';
export * from './schema-house-tambola';

// Referral codes of the bonuses (issue 8).
export * from './schema-bonus';

// Account housekeeping: maintenance fees of inactive accounts (issue 8, docs/compliance.md).
export * from './schema-compliance';

// Practice chips and responsible gaming (issue 8).
export * from './schema-practice';
export * from './schema-responsible-gaming';

// Multiplayer tables: tables, seats, hands, the move log and the hands' money rows (issue 17).
export * from './schema-tables';

// The Fortune Wheel promotion: puzzles, shows, registrations, prizes (issue 24).
export * from './schema-fortune-wheel';
