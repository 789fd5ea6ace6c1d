import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

// KYC data at rest: images and document numbers sealed with AES-256-GCM, numbers also as a keyed hash for
// the "already verified elsewhere" check. Each use gets its own key derived from DATA_KEY (HKDF), and each
// box is bound to where it belongs (additional authenticated data), so a file or a number copied onto
// another submission does not open. Format: iv (12) | tag (16) | ciphertext.

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface KycKeys {
  files: Buffer;
  numbers: Buffer;
  numberHash: Buffer;
}

function derive(dataKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), `khelo:kyc:${purpose}`, 32));
}

export function kycKeys(dataKey: Buffer): KycKeys {
  return {
    files: derive(dataKey, 'files'),
    numbers: derive(dataKey, 'numbers'),
    numberHash: derive(dataKey, 'number-hash'),
  };
}

export function seal(key: Buffer, plaintext: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

/** The plaintext, or null for another key, another context or tampered bytes. */
export function open(key: Buffer, sealed: Buffer, context: string): Buffer | null {
  if (sealed.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}

export function numberHash(keys: KycKeys, docType: string, docNumber: string): string {
  return createHmac('sha256', keys.numberHash).update(`${docType}:${docNumber}`).digest('hex');
}

export function sealNumber(keys: KycKeys, playerId: string, docType: string, docNumber: string): string {
  return seal(keys.numbers, Buffer.from(docNumber, 'utf8'), `${playerId}:${docType}`).toString('base64url');
}

export function openNumber(keys: KycKeys, playerId: string, docType: string, sealed: string): string | null {
  return (
    open(keys.numbers, Buffer.from(sealed, 'base64url'), `${playerId}:${docType}`)?.toString('utf8') ?? null
  );
}
