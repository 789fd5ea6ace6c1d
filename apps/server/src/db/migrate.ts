import path from 'node:path';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** Applies the pending drizzle-kit migrations; safe at every start (applied ones are recorded). */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Each engine's migrator is imported when used, like its driver (client.ts).
  switch (database.kind) {
    case 'pglite': {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.driver, config);
      return;
    }
    case 'postgres': {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(database.driver, config);
      return;
    }
  }
}
