import { z } from 'zod';
import { GAME_CODE_PATTERN, LAUNCH_TOKEN_SECONDS } from './catalog-constants';
import { MONEY_MODES } from './compliance';
import { successSchema } from './envelope';
import { operatorIdField, playerIdField, requiredOr } from './player-ref';

// Free practice play of the house games (issue 8, docs/practice-and-responsible-gaming.md): the player
// bets free chips, never cash. Chips are not money: no ledger, not in /history, never convertible.

export const LAUNCH_MODES = ['real', 'practice'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];

/** Chips a player starts with, and gets back when a launch or a balance read finds fewer than the floor. */
export const PRACTICE_START_CHIPS = 10_000;
export const PRACTICE_REFILL_FLOOR = 1_000;

export { HOUSE_PLAY_PATH, PRACTICE_PROVIDER_CODE, hasPracticeMode } from './practice-constants';

export const PRACTICE_MESSAGES = {
  launched: 'Practice game launched',
  status: 'practice',
  notHouseGame: 'Practice play is not available for this game',
  selfExcluded: 'You are self-excluded: practice play is closed until your self-exclusion ends',
  accountClosed: 'Your account is not active: practice play is closed',
} as const;

const operatorId = operatorIdField;
const playerId = playerIdField;

// ---------------------------------------------------------------------------------------------------
// api/practice-launch: like api/game-launch, but the launch token carries mode=practice.

export const practiceLaunchRequestSchema = z.object({
  game_code: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .regex(GAME_CODE_PATTERN, 'must be letters, digits, - or _ (at most 32)'),
  operator_id: operatorId.optional(),
  player_id: playerId.optional(),
});
export type PracticeLaunchRequest = z.input<typeof practiceLaunchRequestSchema>;

export const practiceLaunchSchema = successSchema({
  url: z.string().describe('the game page URL with token, game_code, opr_id, href and mode=practice'),
  token: z.string(),
  game_code: z.string(),
  opr_id: z.number(),
  href: z.string(),
  expires_in: z.number().describe(`seconds the launch token stays valid (${LAUNCH_TOKEN_SECONDS})`),
  mode: z.literal('practice'),
  chips: z.number().describe('the practice chips after any refill'),
});
export type PracticeLaunch = z.infer<typeof practiceLaunchSchema>;

// ---------------------------------------------------------------------------------------------------
// api/practice: the chips, the operator's money mode and whether this player may practise.

export const practiceStatusRequestSchema = z.object({
  operator_id: operatorId.optional(),
  player_id: playerId.optional(),
});
export type PracticeStatusRequest = z.input<typeof practiceStatusRequestSchema>;

export const practiceStatusSchema = successSchema({
  money_mode: z.enum(MONEY_MODES),
  chips: z.number(),
  start_chips: z.number(),
  refill_floor: z.number(),
  practice_allowed: z.boolean(),
  provider_code: z.string().describe('games of this provider have a practice mode'),
});
export type PracticeStatus = z.infer<typeof practiceStatusSchema>;
