import { describe, expect, it } from 'vitest';
import { chainCommitment, seedBelongsToChain } from '@khelo/games/fair';
import { chainSeeds } from './seed-chain';

describe('chainSeeds', () => {
  it('derives the same chain as the verify page', () => {
    const terminal = 'ab'.repeat(32);
    const seeds = chainSeeds(terminal, 50);
    expect(seeds[50]).toBe(terminal);
    expect(seeds[0]).toBe(chainCommitment(terminal, 50));
    expect(seedBelongsToChain(seeds[17]!, 17, seeds[0]!)).toBe(true);
  });
});
