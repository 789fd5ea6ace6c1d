import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { manualClock } from './auth';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

// The set-up the house games' server tests share: one fresh database and one app per test file, on a
// clock the tests move by hand (rounds are driven step by step, not by the scheduler). Call it at the top
// of the file; it registers its own beforeAll and afterAll.

export interface HouseTestApp {
  readonly app: App;
  /** The test file's database (PGlite, or a database of its own on the PostgreSQL at DATABASE_URL). */
  readonly database: Database;
  /** Set on PostgreSQL: the URL of that database, for a second connection pool. */
  readonly databaseUrl: string | undefined;
  readonly clock: ReturnType<typeof manualClock>;
}

export function houseTestApp(): HouseTestApp {
  const clock = manualClock();
  let database: TestDatabase | undefined;
  let test: TestApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    test = await createTestApp(database.database, { now: clock.now });
  });
  afterAll(async () => {
    await test?.cleanup();
    await database?.cleanup();
  });

  const ready = () => {
    if (!test || !database) throw new Error('houseTestApp is read before its beforeAll ran');
    return { test, database };
  };
  return {
    clock,
    get app() {
      return ready().test.app;
    },
    get database() {
      return ready().database.database;
    },
    get databaseUrl() {
      return ready().database.databaseUrl;
    },
  };
}
