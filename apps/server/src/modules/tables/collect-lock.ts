import type pg from 'pg';
import type { Database } from '../../db/client';

// The gap the tables issue left for a cluster (docs/deployment.md): a hand stays 'collecting' while its
// process takes the stakes, and at start (and in the sweeper) hands collecting for a while are voided as
// left by a crash. With several processes the hand may belong to a live one that is merely slow. So the
// collecting process holds a session-level advisory lock on the hand on one dedicated connection, and a
// hand is voided only when that lock is free: a dead process's connection is gone, and its locks with it.
// PGlite is one process: nothing to guard.

/** Advisory lock namespace of collecting hands (house games use 7310001, housekeeping its own). */
const COLLECT_LOCK_SPACE = 7_310_020;

export interface CollectLocks {
  /** Holds the hand's lock until the answered release is called. */
  hold(handId: string): Promise<() => Promise<void>>;
  /** True when no live process is collecting the hand. */
  isFree(handId: string): Promise<boolean>;
  close(): Promise<void>;
}

const noop = (): Promise<void> => Promise.resolve();

export function createCollectLocks(database: Database): CollectLocks {
  if (database.kind === 'pglite')
    return { hold: () => Promise.resolve(noop), isFree: () => Promise.resolve(true), close: noop };
  const pool = database.client;
  let holder: Promise<pg.PoolClient> | null = null;

  function connection(): Promise<pg.PoolClient> {
    holder ??= pool.connect().then((client) => {
      // A broken connection has lost its locks: the next hold takes a fresh one.
      client.once('error', () => {
        holder = null;
        client.release(true);
      });
      return client;
    });
    return holder;
  }

  return {
    async hold(handId) {
      try {
        const client = await connection();
        await client.query('select pg_advisory_lock($1, hashtext($2))', [COLLECT_LOCK_SPACE, handId]);
        return async () => {
          await client
            .query('select pg_advisory_unlock($1, hashtext($2))', [COLLECT_LOCK_SPACE, handId])
            .catch(() => undefined);
        };
      } catch {
        // Without the lock the hand still has the age rule (TABLES_COLLECT_STALE_MS) to protect it.
        holder = null;
        return noop;
      }
    },
    async isFree(handId) {
      const result = await pool.query<{ ok: boolean }>(
        'select pg_try_advisory_xact_lock($1, hashtext($2)) as ok',
        [COLLECT_LOCK_SPACE, handId],
      );
      return result.rows[0]?.ok === true;
    },
    async close() {
      const current = holder;
      holder = null;
      // Destroyed, not returned to the pool: the connection's locks end with it.
      if (current) (await current.catch(() => null))?.release(true);
    },
  };
}
