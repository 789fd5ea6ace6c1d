import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';

// A fresh, migrated database per test file: a new database on the PostgreSQL at DATABASE_URL (dropped in
// cleanup), copied from the template the global setup migrated (vitest.setup.ts), or an in-memory PGlite
// when DATABASE_URL is unset. The demo operator is seeded, as at start.

export interface TestDatabase {
  database: Database;
  /** Set on PostgreSQL: the URL of the database created for this test file. */
  databaseUrl: string | undefined;
  cleanup(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function migrateAndSeed(database: Database): Promise<void> {
  await runMigrations(database);
  await seed(database.db);
}

/**
 * A migrated and seeded PostgreSQL database for the global setup (vitest.setup.ts) to hand each test file
 * as the template of its own: copying it takes a tenth of the time of migrating every file's database.
 */
export async function createTemplateDatabase(
  adminUrl: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `khelo_tpl_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const database = await createDatabase({ databaseUrl: databaseUrlOf(adminUrl, name), poolSize: 1 });
  try {
    await migrateAndSeed(database);
  } finally {
    await database.close();
  }
  return {
    name,
    drop: () => dropDatabase(adminUrl, name),
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await createDatabase({ inMemory: true });
    await migrateAndSeed(database);
    return { database, databaseUrl: undefined, cleanup: () => database.close() };
  }

  const name = `khelo_t_${randomBytes(6).toString('hex')}`;
  const template = inject('templateDatabase');
  await withAdmin(adminUrl, (client) =>
    client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const databaseUrl = databaseUrlOf(adminUrl, name);
  // Test files run side by side against one server: a small pool each keeps them under max_connections.
  const database = await createDatabase({ databaseUrl, poolSize: 10 });
  if (!template) await migrateAndSeed(database);
  return {
    database,
    databaseUrl,
    async cleanup() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
