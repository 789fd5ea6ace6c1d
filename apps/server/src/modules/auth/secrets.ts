import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// One-time codes and refresh tokens are stored only as keyed hashes (HMAC-SHA256 with SESSION_SECRET):
// a database dump reveals neither, and a 6-digit code cannot be brute-forced offline without the key.

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function generateOtp(digits = 6): string {
  return randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
}

/** An opaque refresh token: 256 random bits, URL-safe. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The successor of a refresh token: derived, not drawn, so that the rotated token presented again within
 * the grace (ADR 019) answers the very same successor without it being stored. Without SESSION_SECRET it is
 * as unpredictable as a random token; it has the same form.
 */
export function successorRefreshToken(secret: string, previous: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${previous}`).digest('base64url');
}

export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('hex');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
