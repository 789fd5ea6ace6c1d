import { z } from 'zod';
import { operatorIdField } from './player-ref';
import { NICKNAME_MAX, PHONE_DIGITS } from './constants';

// The profile (/info): nickname, avatar or uploaded picture, personal information and points
// (core-platform.md sections 2, 3, 5, 7; docs/profile-kyc.md). fetch/userAvatar, update/userAvatar,
// update/profilePicture and update/personalDetails (the last is ours, in the spec's style).

export const PROFILE_MESSAGES = {
  fetched: 'Profile fetched successfully',
  avatarUpdated: 'Avatar Updated',
  nicknameUpdated: 'Nick name Updated successfully',
  imageUploaded: 'Image Uploaded',
  personalUpdated: 'Personal details updated successfully',
  noPicture: 'avatar_id: upload a picture first',
} as const;

/** The generated avatar set shipped in apps/web/public/images/avatars (avatar_id 1-12). */
export const AVATAR_COUNT = 12;
export const AVATARS = Array.from({ length: AVATAR_COUNT }, (_, index) => ({
  avatar_id: index + 1,
  avatar: `/images/avatars/avatar-${String(index + 1).padStart(2, '0')}.svg`,
}));
/** avatar_id of the player's own uploaded picture. */
export const PICTURE_AVATAR_ID = 0;

/** The 28 states and 8 union territories of India, as the personal information form offers them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

export const MINIMUM_AGE = 18;
export const CITY_MAX = 60;

// ---------------------------------------------------------------------------------------------------
// Images (pictures and KYC documents): checked by content on the server, see docs/profile-kyc.md.

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Decoded size cap: 25 megapixels (a 50000x50000 "decompression bomb" is refused before decoding). */
export const IMAGE_MAX_PIXELS = 25_000_000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** base64 of IMAGE_MAX_BYTES plus a data: URL prefix. */
export const IMAGE_MAX_BASE64_CHARS = Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 64;

/** What follows "field: " in the server's refusal of an image; the web app translates each. */
export const IMAGE_PROBLEMS = {
  missing: 'is empty',
  type: 'must be a JPEG, PNG or WebP picture',
  size: 'must be at most 2 MB',
  pixels: 'must be at most 25 megapixels',
  trailing: 'has extra data after the picture',
  unreadable: 'could not be read as a picture',
} as const;
export type ImageProblem = keyof typeof IMAGE_PROBLEMS;

const base64Image = (field: string) =>
  z
    .string({ error: IMAGE_PROBLEMS.missing })
    .min(1, IMAGE_PROBLEMS.missing)
    .max(IMAGE_MAX_BASE64_CHARS, IMAGE_PROBLEMS.size)
    .describe(`${field}: base64 or a data: URL of a JPEG, PNG or WebP picture, at most 2 MB`);

export const imageField = base64Image;

// ---------------------------------------------------------------------------------------------------
// Shared request parts

const playerIdField = z.string({ error: 'must be text' }).trim().min(1, 'is required');

export const playerRefSchema = z.object({ operator_id: operatorIdField, player_id: playerIdField });

/** Bidirectional-override characters let a name display as something else. */
const CONTROL_CHARACTERS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export const nicknameSchema = z
  .string({ error: 'must be text' })
  .transform((value) => value.normalize('NFC').trim())
  .refine((value) => value.length > 0, 'is required')
  .refine((value) => [...value].length <= NICKNAME_MAX, `must be at most ${NICKNAME_MAX} characters`)
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters');

// ---------------------------------------------------------------------------------------------------
// fetch/userAvatar

export const fetchProfileRequestSchema = playerRefSchema;
export type FetchProfileRequest = z.input<typeof fetchProfileRequestSchema>;

export const avatarChoiceSchema = z.object({ avatar_id: z.number().int(), avatar: z.string() });
export type AvatarChoice = z.infer<typeof avatarChoiceSchema>;

