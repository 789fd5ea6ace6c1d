import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashPoint } from './crash';
import { drawNumber } from './color';
import { chainCommitment, chainSeed, commitmentOf, seedBelongsToChain } from './fair';
import { verifyRound } from './verify';

describe('provably fair generator', () => {
  it('is deterministic in its seeds', () => {
    expect(crashPoint('server', 'client', 1)).toBe(crashPoint('server', 'client', 1));
    expect(drawNumber('a', 'b', '202611230001')).toBe(drawNumber('a', 'b', '202611230001'));
  });

  it('links every chain seed to the previous one and to the published commitment', () => {
    const terminal = randomBytes(32).toString('hex');
    const commitment = chainCommitment(terminal, 50);
    for (let index = 1; index <= 50; index++) {
      const seed = chainSeed(terminal, 50, index);
      expect(commitmentOf(seed)).toBe(chainSeed(terminal, 50, index - 1));
      expect(seedBelongsToChain(seed, index, commitment)).toBe(true);
    }
    expect(seedBelongsToChain(chainSeed(terminal, 50, 3), 4, commitment)).toBe(false);
  });

  it('verification reproduces every outcome and rejects a swapped seed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.nat(), (serverSeed, clientSeed, nonce) => {
        const commitment = commitmentOf(serverSeed);
        const crash = verifyRound({ kind: 'crash', serverSeed, clientSeed, nonce, commitment });
        expect(crash).toMatchObject({
          commitmentMatches: true,
          outcome: crashPoint(serverSeed, clientSeed, nonce),
        });
        const color = verifyRound({ kind: 'color', serverSeed, clientSeed, nonce, commitment });
        expect(color.outcome).toBe(drawNumber(serverSeed, clientSeed, nonce));
        expect(
          verifyRound({ kind: 'color', serverSeed: `${serverSeed}x`, clientSeed, nonce, commitment })
            .commitmentMatches,
        ).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
