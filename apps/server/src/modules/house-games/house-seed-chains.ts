import { randomBytes } from 'node:crypto';
import { chainCommitment } from '@khelo/games/fair';
import { sha256Hex } from '@khelo/games/sha256';
import { commitmentOf } from '@khelo/games/fair';
import type { ChainRow, HouseGamesRepository, NewRound, RoundRow } from './house-games.repository';

// The pre-committed hash chains of the shared rounds (docs/house-games.md): one active chain per game,
// created on demand, its seeds derived backwards from the terminal seed and kept in memory per chain.

export const CHAIN_LENGTH = 10_000;

export function createSeedChains(repository: HouseGamesRepository) {
  const chainSeeds = new Map<number, string[]>();
  const chainCommitments = new Map<number, string>();

  function seedsOf(chain: ChainRow): string[] {
    let seeds = chainSeeds.get(chain.id);
    if (!seeds) {
      seeds = new Array<string>(chain.length + 1);
      seeds[chain.length] = chain.terminalSeed;
      for (let index = chain.length; index > 0; index--) seeds[index - 1] = sha256Hex(seeds[index]!);
      chainSeeds.set(chain.id, seeds);
    }
    return seeds;
  }

  async function ensureChain(gameCode: string): Promise<ChainRow> {
    const active = await repository.activeChain(gameCode);
    if (active) return active;
    const terminalSeed = randomBytes(32).toString('hex');
    return repository.insertChain({
      gameCode,
      terminalSeed,
      length: CHAIN_LENGTH,
      commitment: chainCommitment(terminalSeed, CHAIN_LENGTH),
      clientSeed: randomBytes(16).toString('hex'),
    });
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
    return repository.createRound(chain.id, (index) => {
      const serverSeed = seedsOf(chain)[index]!;
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
