import { z } from 'zod';
import { AMOUNT_LIMITS, amountSchema } from './amount';
import { depositLimitSchema, playerBreakSchema } from './responsible-gaming';

// The back office's player calls (docs/backoffice.md): search, one player's file, balance adjustments
// (above ADJUSTMENT_SECOND_APPROVER_RUPEES a second admin approves before any money moves).

export const ADJUSTMENT_SECOND_APPROVER_RUPEES = 10_000;

export const staffPlayerSearchSchema = z.object({
  q: z.string({ error: 'q: required' }).trim().min(3, 'q: at least 3 characters').max(120),
});

export const staffPlayerRowSchema = z.object({
  id: z.string(),
  mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  display_name: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type StaffPlayerRow = z.infer<typeof staffPlayerRowSchema>;

export const staffPlayerListSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(staffPlayerRowSchema),
});
export type StaffPlayerList = z.infer<typeof staffPlayerListSchema>;

export const staffPlayerParamsSchema = z.object({ player_id: z.uuid('must be a player id') });

export const staffLedgerRowSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  amount: z.number().describe('rupees, + to the player, - from the player'),
  remarks: z.string(),
  created_at: z.string(),
});
export type StaffLedgerRow = z.infer<typeof staffLedgerRowSchema>;

export const staffAdjustmentSchema = z.object({
  id: z.string(),
  player_id: z.string(),
  amount: z.number().describe('rupees, + credits the player, - debits'),
  reason: z.string(),
  status: z.enum(['pending', 'applied', 'rejected']),
  requested_by: z.string(),
  decided_by: z.string().nullable(),
  transaction_id: z.string().nullable(),
  created_at: z.string(),
});
export type StaffAdjustment = z.infer<typeof staffAdjustmentSchema>;

/** One house-game bet as /api/game-history shows it to the player. */
export const staffRoundSchema = z.object({
  round_id: z.number(),
  round_no: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  created_at: z.string(),
  selection: z.string(),
  stake: z.number(),
  payout: z.number().nullable(),
  status: z.string(),
  /** practice bets move no money; they are marked so that nobody reads them as cash. */
  mode: z.string().optional(),
});
export type StaffRound = z.infer<typeof staffRoundSchema>;

export const staffPlayerDetailSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  player: staffPlayerRowSchema.extend({
    last_login_at: z.string().nullable(),
    mobile_verified: z.boolean(),
  }),
  balances: z.object({ cash: z.number(), bonus: z.number() }),
  kyc: z.array(z.object({ doc_type: z.string(), status: z.string(), number_last4: z.string() })),
  ledger: z.array(staffLedgerRowSchema).describe('the latest 30 transactions, game rounds included'),
  adjustments: z.array(staffAdjustmentSchema),
  responsible_gaming: z.object({
    limits: z.array(depositLimitSchema),
    break: playerBreakSchema.nullable().describe('the cool-off or self-exclusion in force, if any'),
  }),
  rounds: z.array(staffRoundSchema).describe('the latest 20 house-game bets (crash, wheels, mines, cards)'),
});
export type StaffPlayerDetail = z.infer<typeof staffPlayerDetailSchema>;

export const staffAdjustmentRequestSchema = z.object({
  direction: z.enum(['credit', 'debit'], { error: 'direction: must be credit or debit' }),
  /** The operator's own maximum (payment_settings.max_adjustment) is checked by the service. */
  amount: amountSchema({ max: AMOUNT_LIMITS.adjustment }),
  reason: z
    .string({ error: 'reason: required' })
    .trim()
    .min(5, 'reason: say why (at least 5 characters)')
    .max(500),
});
export type StaffAdjustmentRequest = z.input<typeof staffAdjustmentRequestSchema>;
export type StaffAdjustmentParsed = z.infer<typeof staffAdjustmentRequestSchema>;

export const staffAdjustmentParamsSchema = z.object({ id: z.uuid('must be an adjustment id') });

export const staffAdjustmentDecisionSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});

export const staffAdjustmentResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  adjustment: staffAdjustmentSchema,
});
export type StaffAdjustmentResponse = z.infer<typeof staffAdjustmentResponseSchema>;

export const staffAdjustmentListSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(staffAdjustmentSchema),
});
export type StaffAdjustmentList = z.infer<typeof staffAdjustmentListSchema>;

export const ADJUSTMENT_MESSAGES = {
  secondApprover: 'A second admin must approve this adjustment: you requested it',
  notPending: 'This adjustment was already decided',
  insufficient: 'amount: more than the player has',
} as const;
