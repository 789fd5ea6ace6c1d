import { z } from 'zod';
import { operatorIdField } from './player-ref';
import { AMOUNT_LIMITS, amountSchema } from './amount';
import { CRYPTO_WITHDRAW } from './constants';
import { LEDGER_TRANSACTION_STATUSES } from './wallet';

// Deposits and withdrawals (core-platform.md sections 2-5, 7, 9; pages-and-rules.md section 9;
// docs/payments.md): manual UPI with a UTR, the payment gateway with a QR and an 8-minute countdown,
// withdrawals held until a cashier approves them, and the cashier API.

export const DEPOSIT_METHOD_UPI_QR = 'upi-QR';
export const DEPOSIT_METHOD_GATEWAY = 'UPI';
export const GATEWAY_NAME = 'kvmpay';
/** A gateway transaction can be paid for this long; a later payment is refused (and refunded). */
export const GATEWAY_EXPIRY_MS = 8 * 60_000;

export const PAYMENT_MESSAGES = {
  depositSubmitted: 'Your Deposit Request Submitted Successfully',
  depositCredited: 'Your Deposit Successfully Completed!',
  utrUsed: 'This UTR was already submitted',
  gatewayCreated: 'Payment created',
  withdrawSubmitted: 'Your withdrawal request is submitted',
  insufficient: 'amount: more than your withdrawable balance',
  notFound: 'transaction not found',
  alreadyDecided: 'This request was already decided',
  gatewayOnly: 'Gateway deposits are settled by the gateway',
  badSignature: 'Invalid signature',
  amountMismatch: 'amount: does not match the transaction',
  expired: 'Transaction expired',
} as const;

const UTR_PATTERN = /^\d{12}$/;
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.]{1,63}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const HOLDER_NAME_PATTERN = /^[A-Za-z][A-Za-z .'-]{1,79}$/;
export const POLYGON_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

const idNumber = operatorIdField;
const playerId = z.string({ error: 'must be text' }).trim().min(1, 'is required');

/** A deposit in rupees; the operator's own minimum and maximum are checked by the service. */
export const depositAmountSchema = amountSchema({ max: AMOUNT_LIMITS.deposit });
/** A withdrawal in rupees; the operator's maximum (payment_settings.max_withdrawal) by the service. */
export const withdrawalAmountSchema = amountSchema({ max: AMOUNT_LIMITS.withdrawal });

// ---------------------------------------------------------------------------------------------------
// fetch/deposit-details

export const depositDetailsRequestSchema = z.object({
  operator_id: idNumber.optional(),
  player_id: playerId.optional(),
  country: z.string().optional(),
  method: z
    .literal(DEPOSIT_METHOD_UPI_QR, { error: `must be ${DEPOSIT_METHOD_UPI_QR}` })
    .default(DEPOSIT_METHOD_UPI_QR),
  /** When given, the QR carries the amount so that the UPI app fills it in. */
  amount: depositAmountSchema.optional(),
});
export type DepositDetailsRequest = z.input<typeof depositDetailsRequestSchema>;

export const depositDetailsResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  /** A data: URL of an SVG QR code encoding `upi_url`. */
  QR_url: z.string(),
  upi_url: z.string().describe('upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…'),
  upi_id: z.array(z.string()),
  payee_name: z.string(),
  min_deposit: z.number(),
  max_deposit: z.number(),
});
export type DepositDetailsResponse = z.infer<typeof depositDetailsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// transaction/deposit (manual UPI)

export const manualDepositRequestSchema = z.object({
  operator_id: idNumber,
  player_id: playerId,
  device_id: z.string().trim().max(200, 'at most 200 characters').optional(),
  deposit_method: z.literal(DEPOSIT_METHOD_UPI_QR, { error: `must be ${DEPOSIT_METHOD_UPI_QR}` }),
  /** The 12-digit UTR (UPI transaction reference) of the player's payment. */
  transaction_id: z
    .string({ error: 'must be text' })
    .trim()
    .regex(UTR_PATTERN, 'must be the 12-digit UTR of your payment'),
  amount: depositAmountSchema,
  payment_gateway: z.string().trim().max(100).optional(),
});
export type ManualDepositRequest = z.input<typeof manualDepositRequestSchema>;

export const depositStatusSchema = z.enum(['PENDING', 'SUCCESS', 'FAILED', 'EXPIRED']);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export const manualDepositResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  transaction_id: z.string(),
  transaction_status: depositStatusSchema,
  /** True when the bank statement already showed the payment and the wallet was credited. */
  credited: z.boolean(),
  wallet_balance: z.number(),
});
export type ManualDepositResponse = z.infer<typeof manualDepositResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// pg/kvmpay-deposit, pg/kvmpay-checkStatus

export const gatewayDepositRequestSchema = z.object({
  operator_id: idNumber,
  player_id: playerId,
  device_id: z.string().trim().max(200, 'at most 200 characters').optional(),
  deposit_method: z.literal(DEPOSIT_METHOD_GATEWAY, { error: `must be ${DEPOSIT_METHOD_GATEWAY}` }),
  amount: depositAmountSchema,
  mobileNo: z
    .string({ error: 'must be text' })
    .trim()
    .regex(MOBILE_PATTERN, 'must be a 10-digit mobile number'),
  email: z.email('must be an e-mail address').max(254),
});
export type GatewayDepositRequest = z.input<typeof gatewayDepositRequestSchema>;

