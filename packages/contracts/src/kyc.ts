import { z } from 'zod';
import { AADHAR_DIGITS, PAN_LENGTH } from './constants';
import { IMAGE_MAX_BASE64_CHARS, IMAGE_PROBLEMS, imageField, playerRefSchema } from './profile';

// KYC (/kyc): save/kycdetails, fetch/kycdetails (ours) and the reviewers' staff/kyc calls
// (core-platform.md sections 2, 3, 5, 7, 8; docs/profile-kyc.md).

export const KYC_DOC_TYPES = ['aadhar', 'pan'] as const;
export type KycDocType = (typeof KYC_DOC_TYPES)[number];

export const KYC_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/**
 * Which check a document number or name failed: section 8's "Invalid document details" alone left the
 * player guessing (an Aadhaar number with a mistyped digit looks fine but fails its check digit).
 */
export const KYC_DETAIL_PROBLEMS = {
  aadhar_length: 'an Aadhaar number has 12 digits',
  aadhar_start: 'an Aadhaar number never starts with 0 or 1',
  aadhar_checksum: 'the last digit does not match the check digit of the first 11, look for a typing mistake',
  pan_format: 'a PAN is 5 letters, 4 digits and 1 letter, like ABCDE1234F',
  name_length: 'the name needs at least 2 letters',
  name_characters: 'the name may have only letters, spaces, dots, apostrophes and hyphens',
} as const;
export type KycDetailProblem = keyof typeof KYC_DETAIL_PROBLEMS;

const INVALID_DETAILS = 'Invalid document details';
/** "Invalid document details (…which check failed…)", as the server says it after the field name. */
export const invalidDetails = (problem: KycDetailProblem) =>
  `${INVALID_DETAILS} (${KYC_DETAIL_PROBLEMS[problem]})`;

/** The problem named in a server message, for the web's translation of it. */
export function kycDetailProblemOf(message: string): KycDetailProblem | null {
  const found = Object.entries(KYC_DETAIL_PROBLEMS).find(([, text]) => message.endsWith(`(${text})`));
  return found ? (found[0] as KycDetailProblem) : null;
}

/** The server's messages (section 8) — the web app shows its own words for each. */
export const KYC_MESSAGES = {
  alreadySubmitted: 'already kyc details submitted',
  updated: (type: KycDocType) => `${type} details updated`,
  backMissing: 'back_img is empty',
  frontMissing: 'front_img is empty',
  invalidNumber: (problem: KycDetailProblem) => `doc_number: ${invalidDetails(problem)}`,
  takenNumber: 'doc_number: this document is already verified on another account',
  fetched: 'kyc details',
  notFound: 'kyc details not found',
  reviewed: (status: 'verified' | 'rejected') => `kyc ${status}`,
  notPending: 'only a pending submission can be decided',
} as const;

// Verhoeff check digit (the last digit of an Aadhaar number).
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function verhoeffChecksum(digits: string, withCheckDigit: boolean): number {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((digit, index) => {
    c = D[c]![P[(index + (withCheckDigit ? 0 : 1)) % 8]![Number(digit)]!]!;
  });
  return c;
}

export function verhoeffValid(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffChecksum(digits, true) === 0;
}

/** The check digit to append to `digits`. */
export function verhoeffDigit(digits: string): number {
  return INV[verhoeffChecksum(digits, false)]!;
}

/** 12 digits, not starting with 0 or 1 (UIDAI never issues those), Verhoeff check digit last. */
export function isValidAadhar(value: string): boolean {
  return new RegExp(`^[2-9]\\d{${AADHAR_DIGITS - 1}}$`).test(value) && verhoeffValid(value);
}

/** Five letters, four digits, one letter (uppercase). */
export function isValidPan(value: string): boolean {
  return value.length === PAN_LENGTH && /^[A-Z]{5}\d{4}[A-Z]$/.test(value);
}

/** What the number field keeps while typing: digits for aadhar, uppercased letters and digits for pan. */
export function normaliseDocNumber(type: KycDocType, value: string): string {
  return type === 'aadhar'
    ? value.replace(/\D/g, '').slice(0, AADHAR_DIGITS)
    : value
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, PAN_LENGTH);
}

export function isValidDocNumber(type: KycDocType, value: string): boolean {
  return type === 'aadhar' ? isValidAadhar(value) : isValidPan(value);
}

/** The first check `value` fails as a document number of this type, or null when it is valid. */
export function docNumberProblem(type: KycDocType, value: string): KycDetailProblem | null {
  if (type === 'pan') return isValidPan(value) ? null : 'pan_format';
  if (!new RegExp(`^\\d{${AADHAR_DIGITS}}$`).test(value)) return 'aadhar_length';
  if (!/^[2-9]/.test(value)) return 'aadhar_start';
  return verhoeffValid(value) ? null : 'aadhar_checksum';
}

