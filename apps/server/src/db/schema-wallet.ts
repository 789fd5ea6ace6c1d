import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { LEDGER_TRANSACTION_STATUSES, LEDGER_TRANSACTION_TYPES } from '@khelo/contracts/wallet';
import { operators, players } from './schema';

// Re-exported from schema.ts, which drizzle-kit reads.
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
  /** Multiplayer tables: reserves and entry fees held while a hand or match is played (docs/tables.md). */
  'table_escrow',
  /** The Fortune Wheel's prize budget: staff fund it from promotions, shows pay bonus out of it. */
  'promotions_budget',
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
    // Postings made by an after-commit effect name their cause (ADR 018): a replayed call's answer sums them.
    index('ledger_transactions_effect_of_idx')
      .on(sql`(${table.details}->>'effect_of')`)
      .where(sql`${table.details} ? 'effect_of'`),
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

/**
 * The transactional outbox of the ledger's after-commit effects (docs/wallet.md, ADR 018): a posting or
 * settlement that has effects (a bonus release after a stake, the welcome bonus after a first deposit, a
 * TDS reversal after a rejected withdrawal) writes one row per effect IN THE SAME STATEMENT, so the row
 * exists exactly when the money moved. The process that posted runs the effects at once and deletes the
 * rows; a row left behind by a crash is run by any process's worker once `run_after` passed (claimed with
 * FOR UPDATE SKIP LOCKED). Effects are idempotent: each posts with a reference derived from the
 * transaction id, so running one twice posts once.
 */
export const ledgerEffects = pgTable(
  'ledger_effects',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    /** The effect's registered name, e.g. "bonus.stake-release". */
    effect: text('effect').notNull(),
    /** Runs started (inline and by workers). */
    attempts: integer('attempts').notNull().default(0),
    /** A worker may take the row from then on: the inline run's lease, then the retry back-off. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.transactionId, table.effect] }),
    index('ledger_effects_run_after_idx').on(table.runAfter),
  ],
);
