import { z } from 'zod';
import { successSchema } from './envelope';

// The Fortune Wheel promotion (issue 24, docs/fortune-wheel.md): the shows a player registers for, the
// presence check, and the back office's puzzle set, shows and prize budget. Amounts in answers are rupees.

export const FORTUNE_WHEEL_PATHS = {
  shows: '/api/fortune-wheel/shows',
  register: '/api/fortune-wheel/register',
  presence: '/api/fortune-wheel/presence',
  stage: '/api/fortune-wheel/stage',
  staffPuzzles: '/staff/fortune-wheel/puzzles',
  staffPuzzle: '/staff/fortune-wheel/puzzles/:id',
  staffShows: '/staff/fortune-wheel/shows',
  staffBudget: '/staff/fortune-wheel/budget',
} as const;

export const FORTUNE_WHEEL_LANGUAGES = ['en', 'hi'] as const;
export const FORTUNE_SHOW_STATUSES = ['scheduled', 'drawn', 'finished', 'cancelled'] as const;

const playerId = z.string({ error: 'must be text' }).trim().min(1, 'is required');
const showId = z.uuid({ error: 'must be a show id' });
const language = z.enum(FORTUNE_WHEEL_LANGUAGES, { error: 'must be en or hi' });
const rupees = (max: number) =>
  z
    .number({ error: 'must be a number of rupees' })
    .positive('must be more than 0')
    .max(max, `must be at most ${max}`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'must have at most 2 decimals',
    );

export const fortuneShowsRequestSchema = z.object({ player_id: playerId });
export const fortuneShowRequestSchema = z.object({ player_id: playerId, show_id: showId });
export type FortuneShowRequest = z.input<typeof fortuneShowRequestSchema>;

export const fortuneShowSchema = z.object({
  id: z.string(),
  title: z.string(),
  language,
  starts_at: z.string(),
  status: z.enum(FORTUNE_SHOW_STATUSES),
  /** SHA-256 of the show's server seed, published from the moment it is scheduled. */
  seed_hash: z.string(),
  /** Revealed once the show is over, with the client seeds: the draw can be done again. */
  server_seed: z.string().nullable(),
  registered: z.boolean(),
  registrations: z.number().int(),
  /** The player's part after the draw. */
  role: z.enum(['onstage', 'alternate', 'audience', 'registered']).nullable(),
  budget: z.number(),
  prizes_paid: z.number(),
  /** The round on now (1, 2, 3), its presence check's end, its table (contestants play it; the audience watches). */
  round: z.number().int().nullable(),
  presence_until: z.string().nullable(),
  table_id: z.string().nullable(),
  /** Whether the player sits at this round's table. */
  contestant: z.boolean(),
  /** What the player has won in this show so far (rupees of bonus). */
  prizes_won: z.number(),
});
export type FortuneShow = z.infer<typeof fortuneShowSchema>;

export const fortuneShowsResponseSchema = successSchema({ shows: z.array(fortuneShowSchema) });
export const fortuneShowResponseSchema = successSchema({ show: fortuneShowSchema });
/** The stage as the audience sees it: the round's table from a spectator's seat (no hidden letter). */
export const fortuneStageResponseSchema = successSchema({
  show: fortuneShowSchema,
  stage: z.record(z.string(), z.unknown()).nullable(),
});

// ----- back office

export const staffPuzzleListQuerySchema = z.object({ language: language.optional() });
export const staffPuzzleSchema = z.object({
  id: z.number().int(),
  language,
  category: z.string(),
  answer: z.string(),
  active: z.boolean(),
});
export const staffPuzzleListSchema = successSchema({ puzzles: z.array(staffPuzzleSchema) });
export const staffPuzzleResponseSchema = successSchema({ puzzle: staffPuzzleSchema });

const category = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'is required')
  .max(40, 'must be at most 40 characters');
const answer = z
  .string({ error: 'must be text' })
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(80, 'must be at most 80 characters');

export const staffPuzzleCreateSchema = z.object({ language, category, answer });
export const staffPuzzleChangeSchema = z
  .object({
    category: category.optional(),
    answer: answer.optional(),
    active: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'name at least one of category, answer, active');
export const staffPuzzleParamsSchema = z.object({
  id: z.coerce.number({ error: 'must be a puzzle id' }).int().positive('must be a puzzle id'),
});

export const staffShowCreateSchema = z.object({
  title: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(80, 'must be at most 80 characters'),
  language,
  starts_at: z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' }),
  budget: rupees(1_000_000),
  /** Bonus rupees per point of a contestant's final total. */
  rupees_per_point: rupees(10),
  audience_prize: rupees(10_000),
});
export type StaffShowCreate = z.input<typeof staffShowCreateSchema>;

export const staffShowSchema = fortuneShowSchema
  .omit({ registered: true, role: true, contestant: true, prizes_won: true })
  .extend({
    onstage: z.array(z.string()),
    alternates: z.array(z.string()),
    audience: z.array(z.string()),
    /** The display name of each picked player (stage, alternates, audience), by player id. */
    names: z.record(z.string(), z.string()),
  });
export const staffShowListSchema = successSchema({ shows: z.array(staffShowSchema) });
export const staffShowResponseSchema = successSchema({ show: staffShowSchema });

export const staffBudgetFundSchema = z.object({
  amount: rupees(10_000_000),
  reason: z.string({ error: 'must be text' }).trim().min(3, 'must be at least 3 characters').max(200),
});
export const staffBudgetSchema = successSchema({
  /** What the promotions budget account holds. */
  balance: z.number(),
  /** What scheduled shows may still pay out of it. */
  reserved: z.number(),
  available: z.number(),
  /** The account's latest ledger rows, newest first: fundings in (+), prizes out (−). */
  entries: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      type: z.string(),
      amount: z.number(),
      remarks: z.string(),
    }),
  ),
});
export type StaffBudget = z.infer<typeof staffBudgetSchema>;
export type StaffShow = z.infer<typeof staffShowSchema>;
export type StaffPuzzle = z.infer<typeof staffPuzzleSchema>;
