// A per-operator cache of built catalog answers. Entries hold the loading promise, so concurrent misses
// share one database read, and an invalidation during a read is never overwritten by that read's older
// result (the entry it would have filled is already gone). A TTL bounds staleness should an invalidation
// from another process be lost: past it, the entry is still answered while one read replaces it, so the
// calls that need a game on every bet (a launch's game) never wait for the whole catalog's seven queries
// (docs/performance.md, "Crash: what a slow PostgreSQL run sent").

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
  /** The entry's read has answered: it can be served past its TTL while the next read runs. */
  settled: boolean;
  refreshing: boolean;
}

export function createCatalogCache<T>(
  load: (operatorId: number) => Promise<T>,
  options: CatalogCacheOptions,
): CatalogCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<number, Entry<T>>();

  function read(operatorId: number): Entry<T> {
    const entry: Entry<T> = { promise: load(operatorId), loadedAt: now(), settled: false, refreshing: false };
    entry.promise.then(
      () => (entry.settled = true),
      // A failed read is not cached: the next request tries again.
      () => {
        if (entries.get(operatorId) === entry) entries.delete(operatorId);
      },
    );
    return entry;
  }

  function refresh(operatorId: number, stale: Entry<T>): void {
    stale.refreshing = true;
    const next = read(operatorId);
    next.promise.then(
      () => {
        // Only if nothing replaced or dropped the stale entry meanwhile (an invalidation wins).
        if (entries.get(operatorId) === stale) entries.set(operatorId, next);
      },
      () => (stale.refreshing = false),
    );
  }

  return {
    get(operatorId) {
      const entry = entries.get(operatorId);
      if (entry && now() - entry.loadedAt < options.ttlMs) return entry.promise;
      if (entry?.settled) {
        if (!entry.refreshing) refresh(operatorId, entry);
        return entry.promise;
      }
      const fresh = read(operatorId);
      entries.set(operatorId, fresh);
      return fresh.promise;
    },
    invalidate(operatorId) {
      if (operatorId === undefined) entries.clear();
      else entries.delete(operatorId);
    },
  };
}
