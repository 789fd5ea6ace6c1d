import { z } from 'zod';
import { successSchema } from './envelope';
import { amountSchema } from './amount';
import { operatorIdField, playerIdField } from './player-ref';

// Responsible gaming (issue 8, docs/practice-and-responsible-gaming.md): player-set deposit limits, a
// cool-off and self-exclusion. A cut or a first limit applies at once, a raise or a removal after 72 hours;
// breaks cannot be undone early. Periods are calendar day / week (from Monday) / month in IST.

export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

export const LIMIT_RAISE_DELAY_HOURS = 72;
/** Highest limit a player may set, in rupees (a limit above it would never bite). */
export const DEPOSIT_LIMIT_MAX = 10_00_000;

export const COOL_OFF_DURATIONS = ['24h', '7d', '30d'] as const;
export type CoolOffDuration = (typeof COOL_OFF_DURATIONS)[number];
export const COOL_OFF_HOURS: Record<CoolOffDuration, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 };

export const SELF_EXCLUSION_MIN_MONTHS = 6;
export const SELF_EXCLUSION_MAX_MONTHS = 60;

export const BREAK_KINDS = ['cool_off', 'self_exclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

export const RG_MESSAGES = {
  read: 'responsible gaming',
  limitsSaved: 'Deposit limits saved',
  coolOffStarted: 'Cool-off started',
  selfExclusionStarted: 'Self-exclusion started',
  breakActive: 'You already have a break that lasts at least as long',
} as const;

const operatorId = operatorIdField;
const playerId = playerIdField;
const player = { operator_id: operatorId.optional(), player_id: playerId.optional() };

/** A limit in rupees; null removes it; left out keeps it. */
const limitAmount = amountSchema({ max: DEPOSIT_LIMIT_MAX }).nullable().optional();

/** Both the page's confirm step and the call: a break is never started by accident. */
const confirm = z.literal(true, { error: 'must be true (the player confirmed)' });

// ---------------------------------------------------------------------------------------------------
// api/responsible-gaming (read)

export const rgReadRequestSchema = z.object(player);
export type RgReadRequest = z.input<typeof rgReadRequestSchema>;

export const depositLimitSchema = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  /** Rupees; null: no limit in force. */
  amount: z.number().nullable(),
  /** A raise or removal waiting for its 72 hours; amount null means the limit goes. */
  pending: z.object({ amount: z.number().nullable(), effective_at: z.string() }).nullable(),
  /** Completed and pending deposits in the current period, rupees. */
  used: z.number(),
  /** When the current period ends (IST calendar). */
  resets_at: z.string(),
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const playerBreakSchema = z.object({
  kind: z.enum(BREAK_KINDS),
  starts_at: z.string(),
  /** null: permanent self-exclusion. */
  ends_at: z.string().nullable(),
});
export type PlayerBreak = z.infer<typeof playerBreakSchema>;

export const rgStateSchema = successSchema({
  limits: z.array(depositLimitSchema),
  break: playerBreakSchema.nullable(),
  practice_allowed: z.boolean(),
  raise_delay_hours: z.number(),
});
export type RgState = z.infer<typeof rgStateSchema>;

// ---------------------------------------------------------------------------------------------------
// api/responsible-gaming/limits, /cool-off, /self-exclusion: each answers the new state.

export const rgLimitsRequestSchema = z.object({
  ...player,
  daily: limitAmount,
  weekly: limitAmount,
  monthly: limitAmount,
});
export type RgLimitsRequest = z.input<typeof rgLimitsRequestSchema>;

export const rgCoolOffRequestSchema = z.object({
  ...player,
  duration: z.enum(COOL_OFF_DURATIONS, { error: `must be one of ${COOL_OFF_DURATIONS.join(', ')}` }),
  confirm,
});
export type RgCoolOffRequest = z.input<typeof rgCoolOffRequestSchema>;

export const rgSelfExclusionRequestSchema = z
  .object({
    ...player,
    months: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(SELF_EXCLUSION_MIN_MONTHS, `must be at least ${SELF_EXCLUSION_MIN_MONTHS}`)
      .max(SELF_EXCLUSION_MAX_MONTHS, `must be at most ${SELF_EXCLUSION_MAX_MONTHS}`)
      .optional(),
    permanent: z.boolean({ error: 'must be true or false' }).optional(),
    confirm,
  })
  .refine((body) => body.permanent === true || body.months !== undefined, {
    path: ['months'],
    message: 'is required unless permanent is true',
  });
export type RgSelfExclusionRequest = z.input<typeof rgSelfExclusionRequestSchema>;