export const PLAYER_NAME_MAX = 100;
/** Letters (any script), spaces, dots, apostrophes and hyphens. */
export const PLAYER_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

export const playerNameSchema = z
  .string({ error: 'is required' })
  .transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' '))
  .refine((value) => value.length >= 2, invalidDetails('name_length'))
  .refine((value) => value.length <= PLAYER_NAME_MAX, `must be at most ${PLAYER_NAME_MAX} characters`)
  .refine((value) => value.length < 2 || PLAYER_NAME_PATTERN.test(value), invalidDetails('name_characters'));

// ---------------------------------------------------------------------------------------------------
// save/kycdetails

export const saveKycRequestSchema = playerRefSchema
  .extend({
    doc_type: z.enum(KYC_DOC_TYPES, { error: 'must be aadhar or pan' }),
    player_name: playerNameSchema,
    doc_number: z.string({ error: 'Invalid document details' }).trim().max(20, 'Invalid document details'),
    front_img: imageField('front_img').optional(),
    // Only an aadhar needs a back image (section 5); the original client sends "" with a pan.
    back_img: z
      .string({ error: IMAGE_PROBLEMS.missing })
      .max(IMAGE_MAX_BASE64_CHARS, IMAGE_PROBLEMS.size)
      .optional()
      .describe('back_img: aadhar only (empty or left out for pan), as front_img'),
  })
  .transform((body) => ({
    ...body,
    doc_number: body.doc_type === 'pan' ? body.doc_number.toUpperCase() : body.doc_number,
  }));
export type SaveKycRequest = z.input<typeof saveKycRequestSchema>;

export const saveKycResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.object({ doc_type: z.enum(KYC_DOC_TYPES), status: z.enum(KYC_STATUSES) }),
});
export type SaveKycResponse = z.infer<typeof saveKycResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// fetch/kycdetails (ours): the player's documents and their status, numbers masked.

export const fetchKycRequestSchema = playerRefSchema;
export type FetchKycRequest = z.input<typeof fetchKycRequestSchema>;

export const kycDocumentSchema = z.object({
  doc_type: z.enum(KYC_DOC_TYPES),
  player_name: z.string(),
  /** Only the last four characters: "XXXXXXXX1234". */
  doc_number: z.string(),
  status: z.enum(KYC_STATUSES),
  reason: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const fetchKycResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(kycDocumentSchema),
});
export type FetchKycResponse = z.infer<typeof fetchKycResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Reviewers (staff roles kyc_reviewer and admin): GET /staff/kyc, GET /staff/kyc/:id,
// POST /staff/kyc/:id/approve, POST /staff/kyc/:id/reject.

export const KYC_REVIEW_PAGE_SIZE = 50;

export const staffKycListQuerySchema = z.object({
  status: z.enum(KYC_STATUSES, { error: 'must be pending, verified or rejected' }).default('pending'),
  page: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(1),
});

export const staffKycSummarySchema = z.object({
  id: z.string(),
  player_id: z.string(),
  doc_type: z.enum(KYC_DOC_TYPES),
  player_name: z.string(),
  doc_number_last4: z.string(),
  status: z.enum(KYC_STATUSES),
  submitted_at: z.string(),
});
export type StaffKycSummary = z.infer<typeof staffKycSummarySchema>;

export const staffKycListResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(staffKycSummarySchema),
  page: z.number().int(),
  total: z.number().int(),
});
export type StaffKycListResponse = z.infer<typeof staffKycListResponseSchema>;

export const staffKycDetailSchema = staffKycSummarySchema.extend({
  /** The full number, decrypted for the reviewer. */
  doc_number: z.string(),
  reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  /** data:image/jpeg;base64,… decrypted for this answer only. */
  front_img: z.string(),
  back_img: z.string().nullable(),
});
export type StaffKycDetail = z.infer<typeof staffKycDetailSchema>;

export const staffKycDetailResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: staffKycDetailSchema,
});
export type StaffKycDetailResponse = z.infer<typeof staffKycDetailResponseSchema>;

export const staffKycIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a submission id' }) });

export const REJECT_REASON_MAX = 500;
export const staffKycRejectBodySchema = z.object({
  reason: z
    .string({ error: 'is required' })
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(REJECT_REASON_MAX, `must be at most ${REJECT_REASON_MAX} characters`),
});
export const staffKycApproveBodySchema = z
  .object({ reason: z.string().trim().max(REJECT_REASON_MAX).optional() })
  .default({});

export const staffKycDecisionResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.object({ id: z.string(), status: z.enum(KYC_STATUSES), reason: z.string().nullable() }),
});
export type StaffKycDecisionResponse = z.infer<typeof staffKycDecisionResponseSchema>;
