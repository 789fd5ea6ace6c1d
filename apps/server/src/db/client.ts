import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ConfigError, DEFAULT_POOL_SIZE, describeDatabaseUrl } from '../config';
import type { EmbeddedClient } from './pglite-thread';
import * as schema from './schema';

// One factory for both engines (docs/decisions/002): everything above this file sees the same Drizzle API.
// PGlite and its driver are imported only when the embedded database is opened: on PostgreSQL they would
// be ~8 MB of an idle server's memory for nothing (docs/performance.md, "Lean server").

export type Schema = typeof schema;
/** The query API shared by the PGlite and node-postgres drivers; repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseCommon {
  db: Db;
  /** For logs: "embedded PGlite (<dir>)" or "PostgreSQL at host:port/db" (never the password). */
  description: string;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}

export type Database = DatabaseCommon &
  (
    | { kind: 'pglite'; driver: PgliteDatabase<Schema>; client: EmbeddedClient }
    | { kind: 'postgres'; driver: NodePgDatabase<Schema>; client: pg.Pool }
  );

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in <dataDir>/pglite. */
  dataDir?: string;
  /** PGlite in memory (tests); ignored with databaseUrl. */
  inMemory?: boolean;
  /** PostgreSQL connections of this process (DATABASE_POOL_SIZE); default DEFAULT_POOL_SIZE. */
  poolSize?: number;
  /** How long a query waits for a free connection of the pool before it fails busy; default 5 s. */
  acquireTimeoutMs?: number;
}

const DEFAULT_ACQUIRE_TIMEOUT_MS = 5_000;

// pg-pool's error when no connection of the pool came free in time, and pg's when a new connection was not
// made in time: the database is busy (or briefly away), not broken, and the call may be tried again.
const BUSY_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/** Whether an error (or one it wraps, e.g. Drizzle's "Failed query") is the pool's acquire timeout. */
export function isDatabaseBusy(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (BUSY_MESSAGES.has(current.message)) return true;
    current = current.cause;
  }
  return false;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return createPostgres(
      options.databaseUrl,
      options.poolSize ?? DEFAULT_POOL_SIZE,
      options.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS,
    );
  if (options.inMemory) return createPglite(undefined);
  if (!options.dataDir) throw new ConfigError('DATA_DIR: required for the embedded database');
  return createPglite(path.join(options.dataDir, 'pglite'));
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives in PGlite's WASM memory, which never shrinks, and its
 * pages are touched at start: 32 MB takes ~100 MB off an idle server. The embedded database's files stay in
 * the OS page cache, so a buffer miss costs a copy, not a disk read (docs/performance.md).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

async function createPglite(directory: string | undefined): Promise<Database> {
  // PGlite runs on a thread of its own (pglite-thread.ts, ADR 045); here only its driver and type ids load.
  const [{ PGlite }, { drizzle: drizzlePglite }, { openPgliteThread }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('./pglite-thread'),
  ]);
  let client: EmbeddedClient;
  try {
    if (directory) mkdirSync(directory, { recursive: true });
    client = await openPgliteThread({
      directory,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    });
  } catch (error) {
    throw new ConfigError(
      `DATA_DIR: cannot open the embedded database at ${directory ?? 'memory'} (${reason(error)})`,
    );
  }
  // Drizzle's driver calls query and transaction only, which the thread's stand-in answers as PGlite does.
  const driver = drizzlePglite({ client: client as PGlite, schema });
  let closed = false;
  return {
    kind: 'pglite',
    driver,
    client,
    db: driver,
    description: directory ? `embedded PGlite (${directory})` : 'embedded PGlite (in memory)',
    async ping() {
      await driver.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** A pooled connection idle this long closes; longer than the gaps between bursts of play. */
const POOL_IDLE_MS = 120_000;

async function createPostgres(
  databaseUrl: string,
  poolSize: number,
  acquireTimeoutMs: number,
): Promise<Database> {
  const where = describeDatabaseUrl(databaseUrl);
  const client = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: acquireTimeoutMs,
    max: poolSize,
    // pg's default closes a connection idle 10 s: shorter than a crash round, so every betting burst
    // opened its connections again (a PostgreSQL backend each) while its bets waited (docs/performance.md).
    idleTimeoutMillis: POOL_IDLE_MS,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects and
  // /healthz reports the outage meanwhile.
  client.on('error', () => undefined);
  try {
    const connection = await client.connect();
    connection.release();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new ConfigError(connectFailure(databaseUrl, error));
  }
  const driver = drizzleNodePg({ client, schema });
  let closed = false;
  return {
    kind: 'postgres',
    driver,
    client,
    db: driver,
    description: `PostgreSQL at ${where}`,
    async ping() {
      await driver.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.end();
    },
  };
}

function connectFailure(databaseUrl: string, error: unknown): string {
  const url = new URL(databaseUrl);
  const address = `${url.hostname}:${url.port || '5432'}`;
  const code = (error as { code?: unknown }).code;
  if (code === '3D000') return `DATABASE_URL: database ${url.pathname.slice(1)} does not exist on ${address}`;
  if (code === '28P01' || code === '28000')
    return `DATABASE_URL: ${address} refused the credentials (${reason(error)})`;
  return `DATABASE_URL: cannot connect to ${address} (${typeof code === 'string' ? code : reason(error)})`;
}

function reason(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.split('\n')[0]!.trim();
}
