import { randomBytes } from 'node:crypto';
import { commitmentOf } from '@khelo/games/fair';
import { chainSeeds } from '../../lib/seed-chain';
import type { FairSeed } from '@khelo/games/table/table-game';
import type { Tx } from './money/table-money';
import type { ChainRow, TablesRepository } from './tables.repository';

// The shuffle of every hand comes from a pre-committed hash chain (as the house games' rounds,
// house-seed-chains.ts): one chain per game in house_chains under the code `table:<game>`, its seeds
// derived backwards from the terminal seed. A hand takes the chain's next index under the chain row's
// update lock; SHA-256 of its server seed is stored (and shown) before the deal, the seed after the hand.

export const TABLE_CHAIN_LENGTH = 10_000;

export interface HandSeed {
  chainId: number;
  chainIndex: number;
  fair: FairSeed;
  serverSeedHash: string;
}

export function createTableSeeds(repository: TablesRepository) {
  const cache = new Map<number, string[]>();

  function seedsOf(chain: ChainRow): string[] {
    let seeds = cache.get(chain.id);
    if (!seeds) {
      seeds = chainSeeds(chain.terminalSeed, chain.length);
      cache.set(chain.id, seeds);
    }
    return seeds;
  }

  async function chainOf(tx: Tx, gameCode: string): Promise<ChainRow> {
    const active = await repository.activeChain(tx, gameCode);
    if (active) return active;
    const terminalSeed = randomBytes(32).toString('hex');
    const seeds = chainSeeds(terminalSeed, TABLE_CHAIN_LENGTH);
    const chain = await repository.insertChain(tx, {
      gameCode,
      terminalSeed,
      length: TABLE_CHAIN_LENGTH,
      commitment: seeds[0]!,
      clientSeed: randomBytes(16).toString('hex'),
    });
    cache.set(chain.id, seeds);
    return chain;
  }

  return {
    /** The seed of the next hand of `game` (inside the deal's transaction). */
    async next(tx: Tx, game: string): Promise<HandSeed> {
      const gameCode = `table:${game}`;
      for (;;) {
        const chain = await chainOf(tx, gameCode);
        const index = await repository.takeChainIndex(tx, chain.id);
        if (index === null) continue; // used up meanwhile: the next call opens a new chain
        const serverSeed = seedsOf(chain)[index]!;
        return {
          chainId: chain.id,
          chainIndex: index,
          fair: { serverSeed, clientSeed: chain.clientSeed, nonce: String(index) },
          serverSeedHash: commitmentOf(serverSeed),
        };
      }
    },
  };
}

export type TableSeeds = ReturnType<typeof createTableSeeds>;
