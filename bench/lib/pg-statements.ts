import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client';

// bench:crash's look inside a slow PostgreSQL run (docs/performance.md): every statement the server's pool
// sends, by its first words, with the time the server waited for it, and the server's checkpoint and WAL
// counters. A run two or three times slower than the others with the same code either sent other statements
// (a batch that fell back to one transfer at a time, retries) or waited longer for the same ones.

interface Done {
  at: number;
  key: string;
  ms: number;
}

const KEY_LENGTH = 48;

/** The server's counters' growth over a slice's windows. */
export interface Counters {
  checkpoints: number;
  checkpoint_buffers: number;
  wal_fpi: number;
  wal_bytes: number;
}

/** A slice's statements (first words, count, waited ms) and counters. */
export interface SliceStatements {
  statements: [string, number, number][];
  counters: Counters;
}

const COUNTERS_SQL = `select (b.checkpoints_timed + b.checkpoints_req)::int as checkpoints,
  b.buffers_checkpoint::int as checkpoint_buffers, w.wal_fpi::int as wal_fpi, w.wal_bytes::float8 as wal_bytes
  from pg_stat_bgwriter as b, pg_stat_wal as w`;

/** A statement's first words (its SQL whichever form pg or PGlite was called with), to group it by. */
export function statementKey(config: unknown, length = KEY_LENGTH): string {
  const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
  return String(text ?? '?')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, length);
}

type Query = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Calls `ended` as each statement of this process answers: pg's Pool.query and Client.query wrapped for the
 * rest of the process. Answers pg's own Client.query, to send statements that are not watched.
 */
export function watchPgQueries(
  ended: (config: unknown, started: number, failed: boolean, rows: number) => void,
): Query {
  const wrap = (target: { query: Query }) => {
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const result = original.apply(this, args);
      // Only the promise form: the app never passes a callback, and the pool's own call into its client
      // does (so a pool's statement is counted once, by the pool).
      if (result && typeof (result as Promise<unknown>).then === 'function')
        void (result as Promise<{ rowCount?: number | null } | undefined>).then(
          (answer) => ended(args[0], started, false, answer?.rowCount ?? 0),
          () => ended(args[0], started, true, 0),
        );
      return result;
    };
    return original;
  };
  // A pool's statements (drizzle outside a transaction, the ledger's raw ones) and a checked-out client's.
  wrap(pg.Pool.prototype);
  return wrap(pg.Client.prototype);
}

/** The embedded database's client (PGlite), whose statements `watchPgliteQueries` watches. */
type PgliteClient = Extract<Database, { kind: 'pglite' }>['client'];

/** `watchPgQueries` for PGlite: its client's query wrapped, `ended` called as each statement answers. */
export function watchPgliteQueries(
  client: PgliteClient,
  ended: (config: unknown, started: number, failed: boolean, rows: number) => void,
): void {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    const started = performance.now();
    let result: Awaited<ReturnType<typeof query>> | null = null;
    try {
      result = await query(...args);
      return result;
    } finally {
      ended(
        args[0],
        started,
        result === null,
        result ? Math.max(result.rows.length, result.affectedRows ?? 0) : 0,
      );
    }
  }) as typeof client.query;
}

/** Wraps pg's Pool.query and Client.query for the rest of the process. */
export function recordPgStatements(checkpointsUrl: string) {
  const done: Done[] = [];
  const original = watchPgQueries((config, started, failed) => {
    const key = statementKey(config);
    done.push({ at: Date.now(), key: failed ? `FAILED ${key}` : key, ms: performance.now() - started });
  });

  // The server's counters, sampled every second on a connection of its own (not the app's pool): checkpoints
  // finished, buffers a checkpoint wrote (reported as it goes), WAL full-page images and bytes.
  const samples: [number, Counters][] = [];
  const watcher = new pg.Client({ connectionString: checkpointsUrl });
  const sample = async () => {
    const { rows } = (await original.call(watcher, COUNTERS_SQL)) as { rows: Counters[] };
    samples.push([Date.now(), rows[0]!]);
  };
  const ready = watcher.connect().then(sample);
  const timer = setInterval(() => void sample().catch(() => undefined), 1000);
  timer.unref();

  return {
    ready,
    /** In the windows given: each statement kind's count and waited ms, the most waited first; the counters. */
    inWindows(windows: [number, number][]): SliceStatements {
      const inside = (at: number) => windows.some(([from, to]) => at >= from && at <= to);
      const kinds = new Map<string, [number, number]>();
      for (const row of done)
        if (inside(row.at)) {
          const kind = kinds.get(row.key) ?? [0, 0];
          kinds.set(row.key, [kind[0] + 1, kind[1] + row.ms]);
        }
      // The counters' growth over the windows: from the last sample before each to the first after it.
      const before = (time: number) => [...samples].reverse().find(([when]) => when <= time) ?? samples[0];
      const after = (time: number) => samples.find(([when]) => when >= time) ?? samples.at(-1);
      const counters: Counters = { checkpoints: 0, checkpoint_buffers: 0, wal_fpi: 0, wal_bytes: 0 };
      for (const [from, to] of windows) {
        const start = before(from)?.[1];
        const end = after(to)?.[1];
        if (!start || !end) continue;
        for (const name of Object.keys(counters) as (keyof Counters)[])
          counters[name] += end[name] - start[name];
      }
      return {
        statements: [...kinds]
          .map(([key, [n, ms]]) => [key, n, ms] as [string, number, number])
          .sort((a, b) => b[2] - a[2]),
        counters,
      };
    },
    async close() {
      clearInterval(timer);
      await watcher.end().catch(() => undefined);
    },
  };
}
