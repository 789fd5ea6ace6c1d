import type pg from 'pg';
import type { Database } from '../../db/client';

// The scheduler of shared rounds runs in one process at a time: the holder of a session-level Postgres
// advisory lock. On PostgreSQL the lock lives on a dedicated connection, so it is released when the
// holder dies and another process takes over at its next attempt; PGlite is one process and takes the
// same code path on its single connection.

export const HOUSE_SCHEDULER_LOCK = 7_310_001;

export interface RoundLock {
  tryAcquire(): Promise<boolean>;
  /** False once the connection holding the lock is gone. */
  stillHeld(): Promise<boolean>;
  release(): Promise<void>;
}

export function createRoundLock(database: Database, key = HOUSE_SCHEDULER_LOCK): RoundLock {
  if (database.kind === 'pglite') {
    const client = database.client;
    let held = false;
    return {
      async tryAcquire() {
        const result = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
        held = result.rows[0]?.ok === true;
        return held;
      },
      stillHeld: () => Promise.resolve(held),
      async release() {
        if (held) await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        held = false;
      },
    };
  }
  const pool = database.client;
  let connection: pg.PoolClient | null = null;
  let lost = false;
  const onError = () => {
    lost = true;
  };
  // The listener goes with the connection: a process that retries the lock every few seconds (every one
  // but the holder, in a cluster) would otherwise pile listeners on the pool's connections.
  const letGo = (client: pg.PoolClient, destroy = false) => {
    client.off('error', onError);
    client.release(destroy);
  };
  return {
    async tryAcquire() {
      if (!connection) {
        connection = await pool.connect();
        lost = false;
        connection.on('error', onError);
      }
      const result = await connection.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
      if (result.rows[0]?.ok === true) return true;
      letGo(connection);
      connection = null;
      return false;
    },
    async stillHeld() {
      if (!connection || lost) return false;
      try {
        await connection.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async release() {
      if (!connection) return;
      await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      letGo(connection, lost);
      connection = null;
    },
  };
}
