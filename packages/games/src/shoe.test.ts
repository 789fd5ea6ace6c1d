import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyCardRound } from './card-round';
import { commitmentOf, randomFloats } from './fair';
import { cutIndexOf, rankOf, shoeIsOver, shuffleShoe } from './shoe';

describe('the shoe', () => {
  it('shuffles by the float stream of fair.ts: the first swap puts float 0 at the last position', () => {
    const float0 = randomFloats('seed', 'client', 7, 1)[0]!;
    const block0 = createHmac('sha256', 'seed').update('client:7:0').digest();
    expect(float0).toBe(
      block0[0]! / 256 + block0[1]! / 65536 + block0[2]! / 256 ** 3 + block0[3]! / 256 ** 4,
    );
    // Unshuffled position j holds card j mod 52; the last position swaps with j = floor(float0 · 312).
    expect(shuffleShoe('seed', 'client', 7, 6)[311]).toBe(Math.floor(float0 * 312) % 52);
  });

  it('is a shuffle of exactly decks × 52 cards, fixed by its seeds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), fc.constantFrom(6, 8), (seed, decks) => {
        const shoe = shuffleShoe(seed, 'client', 1, decks);
        expect(shoe).toHaveLength(decks * 52);
        const counts = new Map<number, number>();
        for (const card of shoe) counts.set(card, (counts.get(card) ?? 0) + 1);
        expect(counts.size).toBe(52);
        expect([...counts.values()].every((count) => count === decks)).toBe(true);
        expect(shuffleShoe(seed, 'client', 1, decks)).toEqual(shoe);
      }),
      { numRuns: 20 },
    );
    expect(shuffleShoe('a', 'c', 1, 8)).not.toEqual(shuffleShoe('b', 'c', 1, 8));
    expect(shuffleShoe('a', 'c', 1, 8)).not.toEqual(shuffleShoe('a', 'c', 2, 8));
  });

  it('puts every rank first about equally often (600 shoes)', () => {
    const firsts = new Array<number>(14).fill(0);
    for (let index = 0; index < 600; index++) firsts[rankOf(shuffleShoe(`s${index}`, 'c', 1, 6)[0]!)]!++;
    // Expected 46.2 each; 5 sigma ≈ 33.
    for (let rank = 1; rank <= 13; rank++) expect(Math.abs(firsts[rank]! - 600 / 13)).toBeLessThan(33);
  });

  it('places the cut card so that a baccarat round always has its six cards', () => {
    expect(cutIndexOf(8, 16)).toBe(400);
    expect(cutIndexOf(6, 311)).toBe(1);
    expect(() => cutIndexOf(8, 5)).toThrow(RangeError);
    expect(() => cutIndexOf(6, 312)).toThrow(RangeError);
    expect(shoeIsOver(399, 400)).toBe(false);
    expect(shoeIsOver(401, 400)).toBe(true);
  });

  it('verifies a round from the shoe seed and its position', () => {
    const shoe = shuffleShoe('seed', 'client', 3, 6);
    const result = verifyCardRound({
      kind: 'dragon-tiger',
      shoeSeed: 'seed',
      clientSeed: 'client',
      nonce: 3,
      decks: 6,
      position: 10,
      commitment: commitmentOf('seed'),
    });
    expect(result.commitmentMatches).toBe(true);
    expect(result.deal.cards).toEqual([shoe[10], shoe[11]]);
    const baccarat = verifyCardRound({
      kind: 'baccarat',
      shoeSeed: 'seed',
      clientSeed: 'client',
      nonce: 3,
      decks: 6,
      position: 10,
      commitment: 'wrong',
    });
    expect(baccarat.commitmentMatches).toBe(false);
    expect(baccarat.deal.cards).toEqual(shoe.slice(10, 10 + baccarat.deal.cards.length));
  });
});
