// The server's answers the login flow reacts to (docs/auth.md). They are copies of the constants in
// @khelo/contracts/auth: importing that module would pull zod into the entry chunk (ADR 006). A test keeps
// the copies equal to the originals.

export const OTP_SENT_NEW = 'OTP SENT SUCCESSFULLY (New User)';
export const OTP_SENT_EXISTING = 'OTP SENT SUCCESSFULLY (Existing User)';
export const OTP_MISMATCH_MOBILE = 'Otp Mismatch';
export const OTP_MISMATCH_EMAIL = 'Invalid OTP';
export const TOKEN_UPDATED = 'token updated successfully';
export const OTP_NOT_FOUND = 'OTP request not found, please request a new one';
export const OTP_EXPIRED = 'OTP expired, please request a new one';
export const OTP_ALREADY_USED = 'OTP already used, please request a new one';
export const OTP_REPLACED = 'A newer OTP was sent, please enter the latest code';
export const OTP_TOO_MANY_ATTEMPTS = 'Too many wrong attempts, please request a new OTP';
export const OTP_DELIVERY_FAILED = 'Could not send the OTP, please try again later';
/** accountBlockedMessage(state) of each blocked state. */
export const ACCOUNT_SUSPENDED = 'Your account is suspended, please contact support';
export const ACCOUNT_TERMINATED = 'Your account is terminated, please contact support';
export const ACCOUNT_CLOSED = 'Your account is closed, please contact support';

/** How the 429s of the hourly limits start (otpHourlyLimitMessage, otpIpLimitMessage). */
export const OTP_HOURLY_LIMIT = 'Too many OTP requests for this';
export const OTP_NETWORK_LIMIT = 'Too many OTP requests from your network';
/** OTP_LIMITS.perDestinationPerHour. */
export const OTP_REQUESTS_PER_HOUR = 5;

/**
 * Server messages with a translation of their own (login.server.*); any other message is shown as sent in
 * English and as a general text in Hindi (login.server.other).
 */
export const TRANSLATED_SERVER_MESSAGES: Readonly<Record<string, string>> = {
  [OTP_NOT_FOUND]: 'login.server.notFound',
  [OTP_EXPIRED]: 'login.server.expired',
  [OTP_ALREADY_USED]: 'login.server.alreadyUsed',
  [OTP_REPLACED]: 'login.server.replaced',
  [OTP_TOO_MANY_ATTEMPTS]: 'login.server.tooManyAttempts',
  [OTP_DELIVERY_FAILED]: 'login.server.deliveryFailed',
  [ACCOUNT_SUSPENDED]: 'login.server.suspended',
  [ACCOUNT_TERMINATED]: 'login.server.terminated',
  [ACCOUNT_CLOSED]: 'login.server.closed',
};
