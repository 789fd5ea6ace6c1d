import { z } from 'zod';
import { operatorIdField } from './player-ref';
import { COUNTRY_CODE, CURRENCY, OTP_DIGITS, OTP_RESEND_SECONDS, PHONE_DIGITS } from './constants';

// Requests and answers of the login calls (core-platform.md section 7) and token refresh.

export const MOBILE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_DIGITS}}$`);
// A practical e-mail pattern: one @, no spaces, a dot in the domain. The same check runs in the form.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const OTP_SENT_NEW = 'OTP SENT SUCCESSFULLY (New User)';
export const OTP_SENT_EXISTING = 'OTP SENT SUCCESSFULLY (Existing User)';
export const OTP_MISMATCH_MOBILE = 'Otp Mismatch';
export const OTP_MISMATCH_EMAIL = 'Invalid OTP';
export const TOKEN_UPDATED = 'token updated successfully';
export const INVALID_AUTH_TOKEN = 'invalid current auth token';
export const LOGIN_SUCCESSFUL = 'Login successful';
export const LOGGED_OUT = 'Logged out';
export const OPERATOR_NOT_FOUND = 'Operator not found';
export const OTP_NOT_FOUND = 'OTP request not found, please request a new one';
export const OTP_EXPIRED = 'OTP expired, please request a new one';
export const OTP_ALREADY_USED = 'OTP already used, please request a new one';
export const OTP_REPLACED = 'A newer OTP was sent, please enter the latest code';
export const OTP_TOO_MANY_ATTEMPTS = 'Too many wrong attempts, please request a new OTP';
/** Missing, malformed, expired or revoked access token (the spec's game-list message; clients log out). */
export const TOKEN_MISMATCH = 'Token mismatch';
/** A player_id / operator_id in the body that is not the token's (ADR 003). */
export const PLAYER_MISMATCH = 'Player does not match token';
export const OTP_DELIVERY_FAILED = 'Could not send the OTP, please try again later';

/**
 * The OTP limits in one place (docs/auth.md). A code lives 5 minutes and allows 5 tries; another code for
 * the same number or e-mail only after 30 s; at most 5 codes per destination and 20 per IP address per hour.
 */
export const OTP_LIMITS = {
  ttlSeconds: 300,
  maxAttempts: 5,
  resendSeconds: OTP_RESEND_SECONDS,
  perDestinationPerHour: 5,
  perIpPerHour: 20,
} as const;
/** Access token (`token`) lifetime and the refresh-token family (`authToken`) absolute lifetime. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const SESSION_DAYS = 180;
/**
 * A rotated authToken presented again within this many seconds (once) answers the same successor instead
 * of revoking the session: a reload or a lost answer during a refresh (docs/auth.md, ADR 019).
 */
export const REFRESH_GRACE_SECONDS = 30;

export const BLOCKED_ACCOUNT_STATES = ['suspended', 'terminated', 'closed'] as const;
export type BlockedAccountState = (typeof BLOCKED_ACCOUNT_STATES)[number];
export function accountBlockedMessage(state: BlockedAccountState): string {
  return `Your account is ${state}, please contact support`;
}
export function otpCooldownMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before requesting a new OTP`;
}
export function otpHourlyLimitMessage(channel: 'mobile' | 'email', minutes: number): string {
  const what = channel === 'mobile' ? 'this mobile number' : 'this e-mail address';
  return `Too many OTP requests for ${what}, please try again in ${minutes} minutes`;
}
export function otpIpLimitMessage(minutes: number): string {
  return `Too many OTP requests from your network, please try again in ${minutes} minutes`;
}

const operatorId = operatorIdField;
const optionalText = z.string().trim().max(64, 'at most 64 characters').optional().nullable();

export const deviceDetailsSchema = z
  .object({ device_id: z.string().trim().max(128, 'at most 128 characters').optional() })
  .partial();

export const mobileOtpRequestSchema = z.object({
  country_code: z.literal(COUNTRY_CODE, { error: `must be ${COUNTRY_CODE}` }).default(COUNTRY_CODE),
  mobile_number: z
    .union([z.string(), z.number()], { error: 'must be 10 digits' })
    .transform(String)
    .pipe(z.string().regex(MOBILE_PATTERN, `must be ${PHONE_DIGITS} digits`)),
  device_details: deviceDetailsSchema.optional(),
  affiliate_id: optionalText,
  referral_code: optionalText,
  promo_code: optionalText,
  operator_id: operatorId,
});
export type MobileOtpRequest = z.input<typeof mobileOtpRequestSchema>;

