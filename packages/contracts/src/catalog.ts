import { z } from 'zod';
import { GAME_CODE_PATTERN, GAME_STATUSES, LAUNCH_TOKEN_SECONDS } from './catalog-constants';
import { INTEGRATION_ENV } from './constants';
import { successSchema } from './envelope';
import { operatorIdField, playerIdField, requiredOr } from './player-ref';

// The lobby calls of core-platform.md section 7: api/game-lists (player), api/web/game-lists (visitor),
// api/menu-list, and api/game-launch (the launch call the spec leaves out, named in the same style).

// A number or a numeric string (the original client sent both); see player-ref.ts.
const operatorId = operatorIdField;
const playerId = playerIdField;
const integrationEnv = z
  .literal(INTEGRATION_ENV, { error: `must be ${INTEGRATION_ENV}` })
  .default(INTEGRATION_ENV);

/** Text in both menu languages, keyed as the server menu keys them. */
export const labelsSchema = z.object({ eng: z.string(), hindi: z.string() });
export type Labels = z.infer<typeof labelsSchema>;

/** The Game entity of section 3, plus provider_code so the lobby can group games by provider. */
export const gameSchema = z.object({
  game_code: z.string(),
  game_name: z.string(),
  game_icon: z.string(),
  game_tag: z.array(z.string()),
  game_subcategory: z.string().describe('the name of one category (tab) other than all'),
  provider_name: z.string(),
  provider_code: z.string(),
  operational_status: z.enum(GAME_STATUSES),
  integration_env_config: z.object({ url_path: z.string() }),
});
export type Game = z.infer<typeof gameSchema>;

/** A Category entry of section 3: one lobby tab. */
export const categorySchema = z.object({ name: z.string(), img: z.string(), code: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const providerSchema = z.object({
  provider_code: z.string(),
  provider_name: z.string(),
  provider_logo: z.string(),
  game_count: z.number(),
});
export type Provider = z.infer<typeof providerSchema>;

export const bannerSchema = z.object({
  banner_code: z.string(),
  image: z.string(),
  link: z.string(),
  eyebrow: labelsSchema,
  title: labelsSchema,
  text: labelsSchema,
  cta: labelsSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

export const gameListRequestSchema = z.object({
  integration_env: integrationEnv,
  operator_id: operatorId,
  player_id: playerId,
});
export type GameListRequest = z.input<typeof gameListRequestSchema>;

export const webGameListRequestSchema = z.object({
  integration_env: integrationEnv,
  operator_id: operatorId,
});
export type WebGameListRequest = z.input<typeof webGameListRequestSchema>;

const catalogFields = {
  data: z.array(gameSchema),
  categories: z.array(categorySchema),
  providers: z.array(providerSchema),
  banners: z.array(bannerSchema),
};

/** The visitors' list: the catalog without wallet data. */
export const webGameListSchema = successSchema(catalogFields);
export type WebGameList = z.infer<typeof webGameListSchema>;

export const gameListSchema = successSchema({
  ...catalogFields,
  wallet_balance: z.number().describe('rupees'),
});
export type GameList = z.infer<typeof gameListSchema>;

export const menuListRequestSchema = z.object({ operator_id: operatorId, player_id: playerId });
export type MenuListRequest = z.input<typeof menuListRequestSchema>;

export const menuItemSchema = z.object({
  menu_id: z.string(),
  icon: z.string().describe('a name the web app maps to an icon'),
  link_action: z.object({ url: z.string().describe('a web path; "unity" means the lobby (/)') }),
  menu_display: labelsSchema,
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuListSchema = successSchema({
  menu_details: z.object({ left_menu: z.array(menuItemSchema) }),
});
export type MenuList = z.infer<typeof menuListSchema>;

export const gameLaunchRequestSchema = z.object({
  game_code: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .regex(GAME_CODE_PATTERN, 'must be letters, digits, - or _ (at most 32)'),
  operator_id: operatorId.optional(),
  player_id: playerId.optional(),
});
export type GameLaunchRequest = z.input<typeof gameLaunchRequestSchema>;

export const gameLaunchSchema = successSchema({
  url: z.string().describe('the provider URL with token, game_code, opr_id and href'),
  token: z.string().describe('the launch token the provider presents to the wallet API'),
  game_code: z.string(),
  opr_id: z.number(),
  href: z.string().describe('the lobby URL to return to'),
  expires_in: z.number().describe(`seconds the launch token stays valid (${LAUNCH_TOKEN_SECONDS})`),
});
export type GameLaunch = z.infer<typeof gameLaunchSchema>;
