import { createHash } from 'node:crypto';

// The seeds of a pre-committed hash chain (docs/house-games.md "Provably fair"): seed(length) is the
// terminal seed, seed(i - 1) = SHA-256 of seed(i)'s hex text, seed(0) the published commitment. The server
// derives 10,000 of them when it first uses a chain, on the event loop, while a round opens and its first
// bets queue behind it. Node's native SHA-256 does it ~3× faster than the pure-JS one the verify page shares
// (@khelo/games/sha256: 450 vs 150 ms on the loaded 2-core bench box; docs/decisions/041-crash-burst-path.md).
// Same text in, same digest out (seed-chain.test.ts).

export function chainSeeds(terminalSeed: string, length: number): string[] {
  const seeds = new Array<string>(length + 1);
  seeds[length] = terminalSeed;
  for (let index = length; index > 0; index--)
    seeds[index - 1] = createHash('sha256').update(seeds[index]!, 'utf8').digest('hex');
  return seeds;
}
