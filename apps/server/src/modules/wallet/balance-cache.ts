// The cash balance shown in the login answer and the game lists, kept per player for a short while
// (docs/wallet.md, "Displayed balance"). Postings, wallet-api calls and everything that moves money read
// the database; only these display reads use the cache.
//
// A posting drops the player's entry here and, through the broadcast, in every other process. A read that
// started before a drop must not put the old value back: each drop is stamped, and a fill is kept only if
// no drop for that player happened since the read began.

export interface BalanceCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export interface BalanceCache {
  /** The cached balance, or the loader's answer (stored unless the player's balance changed meanwhile). */
  read(playerId: string, load: () => Promise<bigint>): Promise<bigint>;
  /** The player's balance changed: forget it. */
  drop(playerId: string): void;
  readonly size: number;
}

export function createBalanceCache({ ttlMs, maxEntries, now = Date.now }: BalanceCacheOptions): BalanceCache {
  const entries = new Map<string, { value: bigint; expires: number }>();
  const lastDrop = new Map<string, { seq: number; at: number }>();
  let seq = 0;

  const pruneDrops = (at: number) => {
    // Stamps older than the TTL can only matter to a read slower than the TTL, whose value expires anyway.
    for (const [playerId, stamp] of lastDrop) {
      if (at - stamp.at <= ttlMs) break;
      lastDrop.delete(playerId);
    }
  };

  return {
    async read(playerId, load) {
      const at = now();
      const hit = entries.get(playerId);
      if (hit && hit.expires > at) return hit.value;
      const started = seq;
      const value = await load();
      const dropped = lastDrop.get(playerId);
      if (!dropped || dropped.seq <= started) {
        entries.delete(playerId);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(playerId, { value, expires: now() + ttlMs });
      }
      return value;
    },
    drop(playerId) {
      const at = now();
      entries.delete(playerId);
      seq += 1;
      // Re-inserted so that the map stays in stamp order for pruning.
      lastDrop.delete(playerId);
      lastDrop.set(playerId, { seq, at });
      pruneDrops(at);
    },
    get size() {
      return entries.size;
    },
  };
}
