import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Deposits and withdrawals (docs/payments.md). The money and the state of every deposit and withdrawal
// live in the ledger (ledger_transactions: pending → completed | failed); these tables hold the operator's
// payment settings and the two sandbox simulators (a UPI bank statement and a payment gateway), which
// stand in for external parties. Re-exported from schema.ts, which drizzle-kit reads.

/** Per-operator payment settings; an operator without a row uses the defaults of payment-settings.ts. */
export const paymentSettings = pgTable('payment_settings', {
  operatorId: integer('operator_id').primaryKey(),
  upiIds: jsonb('upi_ids').$type<string[]>().notNull(),
  payeeName: text('payee_name').notNull(),
  /** Paise. */
  minDeposit: bigint('min_deposit', { mode: 'bigint' }).notNull(),
  /** Paise; never above Rs 50,000 (pages-and-rules.md section 9). */
  maxDeposit: bigint('max_deposit', { mode: 'bigint' }).notNull(),
  /** Paise: the largest single withdrawal (Rs 1,00,000 by default; never above AMOUNT_LIMITS.withdrawal). */
  maxWithdrawal: bigint('max_withdrawal', { mode: 'bigint' })
    .notNull()
    .default(sql`10000000`),
  /** Paise: the largest staff balance adjustment (Rs 1,00,000; never above AMOUNT_LIMITS.adjustment). */
  maxAdjustment: bigint('max_adjustment', { mode: 'bigint' })
    .notNull()
    .default(sql`10000000`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const SANDBOX_BANK_CREDIT_STATUSES = ['unclaimed', 'claimed'] as const;

/** Sandbox UPI bank: credits a tester "paid" to one of the operator's UPI ids, each with its UTR. */
export const sandboxBankCredits = pgTable(
  'sandbox_bank_credits',
  {
    utr: text('utr').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    upiId: text('upi_id').notNull(),
    /** Paise. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    payer: text('payer').notNull(),
    /** The ledger transaction of the deposit that claimed this credit. */
    claimedBy: text('claimed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_bank_credits_operator_idx').on(table.operatorId, table.createdAt)],
);

export const SANDBOX_GATEWAY_STATUSES = ['created', 'paid', 'declined', 'refunded'] as const;

/** Sandbox payment gateway: its own record of each payment our gateway deposit created. */
export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  /** The gateway's payment id (shown on its page). */
  id: text('id').primaryKey(),
  /** Our transaction_id (pg/kvmpay-deposit). */
  merchantTransactionId: text('merchant_transaction_id').notNull().unique(),
  operatorId: integer('operator_id').notNull(),
  /** Paise. */
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: SANDBOX_GATEWAY_STATUSES }).notNull().default('created'),
  /** What our webhook answered, for the page. */
  merchantAnswer: text('merchant_answer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
