import { z } from 'zod';
import { operatorIdField } from './player-ref';
import { withdrawalAmountSchema } from './payments';

// Bonuses and TDS on withdrawals (issue 8; docs/bonus-and-tax.md): the bonus summary the add-cash,
// history and info pages show, the withdrawal preview with its TDS, and the yearly tax statement.

const idNumber = operatorIdField;
const playerId = z.string({ error: 'must be text' }).trim().min(1, 'is required');

export const BONUS_PATHS = {
  summary: '/api/bonus/summary',
  withdrawPreview: '/transaction/withdraw-preview',
  taxStatement: '/api/tax-statement',
} as const;

/** TDS under section 194BA: 30% of net winnings. */
export const TDS_PERCENT = 30;

export const bonusSummaryRequestSchema = z.object({ operator_id: idNumber, player_id: playerId });
export type BonusSummaryRequest = z.input<typeof bonusSummaryRequestSchema>;

export const bonusSummaryResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  cash_balance: z.number(),
  bonus_balance: z.number(),
  /** When the oldest claimable bonus expires (ISO), null without bonus. */
  bonus_expires_at: z.string().nullable(),
  release_percent: z.number(),
  welcome_bonus: z.object({ percent: z.number(), cap: z.number(), available: z.boolean() }),
  referral: z.object({ code: z.string(), bonus: z.number() }),
});
export type BonusSummary = z.infer<typeof bonusSummaryResponseSchema>;

export const withdrawPreviewRequestSchema = z.object({
  operator_id: idNumber,
  player_id: playerId,
  amount: withdrawalAmountSchema,
});
export type WithdrawPreviewRequest = z.input<typeof withdrawPreviewRequestSchema>;

export const withdrawPreviewResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  /** What leaves the wallet. */
  amount: z.number(),
  tds: z.number(),
  /** What the player receives: amount − tds. */
  net: z.number(),
  /** The net winnings this withdrawal is taxed on (0 when none). */
  net_winnings: z.number(),
  tds_percent: z.number(),
  financial_year: z.string(),
  /** A verified PAN is needed because this withdrawal carries TDS. */
  pan_required: z.boolean(),
});
export type WithdrawPreview = z.infer<typeof withdrawPreviewResponseSchema>;

/** "2026-27": the financial year 1 April 2026 – 31 March 2027. */
export const FINANCIAL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

export const taxStatementQuerySchema = z.object({
  fy: z
    .string({ error: 'must be text' })
    .trim()
    .regex(FINANCIAL_YEAR_PATTERN, 'must be a financial year like 2026-27')
    .refine((value) => {
      const [start, end] = value.split('-').map(Number);
      return (start! + 1) % 100 === end;
    }, 'must be two consecutive years like 2026-27')
    .optional(),
});
