import { createHmac, timingSafeEqual } from 'node:crypto';

// wallet-api requests are signed with HMAC-SHA256 over the exact bytes of the body, keyed with the
// provider's secret, sent as lowercase hex (docs/wallet.md). Any re-serialisation would break the
// signature, so the route verifies the raw body before it is parsed.

export function signBody(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Accepts "<hex>" or "sha256=<hex>"; compares in constant time. */
export function signatureMatches(secret: string, body: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const hex = header.trim().replace(/^sha256=/i, '');
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}
