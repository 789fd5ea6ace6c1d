import { z } from 'zod';
import { mobileOtpConfirmSchema, mobileOtpRequestSchema } from './auth';

// verify/mobile and verify/mobile-confirm: the mobile verification landing page (pages-and-rules.md
// section 2). The same OTP service as login with its own purpose, so a verification code never logs anyone
// in and a login code never verifies a number.

export const VERIFY_OTP_SENT = 'OTP SENT SUCCESSFULLY';
export const MOBILE_VERIFIED = 'Mobile number verified';
/** "Verify the same number already registered": a number without an account is refused. */
export const MOBILE_NOT_REGISTERED =
  'This mobile number is not registered, please use the number of your account';
/** A logged-in player (e.g. signed up by e-mail) verifying a number that belongs to another account. */
export const MOBILE_OF_ANOTHER_ACCOUNT = 'This mobile number belongs to another account';
/** A logged-in player whose account already has another number. */
export const MOBILE_ALREADY_SET = 'Your account already has a mobile number, please verify that number';

export const verifyMobileRequestSchema = mobileOtpRequestSchema.pick({
  country_code: true,
  mobile_number: true,
  operator_id: true,
});
export type VerifyMobileRequest = z.input<typeof verifyMobileRequestSchema>;

export const verifyMobileSentSchema = z.object({
  status: z.literal(1),
  message: z.literal(VERIFY_OTP_SENT),
  objectId: z.string(),
  mobile_number: z.string(),
  resend_after: z.number().describe('seconds until another code may be requested'),
  expires_in: z.number().describe('seconds the code stays valid'),
});
export type VerifyMobileSent = z.infer<typeof verifyMobileSentSchema>;

export const verifyMobileConfirmSchema = mobileOtpConfirmSchema;
export type VerifyMobileConfirm = z.input<typeof verifyMobileConfirmSchema>;

export const mobileVerifiedSchema = z.object({
  status: z.literal(1),
  message: z.literal(MOBILE_VERIFIED),
  mobile_number: z.string(),
  verified_at: z.string().describe('ISO time the number was verified'),
});
export type MobileVerified = z.infer<typeof mobileVerifiedSchema>;
