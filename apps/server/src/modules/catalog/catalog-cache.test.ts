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

  it('reloads after the TTL and after invalidating everything', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createCatalogCache(
      () => {
        calls += 1;
        return Promise.resolve(calls);
      },
      { ttlMs: 1_000, now: () => clock },
    );
    expect(await cache.get(1)).toBe(1);
    clock = 999;
    expect(await cache.get(1)).toBe(1);
    clock = 1_000;
    expect(await cache.get(1)).toBe(2);
    cache.invalidate();
    expect(await cache.get(1)).toBe(3);
  });
});
