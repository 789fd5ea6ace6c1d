import { outcomeHash } from '../fair';
import type { FairSeed } from '../table/table-game';

// Every roll of a game comes from its seed alone: roll number r (0, 1, 2 … in the order the game rolled) is
// HMAC-SHA256(server seed, "clientSeed:nonce:r"), read one byte at a time; a byte below 252 gives
// 1 + byte mod 6 (252 = 42 × 6, so each face has exactly 42 bytes and no face is favoured), a byte of 252
// or more is skipped. If all 32 bytes are skipped (about 1 in 10^55), the hash of "…:r:1", "…:r:2" … follow.

const ACCEPT_BELOW = 252;

export function rollAt(fair: FairSeed, index: number): number {
  for (let retry = 0; ; retry++) {
    const suffix = retry === 0 ? `${index}` : `${index}:${retry}`;
    const hash = outcomeHash(fair.serverSeed, fair.clientSeed, `${fair.nonce}:${suffix}`);
    for (let offset = 0; offset < hash.length; offset += 2) {
      const byte = Number.parseInt(hash.slice(offset, offset + 2), 16);
      if (byte < ACCEPT_BELOW) return 1 + (byte % 6);
    }
  }
}

/** What /provably-fair shows: the first `count` rolls of a game from its revealed seed material. */
export function verifyLudoRolls(fair: FairSeed, count: number): number[] {
  return Array.from({ length: count }, (_, index) => rollAt(fair, index));
}
