import { createHmac, timingSafeEqual } from 'node:crypto';

// Short-lived access tokens: `v1.<payload>.<signature>`, HMAC-SHA256 over the payload with SESSION_SECRET.
// They carry the session id so that logout and stolen-refresh detection end them at once (the auth check
// looks the session up); the signature only saves the look-up for forged or expired tokens.

export interface AccessClaims {
  /** player id */
  sub: string;
  /** operator id */
  opr: number;
  /** session (refresh-token family) id */
  sid: string;
  /** issued at, seconds */
  iat: number;
  /** expires at, seconds */
  exp: number;
}

const PREFIX = 'v1';

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`${PREFIX}.${payload}`).digest('base64url');
}

export function issueAccessToken(
  secret: string,
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  ttlSeconds: number,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const iat = Math.floor(now / 1000);
  const full: AccessClaims = { ...claims, iat, exp: iat + ttlSeconds };
  const payload = Buffer.from(JSON.stringify(full)).toString('base64url');
  return { token: `${PREFIX}.${payload}.${sign(secret, payload)}`, expiresAt: new Date(full.exp * 1000) };
}

export type AccessCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyAccessToken(secret: string, token: string, now = Date.now()): AccessCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX || !parts[1] || !parts[2])
    return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(secret, parts[1]));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'signature' };
  let claims: AccessClaims | null;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as AccessClaims | null;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'malformed' };
  if (
    typeof claims.sub !== 'string' ||
    typeof claims.sid !== 'string' ||
    typeof claims.exp !== 'number' ||
    typeof claims.opr !== 'number'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
