import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** Applies the pending drizzle-kit migrations; safe at every start (applied ones are recorded). */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  switch (database.kind) {
    case 'pglite':
      await migratePglite(database.driver, config);
      return;
    case 'postgres':
      await migrateNodePg(database.driver, config);
      return;
  }
}
