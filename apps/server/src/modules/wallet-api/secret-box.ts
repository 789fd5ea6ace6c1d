import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Provider secrets stored in the database are encrypted with DATA_KEY (AES-256-GCM): a database dump alone
// cannot sign wallet calls. Format: base64url(iv | tag | ciphertext).

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The secret, or null when the box was sealed with another key or tampered with. */
export function openSecret(key: Buffer, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
