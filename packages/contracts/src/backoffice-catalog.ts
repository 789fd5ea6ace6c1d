import { z } from 'zod';
import { GAME_STATUSES } from './catalog-constants';

// The back office's catalog calls (docs/backoffice.md): /staff/games and /staff/menu. Changes reach the
// lobby at once (the catalog snapshot is dropped on every change, docs/catalog.md).

export const staffGameSchema = z.object({
  game_code: z.string(),
  game_name: z.string(),
  provider_code: z.string(),
  provider_name: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  status: z.enum(GAME_STATUSES),
  position: z.number().int(),
});
export type StaffGame = z.infer<typeof staffGameSchema>;

export const staffGameListSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(staffGameSchema),
});
export type StaffGameList = z.infer<typeof staffGameListSchema>;

export const staffGameParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be a game code'),
});

export const staffGameChangeSchema = z
  .object({
    status: z.enum(GAME_STATUSES, { error: `must be one of ${GAME_STATUSES.join(', ')}` }).optional(),
    position: z.number().int('must be a whole number').min(0).max(100_000).optional(),
    tags: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
    category: z.string().trim().min(1).max(60).optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'reason'), {
    message: 'status: name at least one of status, position, tags, category',
  });
export type StaffGameChange = z.input<typeof staffGameChangeSchema>;

export const staffGameChangedSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  game: staffGameSchema,
});

export const staffMenuItemSchema = z.object({
  code: z.string(),
  url: z.string(),
  eng: z.string(),
  hindi: z.string(),
});
export type StaffMenuItem = z.infer<typeof staffMenuItemSchema>;

export const staffMenuListSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(staffMenuItemSchema),
});
export type StaffMenuList = z.infer<typeof staffMenuListSchema>;

export const staffMenuParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

export const staffMenuLabelSchema = z.object({
  eng: z.string({ error: 'eng: required' }).trim().min(1, 'eng: required').max(60),
  hindi: z.string({ error: 'hindi: required' }).trim().min(1, 'hindi: required').max(60),
});
export type StaffMenuLabel = z.input<typeof staffMenuLabelSchema>;

const labelPair = z.object({
  eng: z.string().trim().min(1, 'eng: required').max(200),
  hindi: z.string().trim().min(1, 'hindi: required').max(200),
});

export const staffBannerSchema = z.object({
  code: z.string(),
  image: z.string(),
  link: z.string(),
  title: labelPair,
  text: labelPair,
  active: z.boolean(),
  position: z.number().int(),
});
export type StaffBanner = z.infer<typeof staffBannerSchema>;

export const staffBannerListSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(staffBannerSchema),
});
export type StaffBannerList = z.infer<typeof staffBannerListSchema>;

export const staffBannerChangeSchema = z
  .object({ title: labelPair.optional(), text: labelPair.optional(), active: z.boolean().optional() })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'title: name at least one of title, text, active',
  });
export type StaffBannerChange = z.input<typeof staffBannerChangeSchema>;

export const PROVIDER_STATUSES = ['live', 'offline'] as const;

export const staffProviderSchema = z.object({
  provider_code: z.string(),
  name: z.string(),
  status: z.enum(PROVIDER_STATUSES),
  position: z.number().int(),
  game_count: z.number().int(),
});
export type StaffProvider = z.infer<typeof staffProviderSchema>;

export const staffProviderListSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(staffProviderSchema),
});
export type StaffProviderList = z.infer<typeof staffProviderListSchema>;

/** Offline takes every game of the provider offline in the lobby until it is live again. */
export const staffProviderChangeSchema = z
  .object({
    name: z.string().trim().min(1, 'name: must not be empty').max(80).optional(),
    status: z.enum(PROVIDER_STATUSES, { error: 'status: must be live or offline' }).optional(),
    position: z.number().int('must be a whole number').min(0).max(100_000).optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'reason'), {
    message: 'name: name at least one of name, status, position',
  });
export type StaffProviderChange = z.input<typeof staffProviderChangeSchema>;
