import { z } from 'zod';
import { houseBetAmountSchema, ROULETTE_GAME_CODE } from './house-games';

// European roulette (issue 11, docs/house-games.md): a shared table on the round scheduler. A player sends
// all the chips of a spin in one request; they are debited as one bet ("slip"). Whether the numbers of an
// inside bet make that bet (a split is two adjacent numbers, …) is checked by the engine on the server.

export const ROULETTE_BET_TYPE_NAMES = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;

/** Most bets in one request, and the most one request may stake (rupees). */
export const ROULETTE_MAX_BETS = 60;
export const ROULETTE_MAX_TOTAL = 50_000;

export const ROULETTE_MESSAGES = {
  totalTooHigh: `must add up to at most ${ROULETTE_MAX_TOTAL}`,
} as const;

export const rouletteBetSchema = z.object({
  type: z.enum(ROULETTE_BET_TYPE_NAMES, { error: `must be one of ${ROULETTE_BET_TYPE_NAMES.join(', ')}` }),
  /** Inside bets: the numbers covered (a split two adjacent numbers, a street a row of three, …). */
  numbers: z
    .array(z.number({ error: 'must be numbers' }).int({ error: 'must be whole numbers' }), {
      error: 'must be a list of numbers',
    })
    .max(6, { error: 'must be at most six numbers' })
    .optional(),
  /** Dozen and column: 1, 2 or 3. */
  index: z.number({ error: 'must be 1, 2 or 3' }).int({ error: 'must be 1, 2 or 3' }).optional(),
  amount: houseBetAmountSchema,
});
export type RouletteBetInput = z.infer<typeof rouletteBetSchema>;

export const rouletteBetRequestSchema = z.object({
  token: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
  game_code: z.literal(ROULETTE_GAME_CODE, { error: `must be ${ROULETTE_GAME_CODE}` }),
  bets: z
    .array(rouletteBetSchema, { error: 'must be a list of bets' })
    .min(1, { error: 'must hold at least one bet' })
    .max(ROULETTE_MAX_BETS, { error: `must hold at most ${ROULETTE_MAX_BETS} bets` }),
});
export type RouletteBetRequest = z.infer<typeof rouletteBetRequestSchema>;

/** A bet of a slip as the page shows it. */
export interface RouletteSlipLine {
  /** "straight:17", "split:1-2", "dozen:2", "red". */
  key: string;
  type: (typeof ROULETTE_BET_TYPE_NAMES)[number];
  numbers: number[];
  amount: number;
}
