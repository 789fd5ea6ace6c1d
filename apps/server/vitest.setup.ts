import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { describeDatabaseUrl } from './src/config';
import { createDatabase } from './src/db/client';
import { runMigrations } from './src/db/migrate';
import { seed } from './src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PostgreSQL database that each test file's database is copied from. */
    templateDatabase: string | undefined;
  }
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// Vitest global setup: say once which database engine this run of the server suite exercises. On
// PostgreSQL, migrate and seed one template database: copying it takes a tenth of the time of migrating
// each test file's database (test/helpers/test-database.ts).
export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  const engine = adminUrl ? `PostgreSQL at ${describeDatabaseUrl(adminUrl)}` : 'embedded PGlite';
  console.log(`server tests: ${engine}`);
  if (!adminUrl) {
    project.provide('templateDatabase', undefined);
    return undefined;
  }
  const name = `khelo_tpl_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await runMigrations(database);
    await seed(database.db);
  } finally {
    await database.close();
  }
  project.provide('templateDatabase', name);
  return () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