export const gatewayDepositResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  transaction_id: z.string(),
  /** A data: URL of an SVG QR code encoding `payment_url`. */
  QR_code: z.string(),
  payment_url: z.string(),
  expires_at: z.string().describe('ISO time'),
  amount: z.number(),
});
export type GatewayDepositResponse = z.infer<typeof gatewayDepositResponseSchema>;

export const gatewayStatusRequestSchema = z.object({
  transaction_id: z.string({ error: 'must be text' }).trim().min(1, 'is required').max(64),
  operator_id: idNumber.optional(),
  player_id: playerId.optional(),
});

export const gatewayStatusResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  transaction_id: z.string(),
  transaction_status: depositStatusSchema,
  amount: z.number(),
  expires_at: z.string(),
  wallet_balance: z.number(),
});
export type GatewayStatusResponse = z.infer<typeof gatewayStatusResponseSchema>;

/** The gateway's webhook body (HMAC-SHA256 of the raw body in X-Signature). */
export const gatewayWebhookSchema = z.object({
  transaction_id: z.string().min(1).max(64),
  gateway_payment_id: z.string().min(1).max(64),
  status: z.enum(['SUCCESS', 'FAILED']),
  /** A JSON number, as our contract with the gateway says (docs/payments.md). */
  amount: amountSchema({ max: AMOUNT_LIMITS.any }),
});
export type GatewayWebhook = z.infer<typeof gatewayWebhookSchema>;

// ---------------------------------------------------------------------------------------------------
// transaction/withdraw

export const WITHDRAW_METHODS = ['upi', 'bank', 'crypto'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];

const withdrawBase = { operator_id: idNumber, player_id: playerId, amount: withdrawalAmountSchema };

export const withdrawRequestSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      ...withdrawBase,
      method: z.literal('upi'),
      upi_id: z
        .string({ error: 'must be text' })
        .trim()
        .regex(UPI_ID_PATTERN, 'must be a UPI id like name@bank'),
      /** The name registered on the UPI id: it must match the KYC name (docs/compliance.md). */
      account_holder: z
        .string({ error: 'must be text' })
        .trim()
        .regex(HOLDER_NAME_PATTERN, 'must be the name on the UPI account')
        .optional(),
    }),
    z.object({
      ...withdrawBase,
      method: z.literal('bank'),
      account_holder: z
        .string({ error: 'must be text' })
        .trim()
        .regex(HOLDER_NAME_PATTERN, 'must be the name on the account'),
      account_number: z
        .string({ error: 'must be text' })
        .trim()
        .regex(ACCOUNT_NUMBER_PATTERN, 'must be 9 to 18 digits'),
      ifsc: z
        .string({ error: 'must be text' })
        .trim()
        .toUpperCase()
        .regex(IFSC_PATTERN, 'must be an IFSC like SBIN0001234'),
    }),
    z.object({
      ...withdrawBase,
      method: z.literal('crypto'),
      amount: amountSchema({ min: CRYPTO_WITHDRAW.minimum, max: AMOUNT_LIMITS.withdrawal }),
      address: z
        .string({ error: 'must be text' })
        .trim()
        .regex(POLYGON_ADDRESS_PATTERN, 'must be a Polygon address (0x and 40 hex digits)'),
    }),
  ],
  { error: `must be one of ${WITHDRAW_METHODS.join(', ')}` },
);
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

export const withdrawResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  transaction_id: z.string(),
  transaction_status: z.literal('PENDING'),
  wallet_balance: z.number(),
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Cashier API: /staff/deposits, /staff/withdrawals

export const staffListQuerySchema = z.object({
  status: z
    .enum(LEDGER_TRANSACTION_STATUSES, { error: `must be one of ${LEDGER_TRANSACTION_STATUSES.join(', ')}` })
    .default('pending'),
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(1),
});

export const staffDecisionSchema = z.object({
  reason: z
    .string({ error: 'must be text' })
    .trim()
    .min(3, 'must say why (at least 3 characters)')
    .max(500, 'at most 500 characters'),
});
export type StaffDecision = z.input<typeof staffDecisionSchema>;

export const staffIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, 'must be a transaction id'),
});

export const staffPaymentRowSchema = z.object({
  transaction_id: z.string(),
  player_id: z.string(),
  player: z.string().describe('mobile number or e-mail'),
  amount: z.number(),
  status: z.enum(LEDGER_TRANSACTION_STATUSES),
  method: z.string(),
  details: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type StaffPaymentRow = z.infer<typeof staffPaymentRowSchema>;

export const staffPaymentListSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(staffPaymentRowSchema),
  page: z.number().int(),
  total: z.number().int(),
});
export type StaffPaymentList = z.infer<typeof staffPaymentListSchema>;

export const staffDecisionResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  transaction: staffPaymentRowSchema,
});
export type StaffDecisionResponse = z.infer<typeof staffDecisionResponseSchema>;
