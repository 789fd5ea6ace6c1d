import type { TestProject } from 'vitest/node';
import { describeDatabaseUrl } from './src/config';
import { createTemplateDatabase } from './test/helpers/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PostgreSQL database that each test file's database is copied from. */
    templateDatabase: string | undefined;
  }
}

// Vitest global setup: say once which database engine this run of the server suite exercises, and on
// PostgreSQL make the template every test file's database is copied from (test/helpers/test-database.ts).
export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  const engine = adminUrl ? `PostgreSQL at ${describeDatabaseUrl(adminUrl)}` : 'embedded PGlite';
  console.log(`server tests: ${engine}`);
  if (!adminUrl) {
    project.provide('templateDatabase', undefined);
    return undefined;
  }
  const template = await createTemplateDatabase(adminUrl);
  project.provide('templateDatabase', template.name);
  return template.drop;
}
