import { describe, expect, it } from 'vitest';
import { createBalanceCache } from './balance-cache';

describe('displayed balance cache', () => {
  function setup(ttlMs = 1_000, maxEntries = 10) {
    let clock = 0;
    const cache = createBalanceCache({ ttlMs, maxEntries, now: () => clock });
    let loads = 0;
    const loader = (value: bigint) => () => {
      loads += 1;
      return Promise.resolve(value);
    };
    return { cache, loader, loads: () => loads, tick: (ms: number) => (clock += ms) };
  }

  it('reuses a balance until it expires', async () => {
    const { cache, loader, loads, tick } = setup();
    expect(await cache.read('p1', loader(500n))).toBe(500n);
    expect(await cache.read('p1', loader(999n))).toBe(500n);
    expect(loads()).toBe(1);
    tick(1_001);
    expect(await cache.read('p1', loader(700n))).toBe(700n);
    expect(loads()).toBe(2);
  });

  it('a drop makes the next read go to the database', async () => {
    const { cache, loader } = setup();
    await cache.read('p1', loader(500n));
    cache.drop('p1');
    expect(await cache.read('p1', loader(450n))).toBe(450n);
  });

  it('a read that began before a posting does not put the old balance back', async () => {
    const { cache, loader } = setup();
    let release: (value: bigint) => void = () => undefined;
    const slow = cache.read('p1', () => new Promise<bigint>((resolve) => (release = resolve)));
    cache.drop('p1'); // the posting commits while the read is on its way
    release(500n);
    expect(await slow).toBe(500n);
    expect(await cache.read('p1', loader(450n))).toBe(450n);
  });

  it('a drop for another player does not stop a fill', async () => {
    const { cache, loader, loads } = setup();
    let release: (value: bigint) => void = () => undefined;
    const slow = cache.read('p1', () => new Promise<bigint>((resolve) => (release = resolve)));
    cache.drop('p2');
    release(500n);
    await slow;
    expect(await cache.read('p1', loader(1n))).toBe(500n);
    expect(loads()).toBe(0);
  });

  it('holds at most maxEntries players, forgetting the oldest', async () => {
    const { cache, loader, loads } = setup(1_000, 3);
    for (const id of ['a', 'b', 'c', 'd']) await cache.read(id, loader(1n));
    expect(cache.size).toBe(3);
    await cache.read('a', loader(2n));
    expect(loads()).toBe(5);
  });
});
