import { describeDatabaseUrl } from './src/config';

// Vitest global setup: say once which database engine this run of the server suite exercises.
export function setup(): void {
  const databaseUrl = process.env.DATABASE_URL;
  const engine = databaseUrl ? `PostgreSQL at ${describeDatabaseUrl(databaseUrl)}` : 'embedded PGlite';
  console.log(`server tests: ${engine}`);
}