export const profileSchema = z.object({
  nickName: z.string(),
  playerId: z.string(),
  oprId: z.number().int(),
  /** What the header shows: a generated avatar's URL, the uploaded picture's URL, or null. */
  avatar: z.string().nullable(),
  avatar_id: z.number().int().nullable(),
  /** The uploaded picture's unguessable URL, also when an avatar is shown instead. */
  picture: z.string().nullable(),
  email: z.string().nullable(),
  mobile_number: z.string().nullable(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.enum(INDIAN_STATES).nullable(),
  vip_points: z.number().int(),
  club_points: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

export const fetchProfileResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.object({ profile_arr: z.array(profileSchema), avatar_list: z.array(avatarChoiceSchema) }),
});
export type FetchProfileResponse = z.infer<typeof fetchProfileResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// update/userAvatar: profile_type "nickName" changes the nickname, "avatar" the shown avatar.

export const PROFILE_TYPES = ['avatar', 'nickName'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const updateAvatarRequestSchema = z.discriminatedUnion(
  'profile_type',
  [
    playerRefSchema.partial({ operator_id: true }).extend({
      profile_type: z.literal('nickName'),
      nickName: nicknameSchema,
      avatar_url: z.string().max(500).nullish(),
      avatar_id: z.coerce.number().int().nullish(),
    }),
    playerRefSchema.partial({ operator_id: true }).extend({
      profile_type: z.literal('avatar'),
      avatar_id: z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(PICTURE_AVATAR_ID, `must be ${PICTURE_AVATAR_ID}-${AVATAR_COUNT}`)
        .max(AVATAR_COUNT, `must be ${PICTURE_AVATAR_ID}-${AVATAR_COUNT}`),
      avatar_url: z.string().max(500).nullish(),
      nickName: z.string().nullish(),
    }),
  ],
  { error: 'must be avatar or nickName' },
);
export type UpdateAvatarRequest = z.input<typeof updateAvatarRequestSchema>;

export const updateAvatarResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.object({ nickName: z.string(), avatar: z.string().nullable(), avatar_id: z.number().nullable() }),
});
export type UpdateAvatarResponse = z.infer<typeof updateAvatarResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// update/profilePicture

export const IMAGE_NAME_MAX = 200;

export const uploadPictureRequestSchema = playerRefSchema.extend({
  image: base64Image('image'),
  imageName: z.string().max(IMAGE_NAME_MAX, `must be at most ${IMAGE_NAME_MAX} characters`).optional(),
});
export type UploadPictureRequest = z.input<typeof uploadPictureRequestSchema>;

export const uploadPictureResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.object({ avatar: z.string(), picture: z.string() }),
});
export type UploadPictureResponse = z.infer<typeof uploadPictureResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// update/personalDetails (ours): birthday proves 18+, state feeds the cash-play rules.

/** Age in whole years on `today` (both YYYY-MM-DD calendar dates). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Today's date in India (UTC+05:30), YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const PERSONAL_PROBLEMS = {
  birthdayFormat: 'must be a date YYYY-MM-DD',
  underage: `you must be at least ${MINIMUM_AGE} years old`,
  tooOld: 'must be a real birthday',
  phone: `must be ${PHONE_DIGITS} digits starting with 6-9`,
  city: 'must be letters, spaces, dots or hyphens',
  state: 'must be a state or union territory of India',
} as const;

const PERSONAL_PHONE = new RegExp(`^[6-9]\\d{${PHONE_DIGITS - 1}}$`);

/** Blank or missing optional text is "not given": null, which also clears what was saved before. */
const blankToNull = (value: string | null | undefined): string | null => (value ? value : null);

/**
 * Birthday and state are required: the cash-play rules need them (18+, blocked states; docs/compliance.md).
 * Phone and city are optional: nothing depends on them, and an e-mail player may have no phone to give.
 */
export const PERSONAL_REQUIRED = ['birthday', 'state'] as const;

export function personalDetailsFields(today: () => string = () => todayInIndia()) {
  return {
    birthday: z
      .string({ error: 'is required' })
      .trim()
      .refine(isCalendarDate, PERSONAL_PROBLEMS.birthdayFormat)
      .refine((value) => !isCalendarDate(value) || ageOn(value, today()) >= MINIMUM_AGE, {
        message: PERSONAL_PROBLEMS.underage,
      })
      .refine((value) => !isCalendarDate(value) || ageOn(value, today()) <= 120, {
        message: PERSONAL_PROBLEMS.tooOld,
      }),
    phone: z
      .string({ error: 'must be text' })
      .trim()
      .refine((value) => value === '' || PERSONAL_PHONE.test(value), PERSONAL_PROBLEMS.phone)
      .nullish()
      .transform(blankToNull),
    city: z
      .string({ error: 'must be text' })
      .transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' '))
      .refine((value) => value.length <= CITY_MAX, `must be at most ${CITY_MAX} characters`)
      .refine(
        (value) => value === '' || /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(value),
        PERSONAL_PROBLEMS.city,
      )
      .nullish()
      .transform(blankToNull),
    state: z.enum(INDIAN_STATES, { error: PERSONAL_PROBLEMS.state }),
  };
}

export const personalDetailsSchema = z.object(personalDetailsFields());
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;

export const updatePersonalRequestSchema = playerRefSchema.extend(personalDetailsFields());
export type UpdatePersonalRequest = z.input<typeof updatePersonalRequestSchema>;

export const updatePersonalResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.object({
    birthday: z.string(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    state: z.enum(INDIAN_STATES),
  }),
});
export type UpdatePersonalResponse = z.infer<typeof updatePersonalResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Points (docs/decisions/011-vip-and-club-points.md)

/** One VIP point per this many paise wagered (game debits less their rollbacks): Rs 100. */
export const VIP_POINT_PAISE = 10_000n;
/** One club point per this many paise deposited (completed deposits): Rs 100. */
export const CLUB_POINT_PAISE = 10_000n;
