import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// SHA-256 and HMAC-SHA256 of the fairness path, from @noble/hashes (audited, no dependencies, synchronous in
// Node and the browser), so the verify page recomputes a round with the very code the server used (Web
// Crypto is asynchronous and Node's crypto is not in the browser). These wrappers keep the names the games
// and the server use; seeds and messages are hashed as their UTF-8 text.

export function utf8(text: string): Uint8Array {
  return utf8ToBytes(text);
}

export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}

export function sha256(message: Uint8Array): Uint8Array {
  return nobleSha256(message);
}

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, message);
}

export function sha256Hex(text: string): string {
  return toHex(sha256(utf8(text)));
}

export function hmacSha256Hex(key: string, message: string): string {
  return toHex(hmacSha256(utf8(key), utf8(message)));
}
