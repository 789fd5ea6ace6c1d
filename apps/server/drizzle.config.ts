import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` (from the repository root) turns src/db/schema.ts into a new SQL migration.
// The same SQL runs on PGlite and PostgreSQL, so no database connection is needed here.
// drizzle-kit loads this file as CommonJS, where import.meta.dirname is undefined.
const here = (import.meta.dirname as string | undefined) ?? __dirname;
// drizzle-kit reads the previous snapshots at `./${out}/meta`, so the paths must be relative to the cwd.
const fromCwd = (target: string) => path.relative(process.cwd(), path.join(here, target)) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: fromCwd('src/db/schema.ts'),
  out: fromCwd('src/db/migrations'),
});
