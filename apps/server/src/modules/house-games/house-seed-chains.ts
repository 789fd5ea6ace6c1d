import { randomBytes } from 'node:crypto';
import { commitmentOf } from '@khelo/games/fair';
import { chainSeeds } from '../../lib/seed-chain';
import type { ChainRow, HouseGamesRepository, NewRound, RoundRow } from './house-games.repository';

// The pre-committed hash chains of the shared rounds (docs/house-games.md): one active chain per game,
// created on demand, its seeds derived backwards from the terminal seed and kept in memory per chain.

export const CHAIN_LENGTH = 10_000;

export function createSeedChains(repository: HouseGamesRepository) {
  const seedsByChain = new Map<number, string[]>();
  const chainCommitments = new Map<number, string>();

  function seedsOf(chain: ChainRow): string[] {
    let seeds = seedsByChain.get(chain.id);
    if (!seeds) {
      seeds = chainSeeds(chain.terminalSeed, chain.length);
      seedsByChain.set(chain.id, seeds);
    }
    return seeds;
  }

  async function ensureChain(gameCode: string): Promise<ChainRow> {
    const active = await repository.activeChain(gameCode);
    if (active) return active;
    const terminalSeed = randomBytes(32).toString('hex');
    const seeds = chainSeeds(terminalSeed, CHAIN_LENGTH);
    const chain = await repository.insertChain({
      gameCode,
      terminalSeed,
      length: CHAIN_LENGTH,
      commitment: seeds[0]!,
      clientSeed: randomBytes(16).toString('hex'),
    });
    seedsByChain.set(chain.id, seeds);
    return chain;
  }

  async function commitmentOfChain(chainId: number): Promise<{ commitment: string }> {
    let commitment = chainCommitments.get(chainId);
    if (!commitment) {
      commitment = (await repository.chain(chainId))?.commitment ?? '';
      chainCommitments.set(chainId, commitment);
    }
    return { commitment };
  }

  /**
   * Round `roundNo` of a game on the next seed of its chain (nonce = the round number); `timing` gives its
   * outcome and instants from the seed. Null when a round with this number exists.
   */
  async function openChainRound(
    gameCode: string,
    roundNo: string,
    timing: (serverSeed: string, clientSeed: string) => RoundTiming,
  ): Promise<RoundRow | null> {
    const chain = await ensureChain(gameCode);
    // Derived before the transaction: it must not hold the round's transaction (on PGlite the only
    // connection) open while it runs.
    const seeds = seedsOf(chain);
    return repository.createRound(chain.id, (index) => {
      const serverSeed = seeds[index]!;
      return {
        gameCode,
        roundNo,
        chainId: chain.id,
        chainIndex: index,
        commitment: commitmentOf(serverSeed),
        serverSeed,
        clientSeed: chain.clientSeed,
        nonce: roundNo,
        ...timing(serverSeed, chain.clientSeed),
      };
    });
  }

  /** The next round of a game, numbered after its latest (openChainRound). */
  async function openNextRound(
    gameCode: string,
    timing: (serverSeed: string, clientSeed: string, roundNo: string) => RoundTiming,
  ): Promise<RoundRow | null> {
    const latest = await repository.latestRound(gameCode);
    const roundNo = String(latest ? Number(latest.roundNo) + 1 : 1);
    return openChainRound(gameCode, roundNo, (serverSeed, clientSeed) =>
      timing(serverSeed, clientSeed, roundNo),
    );
  }

  return { seedsOf, ensureChain, commitmentOfChain, openChainRound, openNextRound };
}

export type RoundTiming = Pick<NewRound, 'outcome' | 'bettingClosesAt' | 'startsAt' | 'endsAt'>;
