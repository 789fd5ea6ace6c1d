import { defineConfig } from 'vitest/config';

// The API suite: every test file gets its own freshly migrated database (test/helpers/test-database.ts),
// on the PostgreSQL at DATABASE_URL when set, else an in-memory PGlite.
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./vitest.setup.ts'],
    // One module graph per worker instead of one per file: importing the server for each of 100+ files
    // cost about 3 minutes of CI's time. Files share no module state that matters: each builds its own
    // app on its own database, and none mocks modules or fakes timers.
    isolate: false,
    // PGlite needs a second or two to start; the process tests boot the real server through tsx.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
