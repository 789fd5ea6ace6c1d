import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256, sha256Hex, toHex } from './sha256';

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('agrees with node:crypto on any bytes, and HMAC on any key length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 150 }), (message, key) => {
        expect(toHex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
        expect(toHex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }),
      { numRuns: 500 },
    );
  });
});
