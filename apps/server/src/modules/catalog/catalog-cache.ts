// A per-operator cache of built catalog answers. Entries hold the loading promise, so concurrent misses
// share one database read, and an invalidation during a read is never overwritten by that read's older
// result (the entry it would have filled is already gone). A TTL bounds staleness should an invalidation
// from another process be lost.

export interface CatalogCache<T> {
  get(operatorId: number): Promise<T>;
  /** Drops one operator's entry, or every entry without an argument. */
  invalidate(operatorId?: number): void;
}

export interface CatalogCacheOptions {
  ttlMs: number;
  now?: () => number;
}

interface Entry<T> {
  promise: Promise<T>;
  loadedAt: number;
}

export function createCatalogCache<T>(
  load: (operatorId: number) => Promise<T>,
  options: CatalogCacheOptions,
): CatalogCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<number, Entry<T>>();

  return {
    get(operatorId) {
      const entry = entries.get(operatorId);
      if (entry && now() - entry.loadedAt < options.ttlMs) return entry.promise;
      const promise = load(operatorId);
      entries.set(operatorId, { promise, loadedAt: now() });
      // A failed read is not cached: the next request tries again.
      promise.catch(() => {
        if (entries.get(operatorId)?.promise === promise) entries.delete(operatorId);
      });
      return promise;
    },
    invalidate(operatorId) {
      if (operatorId === undefined) entries.clear();
      else entries.delete(operatorId);
    },
  };
}
