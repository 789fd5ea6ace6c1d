import { describe, expect, it } from 'vitest';
import { createCatalogCache } from './catalog-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A cache whose every read waits for the test to answer it (`loads[i]`), on a clock the test moves. */
function answeredByHand<T>() {
  const state = { clock: 0 };
  const loads: ReturnType<typeof deferred<T>>[] = [];
  const cache = createCatalogCache(
    () => {
      loads.push(deferred<T>());
      return loads.at(-1)!.promise;
    },
    { ttlMs: 1_000, now: () => state.clock },
  );
  return { cache, loads, state };
}

describe('the catalog cache', () => {
  it('shares one load between concurrent misses and keeps operators apart', async () => {
    const loads: number[] = [];
    const cache = createCatalogCache(
      (operatorId) => {
        loads.push(operatorId);
        return Promise.resolve(`catalog ${operatorId}`);
      },
      { ttlMs: 60_000 },
    );
    expect(await Promise.all([cache.get(1), cache.get(1), cache.get(2)])).toEqual([
      'catalog 1',
      'catalog 1',
      'catalog 2',
    ]);
    expect(await cache.get(1)).toBe('catalog 1');
    expect(loads).toEqual([1, 2]);
  });

  it('never keeps a result loaded before an invalidation', async () => {
    let version = 0;
    const pending = deferred<string>();
    let calls = 0;
    const cache = createCatalogCache(
      () => {
        calls += 1;
        return calls === 1 ? pending.promise : Promise.resolve(`v${version}`);
      },
      { ttlMs: 60_000 },
    );
    const early = cache.get(1);
    version = 1;
    cache.invalidate(1);
    pending.resolve('v0');
    expect(await early).toBe('v0');
    expect(await cache.get(1)).toBe('v1');
  });

  it('does not cache a failed load', async () => {
    let calls = 0;
    const cache = createCatalogCache(
      () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('database down')) : Promise.resolve('ok');
      },
      { ttlMs: 60_000 },
    );
    await expect(cache.get(1)).rejects.toThrow('database down');
    expect(await cache.get(1)).toBe('ok');
  });

  it('answers past the TTL at once while one reload replaces the entry, and reloads after invalidating everything', async () => {
    const { cache, loads, state } = answeredByHand<number>();
    const first = cache.get(1);
    loads[0]!.resolve(1);
    expect(await first).toBe(1);
    state.clock = 999;
    expect(await cache.get(1)).toBe(1);
    expect(loads).toHaveLength(1);

    // Past the TTL: the old catalog answers without waiting for the reload, and a burst starts one reload.
    state.clock = 1_000;
    expect(await Promise.all([cache.get(1), cache.get(1), cache.get(1)])).toEqual([1, 1, 1]);
    expect(loads).toHaveLength(2);
    loads[1]!.resolve(2);
    await loads[1]!.promise;
    expect(await cache.get(1)).toBe(2);

    // A failed reload keeps the old entry, and the next call past the TTL tries again.
    state.clock = 2_500;
    expect(await cache.get(1)).toBe(2);
    loads[2]!.reject(new Error('database down'));
    await loads[2]!.promise.catch(() => undefined);
    expect(await cache.get(1)).toBe(2);
    expect(loads).toHaveLength(4);
    loads[3]!.resolve(4);
    await loads[3]!.promise;
    expect(await cache.get(1)).toBe(4);

    // Invalidated: the next call waits for a fresh read, never the old entry.
    cache.invalidate();
    const after = cache.get(1);
    loads[4]!.resolve(5);
    expect(await after).toBe(5);
  });

  it('never lets a reload that started before an invalidation replace what came after it', async () => {
    const { cache, loads, state } = answeredByHand<string>();
    const first = cache.get(1);
    loads[0]!.resolve('v0');
    await first;
    state.clock = 1_000;
    expect(await cache.get(1)).toBe('v0'); // the reload (loads[1]) starts
    cache.invalidate(1);
    const fresh = cache.get(1); // loads[2], after the change
    loads[2]!.resolve('v2');
    expect(await fresh).toBe('v2');
    loads[1]!.resolve('v1');
    await loads[1]!.promise;
    expect(await cache.get(1)).toBe('v2');
  });
});
