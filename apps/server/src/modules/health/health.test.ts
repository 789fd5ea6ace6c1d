import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

describe('GET /healthz', () => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    test = await createTestApp(database.database);
  });
  afterAll(async () => {
    await test.cleanup();
    await database.cleanup();
  });

  it('answers 200 with the database up', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, db: 'ok' });
  });

  it('answers 503 once the database is gone', async () => {
    await database.database.close();
    const response = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 0, db: 'down', message: 'database unreachable' });
  });
});