export const emailOtpRequestSchema = z.object({
  country_code: z.literal(COUNTRY_CODE, { error: `must be ${COUNTRY_CODE}` }).default(COUNTRY_CODE),
  email: z
    .string({ error: 'must be an e-mail address' })
    .trim()
    .toLowerCase()
    .max(254, 'at most 254 characters')
    .regex(EMAIL_PATTERN, 'must be an e-mail address'),
  currency: z.literal(CURRENCY, { error: `must be ${CURRENCY}` }).default(CURRENCY),
  device_details: deviceDetailsSchema.optional(),
  affiliate_id: optionalText,
  referral_code: optionalText,
  promo_code: optionalText,
  operator_id: operatorId,
});
export type EmailOtpRequest = z.input<typeof emailOtpRequestSchema>;

export const otpSentSchema = z.object({
  status: z.literal(1),
  message: z.enum([OTP_SENT_NEW, OTP_SENT_EXISTING]),
  objectId: z.string(),
  operator_id: z.number(),
  mobile_number: z.string().optional(),
  email: z.string().optional(),
  resend_after: z.number().describe('seconds until another code may be requested'),
  expires_in: z.number().describe('seconds the code stays valid'),
  requests_left: z
    .number()
    .int()
    .describe(
      `codes this number or e-mail may still be sent in the rolling hour (at most ${OTP_LIMITS.perDestinationPerHour} an hour); at 0 the next request is refused until requests_reset_after`,
    ),
  requests_reset_after: z
    .number()
    .int()
    .describe('seconds until the oldest code of the hour leaves the window, freeing one more request'),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

const otpField = z
  .union([z.string(), z.number()], { error: 'must be 6 digits' })
  .transform((value) => (typeof value === 'number' ? String(value).padStart(OTP_DIGITS, '0') : value.trim()))
  .pipe(z.string().regex(OTP_PATTERN, `must be ${OTP_DIGITS} digits`));
const objectIdField = z.string({ error: 'is required' }).trim().min(1, 'is required').max(64, 'is too long');

export const mobileOtpConfirmSchema = z.object({
  otp: otpField,
  _id: objectIdField,
  mobile_number: mobileOtpRequestSchema.shape.mobile_number,
  operator_id: operatorId,
});
export type MobileOtpConfirm = z.input<typeof mobileOtpConfirmSchema>;

export const emailOtpConfirmSchema = z.object({
  otp: otpField,
  _id: objectIdField,
  email: emailOtpRequestSchema.shape.email,
  operator_id: operatorId,
});
export type EmailOtpConfirm = z.input<typeof emailOtpConfirmSchema>;

export const loginSuccessSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  token: z.string().describe('short-lived access token (Bearer)'),
  authToken: z.string().describe('refresh token; rotated on every use, absolute lifetime 180 days'),
  opr_code: z.string(),
  player_id: z.string(),
  operator_id: z.number(),
  display_name: z.string(),
  wallet_balance: z.number(),
  mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  auth_token_expires_at: z.string().describe('ISO time the refresh token family ends'),
});
export type LoginSuccess = z.infer<typeof loginSuccessSchema>;

/** auth/game/token validates in the spec's comma form, so it takes the raw body and checks it itself. */
export const tokenRefreshSuccessSchema = z.object({
  status: z.literal(1),
  message: z.literal(TOKEN_UPDATED),
  token: z.string(),
  authToken: z.string(),
});
export type TokenRefreshSuccess = z.infer<typeof tokenRefreshSuccessSchema>;

/** The refresh call's body as documented; the route checks it by hand (comma form) and accepts anything. */
export const tokenRefreshRequestSchema = z.object({
  operator_id: z.union([z.number(), z.string()]),
  player_id: z.string(),
  current_auth_token: z.string(),
});

export const logoutRequestSchema = z.object({
  operator_id: operatorId,
  player_id: z.string({ error: 'must be text' }).trim().min(1, 'is required'),
});
export type LogoutRequest = z.input<typeof logoutRequestSchema>;

export const loggedOutSchema = z.object({ status: z.literal(1), message: z.literal(LOGGED_OUT) });

/** 429 answers of the OTP request calls. */
export const rateLimitedSchema = z.object({
  status: z.literal(0),
  message: z.string(),
  retry_after: z.number().describe('seconds until another request may succeed'),
});
export type RateLimited = z.infer<typeof rateLimitedSchema>;

/** The operator_id header of the login calls (when given it must equal the body's). */
export const operatorHeaderSchema = z.looseObject({
  operator_id: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a number')
    .optional(),
});
