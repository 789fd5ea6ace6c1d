import { Secret, TOTP } from 'otpauth';

// TOTP (RFC 6238 over RFC 4226) through the `otpauth` library (docs/staff.md): HMAC-SHA-1, 30-second
// steps, 6 digits, which every authenticator app reads from an otpauth:// URI. Secrets are base32
// (RFC 4648, no padding) as those apps expect. This file only fixes the parameters and keeps the names the
// staff login uses; the single-use rule (a step's code works once) lives in the login service.

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and the next step pass too (clock drift, a code typed as it rolls over). */
export const TOTP_WINDOW = 1;
const ALGORITHM = 'SHA1';
const ISSUER = 'Khelo back office';

/** A new 160-bit secret (RFC 4226 recommends the HMAC's output length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpStep(now: Date): number {
  return TOTP.counter({ period: TOTP_STEP_SECONDS, timestamp: now.getTime() });
}

/** The code of one time step. */
export function totpCode(secret: string, step: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
    timestamp: step * TOTP_STEP_SECONDS * 1000,
  });
}

/** The step within ±TOTP_WINDOW of `now` whose code is `code`, or null. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStep(now) + delta;
}

export function otpauthUri(secret: string, account: string, issuer = ISSUER): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
  }).toString();
}
