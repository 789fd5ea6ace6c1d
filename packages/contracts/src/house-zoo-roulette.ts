import { z } from 'zod';
import { houseBetAmountSchema, ZOO_ROULETTE_GAME_CODE } from './house-games';

// Zoo Roulette (issue 24, docs/house-games.md): a shared wheel on the round scheduler, like European
// roulette. A player sends all the chips of a spin in one request, debited as one bet ("slip").

/** Single animals, the two groups and the sharks (the engine's ZOO_BETS, in the same order). */
export const ZOO_BET_NAMES = [
  'lion',
  'panda',
  'monkey',
  'rabbit',
  'eagle',
  'peacock',
  'pigeon',
  'swallow',
  'beasts',
  'birds',
  'shark',
] as const;
export type ZooBetName = (typeof ZOO_BET_NAMES)[number];

/** The most one request may stake (rupees); each bet is ₹10–₹10,000 like every house bet. */
export const ZOO_MAX_TOTAL = 50_000;

export const ZOO_MESSAGES = {
  totalTooHigh: `must add up to at most ${ZOO_MAX_TOTAL}`,
  repeated: 'must not name a bet twice',
} as const;

export const zooBetSchema = z.object({
  bet: z.enum(ZOO_BET_NAMES, { error: `must be one of ${ZOO_BET_NAMES.join(', ')}` }),
  amount: houseBetAmountSchema,
});
export type ZooBetInput = z.infer<typeof zooBetSchema>;

export const zooBetRequestSchema = z.object({
  token: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
  game_code: z.literal(ZOO_ROULETTE_GAME_CODE, { error: `must be ${ZOO_ROULETTE_GAME_CODE}` }),
  bets: z
    .array(zooBetSchema, { error: 'must be a list of bets' })
    .min(1, { error: 'must hold at least one bet' })
    .max(ZOO_BET_NAMES.length, { error: `must hold at most ${ZOO_BET_NAMES.length} bets` }),
});
export type ZooBetRequest = z.infer<typeof zooBetRequestSchema>;
