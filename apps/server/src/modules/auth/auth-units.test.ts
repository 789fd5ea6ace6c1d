import { describe, expect, it } from 'vitest';
import { issueAccessToken, verifyAccessToken } from './access-token';
import { defaultDisplayName } from './display-name';
import { parseRefreshRequest } from './refresh-request';
import { generateOtp, generateRefreshToken, hashesEqual, keyedHash } from './secrets';

const SECRET = 's'.repeat(40);
const claims = { sub: 'player', opr: 230201, sid: 'session' };

describe('access tokens', () => {
  it('verify until they expire', () => {
    const now = Date.UTC(2026, 0, 1);
    const { token, expiresAt } = issueAccessToken(SECRET, claims, 900, now);
    expect(expiresAt.getTime()).toBe(now + 900_000);
    expect(verifyAccessToken(SECRET, token, now + 899_000)).toMatchObject({ ok: true, claims });
    expect(verifyAccessToken(SECRET, token, now + 900_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse another secret, a changed payload and garbage', () => {
    const { token } = issueAccessToken(SECRET, claims, 900);
    expect(verifyAccessToken('t'.repeat(40), token)).toEqual({ ok: false, reason: 'signature' });
    const [prefix, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'other', exp: 9e9 })).toString('base64url');
    expect(verifyAccessToken(SECRET, `${prefix}.${forged}.${signature}`)).toEqual({
      ok: false,
      reason: 'signature',
    });
    for (const bad of ['', 'a.b', 'v2.a.b', 'v1..x'])
      expect(verifyAccessToken(SECRET, bad)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('secrets', () => {
  it('codes are 6 digits and refresh tokens 256 bits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateOtp()).toMatch(/^\d{6}$/);
    expect(Buffer.from(generateRefreshToken(), 'base64url')).toHaveLength(32);
  });

  it('keyed hashes depend on key and purpose and compare in constant time', () => {
    const hash = keyedHash(SECRET, 'otp', '123456');
    expect(hash).not.toBe(keyedHash('k'.repeat(40), 'otp', '123456'));
    expect(hash).not.toBe(keyedHash(SECRET, 'refresh', '123456'));
    expect(hashesEqual(hash, keyedHash(SECRET, 'otp', '123456'))).toBe(true);
    expect(hashesEqual(hash, keyedHash(SECRET, 'otp', '123457'))).toBe(false);
    expect(hashesEqual(hash, 'ab')).toBe(false);
  });
});

describe('the refresh request', () => {
  it('lists every problem in the comma form', () => {
    expect(parseRefreshRequest(null)).toEqual({
      ok: false,
      message: ',current_auth_token is not string,operator_id is empty,player_id is empty',
    });
    expect(
      parseRefreshRequest({ operator_id: '230201', player_id: ' p ', current_auth_token: ' t ' }),
    ).toEqual({
      ok: true,
      value: { operatorId: 230201, playerId: 'p', currentAuthToken: 't' },
    });
  });
});

describe('default display names', () => {
  it('are friendly', () => {
    expect(defaultDisplayName('mobile', '9876543210')).toBe('Player 3210');
    expect(defaultDisplayName('email', 'asha.rao@example.com')).toBe('asha.rao');
    expect(defaultDisplayName('email', 'a-very-long-local-part-indeed@example.com')).toHaveLength(17);
  });
});
