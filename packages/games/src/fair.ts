import { hmacSha256Hex, sha256Hex } from './sha256';

// The provably fair scheme (docs/house-games.md): before a round the server publishes SHA-256(server seed);
// the outcome comes from HMAC-SHA256(server seed, "client seed:nonce"); afterwards the seed is revealed and
// anyone can recompute both. Shared rounds take their server seeds from a hash chain fixed in advance:
// seed(i - 1) = SHA-256(seed(i)), played from i = 1 upwards, with seed(0) published when the chain is made,
// so no seed can be chosen or changed once the chain exists.

/** What the server publishes before the round: SHA-256 of the server seed, lowercase hex. */
export function commitmentOf(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** HMAC-SHA256 keyed with the server seed over "clientSeed:nonce", lowercase hex. */
export function outcomeHash(serverSeed: string, clientSeed: string, nonce: number | string): string {
  return hmacSha256Hex(serverSeed, `${clientSeed}:${nonce}`);
}

export const UNIT_BITS = 52;
export const UNIT_RANGE = 2 ** UNIT_BITS;

/** The first 52 bits of a hex hash as an integer in [0, 2^52). */
export function unitInteger(hash: string): number {
  return Number.parseInt(hash.slice(0, UNIT_BITS / 4), 16);
}

/** The first 52 bits of a hex hash as a number in [0, 1), exact in a double. */
export function unitFloat(hash: string): number {
  return unitInteger(hash) / UNIT_RANGE;
}

/** seed(index) of a chain whose last seed (index = length) is `terminal`. */
export function chainSeed(terminal: string, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > length)
    throw new RangeError('chain index out of range');
  let seed = terminal;
  for (let step = length; step > index; step--) seed = sha256Hex(seed);
  return seed;
}

/** seed(0): published when the chain is made, before any of its rounds. */
export function chainCommitment(terminal: string, length: number): string {
  return chainSeed(terminal, length, 0);
}

/** True when `seed` is seed(index) of the chain that published `commitment`. */
export function seedBelongsToChain(seed: string, index: number, commitment: string): boolean {
  let value = seed;
  for (let step = 0; step < index; step++) value = sha256Hex(value);
  return value === commitment;
}

// Games that need more than one number per round (a mine layout, a shoe of cards) draw a stream of floats
// like Stake's published scheme: block b is HMAC-SHA256(server seed, "clientSeed:nonce:b") for b = 0, 1, …;
// each block gives 8 floats from 4 bytes each (b0/256 + b1/256² + b2/256³ + b3/256⁴), in order.

const FLOATS_PER_BLOCK = 8;

/** The first `count` floats in [0, 1) of the stream of (server seed, client seed, nonce). */
export function randomFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number | string,
  count: number,
): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const block = hmacSha256Hex(serverSeed, `${clientSeed}:${nonce}:${cursor}`);
    for (let index = 0; index < FLOATS_PER_BLOCK && floats.length < count; index++) {
      let value = 0;
      for (let byte = 0; byte < 4; byte++) {
        const offset = (index * 4 + byte) * 2;
        value += Number.parseInt(block.slice(offset, offset + 2), 16) / 256 ** (byte + 1);
      }
      floats.push(value);
    }
  }
  return floats;
}

/**
 * The items 0 … size − 1 shuffled by Fisher–Yates from the float stream: for i = size − 1 down to 1 the
 * float number size − 1 − i picks j = floor(float · (i + 1)) and items i and j swap.
 */
export function fairShuffle(
  size: number,
  serverSeed: string,
  clientSeed: string,
  nonce: number | string,
): number[] {
  const items = Array.from({ length: size }, (_, index) => index);
  const floats = randomFloats(serverSeed, clientSeed, nonce, Math.max(0, size - 1));
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(floats[size - 1 - i]! * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
