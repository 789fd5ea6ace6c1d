import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashPoint } from './crash';
import { drawNumber } from './color';
import { chainCommitment, chainSeed, outcomeHash } from './fair';
import { hmacSha256, hmacSha256Hex, sha256, sha256Hex, toHex, utf8 } from './sha256';

const hex = (text: string) => Uint8Array.from(text.match(/../g)!.map((byte) => parseInt(byte, 16)));

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches the RFC 4231 HMAC-SHA256 test cases 1, 2, 6 and 7 (keys shorter and longer than a block)', () => {
    expect(toHex(hmacSha256(new Uint8Array(20).fill(0x0b), utf8('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    const longKey = new Uint8Array(131).fill(0xaa);
    expect(toHex(hmacSha256(longKey, utf8('Test Using Larger Than Block-Size Key - Hash Key First')))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
    expect(
      toHex(
        hmacSha256(
          longKey,
          utf8(
            'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
          ),
        ),
      ),
    ).toBe('9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2');
    expect(toHex(sha256(hex('616263')))).toBe(sha256Hex('abc'));
  });

  it('reproduces the worked example of docs/house-games.md', () => {
    const last = 'e3f1c2d4b5a697887766554433221100ffeeddccbbaa99887766554433221100';
    const client = '9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c';
    const s1 = chainSeed(last, 3, 1);
    expect(s1).toBe('367a4e90e02e42f7813fcab3b4d63382964c47b0adb8edda9b66a2d4870cd44b');
    expect(sha256Hex(s1)).toMatch(/^38a30a86.*bb79b4$/);
    expect(chainCommitment(last, 3)).toBe(sha256Hex(s1));
    expect(outcomeHash(s1, client, 5501)).toBe(
      '69bd8d02b7f6a76a31295c47183843292a23d3a154b3203eea43338f5c5b4091',
    );
    expect(crashPoint(s1, client, 5501)).toBe(165); // hundredths: 1.65x
    expect(outcomeHash(s1, client, '202611230601')).toMatch(/^131a491cd7852/);
    expect(drawNumber(s1, client, '202611230601')).toBe(0);
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
