import { Secret, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 appendix B test vectors (SHA-1, the 20-byte ASCII secret "12345678901234567890"), cut to the
// 6 digits authenticator apps show.

const SECRET = Secret.fromLatin1('12345678901234567890').base32;

describe('totp', () => {
  it('matches the RFC 6238 vectors', () => {
    expect(SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, code] of [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ] as const) {
      expect(totpCode(SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
      expect(matchTotp(SECRET, code, new Date(seconds * 1000))).toBe(totpStep(new Date(seconds * 1000)));
    }
  });

  it('accepts the previous, current and next step only', () => {
    const now = new Date(1234567890 * 1000);
    const step = totpStep(now);
    for (const offset of [-1, 0, 1])
      expect(matchTotp(SECRET, totpCode(SECRET, step + offset), now)).toBe(step + offset);
    for (const offset of [-2, 2]) expect(matchTotp(SECRET, totpCode(SECRET, step + offset), now)).toBeNull();
    expect(matchTotp(SECRET, '12345', now)).toBeNull();
    expect(matchTotp(SECRET, '１２３４５６', now)).toBeNull();
  });

  it('draws 160-bit base32 secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('writes an otpauth URI authenticator apps read', () => {
    const uri = otpauthUri(SECRET, 'a@staff.test');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Khelo%20back%20office:a%40staff\.test\?/);
    const parsed = URI.parse(uri);
    expect(parsed).toMatchObject({
      issuer: 'Khelo back office',
      label: 'a@staff.test',
      digits: 6,
      period: 30,
    });
    expect(parsed.secret.base32).toBe(SECRET);
    expect((parsed as { algorithm: string }).algorithm).toBe('SHA1');
  });
});
