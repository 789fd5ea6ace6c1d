import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 appendix B test vectors (SHA-1, the 20-byte ASCII secret "12345678901234567890"), cut to the
// 6 digits authenticator apps show.

const SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it('matches the RFC 6238 vectors', () => {
    expect(SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, code] of [
      [59, '287082'],
      [1111111109, '081804'],
      [1234567890, '005924'],
      [2000000000, '279037'],
    ] as const) {
      expect(totpCode(SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
    }
    expect(base32Decode(SECRET).toString()).toBe('12345678901234567890');
  });

  it('accepts the previous, current and next step only', () => {
    const now = new Date(1234567890 * 1000);
    const step = totpStep(now);
    for (const offset of [-1, 0, 1])
      expect(matchTotp(SECRET, totpCode(SECRET, step + offset), now)).toBe(step + offset);
    for (const offset of [-2, 2]) expect(matchTotp(SECRET, totpCode(SECRET, step + offset), now)).toBeNull();
    expect(matchTotp(SECRET, '12345', now)).toBeNull();
  });

  it('writes an otpauth URI authenticator apps read', () => {
    expect(otpauthUri(SECRET, 'a@staff.test')).toBe(
      'otpauth://totp/Khelo%20back%20office%3Aa%40staff.test?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Khelo+back+office&algorithm=SHA1&digits=6&period=30',
    );
  });
});
