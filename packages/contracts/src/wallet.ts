import { z } from 'zod';
import { operatorIdField } from './player-ref';
import { CURRENCY, HISTORY_PAGE_SIZE } from './constants';
import { AMOUNT_LIMITS, amountSchema } from './amount';

// The wallet: ledger vocabulary, transaction/history (core-platform.md sections 3, 7, 8) and the provider
// wallet API (docs/wallet.md).

/** Every ledger transaction has one of these types. */
export const LEDGER_TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'game_debit',
  'game_credit',
  'rollback',
  'bonus',
  'cashback',
  'fee',
  'tax',
  'adjustment',
] as const;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

/** A pending deposit posts nothing yet; a pending withdrawal holds the money until it is paid or fails. */
export const LEDGER_TRANSACTION_STATUSES = ['completed', 'pending', 'failed'] as const;
export type LedgerTransactionStatus = (typeof LEDGER_TRANSACTION_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------
// transaction/history

export const HISTORY_FILTERS = ['all', 'deposits', 'game', 'bonus', 'cashback', 'pending', 'other'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/**
 * transaction_type of a history row. The spec fixes the colours: 1 is a debit (minus sign, red), 4 red,
 * 2 green, the others amber.
 */
export const HISTORY_TRANSACTION_TYPE = {
  debit: 1,
  credit: 2,
  pending: 3,
  withdrawal: 4,
  bonus: 5,
  cashback: 6,
  failed: 7,
} as const;
export type HistoryTransactionType = (typeof HISTORY_TRANSACTION_TYPE)[keyof typeof HISTORY_TRANSACTION_TYPE];

/** The player has no transactions at all (web: "You do not have any transactions in your account."). */
export const HISTORY_NOT_FOUND = 'transaction history not found';
/** A filter other than all matched nothing (web: the warning "No data found"). */
export const HISTORY_NO_DATA = 'No data found';
export const HISTORY_FOUND = 'transaction history';

export const historyRequestSchema = z.object({
  operator_id: operatorIdField,
  player_id: z.string({ error: 'must be text' }).trim().min(1, 'is required'),
  filter: z.enum(HISTORY_FILTERS, { error: `must be one of ${HISTORY_FILTERS.join(', ')}` }).default('all'),
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .default(1),
});
export type HistoryRequest = z.input<typeof historyRequestSchema>;

export const historyRowSchema = z.object({
  transaction_id: z.string(),
  /** "dd/mm/yyyy, hh:mm:ss" in India Standard Time (the spec's "date and time separated by a comma"). */
  created_on: z.string(),
  /** The same moment as an ISO timestamp, for clients that format dates themselves. */
  created_at: z.string(),
  transaction_details: z.object({ remarks: z.string() }),
  transaction_type: z.number().int(),
  /** Rupees, always positive; the sign follows from transaction_type. */
  amount: z.number(),
  type: z.enum(LEDGER_TRANSACTION_TYPES),
  status: z.enum(LEDGER_TRANSACTION_STATUSES),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export const historyResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(historyRowSchema),
  filter: z.enum(HISTORY_FILTERS),
  page: z.number().int(),
  page_size: z.literal(HISTORY_PAGE_SIZE),
  total: z.number().int().describe('rows matching the filter'),
  total_pages: z.number().int(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Provider wallet API: POST wallet-api/balance | debit | credit | rollback

/** The provider code (e.g. MZ) that signs the request. */
export const WALLET_PROVIDER_HEADER = 'x-provider-code';
/** Hex HMAC-SHA256 of the raw request body with the provider's secret. */
export const WALLET_SIGNATURE_HEADER = 'x-signature';

export const WALLET_ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_SIGNATURE',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'GAME_MISMATCH',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_ROLLED_BACK',
  'ROLLBACK_NOT_ALLOWED',
  /** The player may not bet cash now (suspended, excluded, …; docs/compliance.md). */
  'PLAYER_NOT_ALLOWED',
] as const;
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number];

export const WALLET_MESSAGES = {
  ok: 'OK',
  badSignature: 'Invalid signature',
  unknownProvider: 'Unknown provider',
  invalidToken: 'Invalid token',
  tokenExpired: 'Token expired',
  gameMismatch: 'The token was issued for another game or provider',
  insufficientFunds: 'Insufficient funds',
  duplicate: 'transaction_id was already used for a different request',
  rolledBack: 'transaction_id was rolled back',
  rollbackNotAllowed: 'Only debits can be rolled back',
} as const;

const idField = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(100, 'at most 100 characters');

/** Rupees (amount.ts): up to AMOUNT_LIMITS.any, well inside 2^53 paise. */
function amountField(min: 'positive' | 'zero') {
  return amountSchema({ min, max: AMOUNT_LIMITS.any });
}

const currencyField = z.literal(CURRENCY, { error: `must be ${CURRENCY}` });

const walletBase = {
  /** The provider's id of this HTTP request (logged; answers echo it). */
  request_id: idField,
  /** The launch token the lobby gave the provider for this player and game. */
  token: z.string({ error: 'is required' }).min(1, 'is required').max(512, 'is too long'),
  game_code: idField,
};

export const walletBalanceRequestSchema = z.object({ ...walletBase, currency: currencyField.optional() });
export type WalletBalanceRequest = z.input<typeof walletBalanceRequestSchema>;

export const walletDebitRequestSchema = z.object({
  ...walletBase,
  /** The provider's id of this bet: unique per provider, replays answer the first result. */
  transaction_id: idField,
  round_id: idField,
  amount: amountField('positive'),
  currency: currencyField,
});
export type WalletDebitRequest = z.input<typeof walletDebitRequestSchema>;

/** Most debits in one debit-batch call. */
export const WALLET_DEBIT_BATCH_MAX = 500;

/** The item list of a batch call: 1 to WALLET_DEBIT_BATCH_MAX one-call bodies. */
function batchItems<T extends z.ZodType>(item: T, noun: 'debits' | 'credits') {
  const one = noun.slice(0, -1);
  return z
    .array(item, { error: `must be a list of ${noun}` })
    .min(1, `must hold at least one ${one}`)
    .max(WALLET_DEBIT_BATCH_MAX, `must hold at most ${WALLET_DEBIT_BATCH_MAX} ${noun}`);
}

/**
 * Many bets in one signed call (ADR 037): each item is a debit as /wallet-api/debit takes it, without the
 * request id and currency, which the call carries once. Answered item by item, in order.
 */
export const walletDebitBatchRequestSchema = z.object({
  request_id: idField,
  currency: currencyField,
  debits: batchItems(walletDebitRequestSchema.omit({ request_id: true, currency: true }), 'debits'),
});
export type WalletDebitBatchRequest = z.input<typeof walletDebitBatchRequestSchema>;

export const walletCreditRequestSchema = z.object({
  ...walletBase,
  transaction_id: idField,
  round_id: idField,
  /** 0 closes a lost round. */
  amount: amountField('zero'),
  currency: currencyField,
  /** The debit this win settles, when the provider knows it (kept for reconciliation). */
  reference_transaction_id: idField.optional(),
});
export type WalletCreditRequest = z.input<typeof walletCreditRequestSchema>;

/** Many wins (or 0s closing lost bets) in one signed call, like debit-batch (ADR 037). */
export const walletCreditBatchRequestSchema = z.object({
  request_id: idField,
  currency: currencyField,
  credits: batchItems(walletCreditRequestSchema.omit({ request_id: true, currency: true }), 'credits'),
});
export type WalletCreditBatchRequest = z.input<typeof walletCreditBatchRequestSchema>;

export const walletRollbackRequestSchema = z.object({
  ...walletBase,
  /** The provider's id of this rollback. */
  transaction_id: idField,
  /** The debit to cancel. */
  reference_transaction_id: idField,
  round_id: idField,
});
export type WalletRollbackRequest = z.input<typeof walletRollbackRequestSchema>;

export const walletSuccessSchema = z.object({
  status: z.literal(1),
  message: z.literal(WALLET_MESSAGES.ok),
  request_id: z.string(),
  /** The player's cash balance in rupees, after this transaction. */
  balance: z.number(),
  currency: z.literal(CURRENCY),
  /** Our ledger id of the transaction (debit, credit and rollback only). */
  transaction_id: z.string().optional(),
  /** The provider's transaction_id, echoed. */
  provider_transaction_id: z.string().optional(),
  /** True when this answer repeats the first answer to the same transaction_id. */
  replayed: z.boolean().optional(),
});
export type WalletSuccess = z.infer<typeof walletSuccessSchema>;

export const walletFailureSchema = z.object({
  status: z.literal(0),
  message: z.string(),
  code: z.enum(WALLET_ERROR_CODES),
  request_id: z.string().optional(),
  /** The real balance, on INSUFFICIENT_FUNDS. */
  balance: z.number().optional(),
  currency: z.literal(CURRENCY).optional(),
});
export type WalletFailure = z.infer<typeof walletFailureSchema>;

/** One item's answer in a debit-batch: the body /wallet-api/debit would have answered, and its status. */
export const walletBatchItemSchema = z.object({
  transaction_id: z.string(),
  http_status: z.number(),
  status: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  code: z.enum(WALLET_ERROR_CODES).optional(),
  balance: z.number().optional(),
  currency: z.literal(CURRENCY).optional(),
  /** Our ledger id of the transaction, on success. */
  ledger_transaction_id: z.string().optional(),
  replayed: z.boolean().optional(),
});
export type WalletBatchItem = z.infer<typeof walletBatchItemSchema>;

/** The answer of debit-batch and credit-batch. */
export const walletDebitBatchResponseSchema = z.object({
  status: z.literal(1),
  message: z.literal(WALLET_MESSAGES.ok),
  request_id: z.string(),
  results: z.array(walletBatchItemSchema),
});
export type WalletDebitBatchResponse = z.infer<typeof walletDebitBatchResponseSchema>;
