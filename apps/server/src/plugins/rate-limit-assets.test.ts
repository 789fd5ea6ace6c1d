import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';

// The per-IP limit counts API calls only: the web app's files are never refused.

describe('rate limit and static files', () => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    test = await createTestApp(database.database, { rateLimitMax: 2 });
  });
  afterAll(async () => {
    await test?.cleanup();
    await database?.cleanup();
  });

  it('serves pages, translations and assets past the limit, and limits API calls', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await test.app.inject({ method: 'GET', url: '/locales/en/common.json' })).statusCode).toBe(200);
      expect((await test.app.inject({ method: 'GET', url: '/assets/x-abc123.js' })).statusCode).toBe(200);
      expect(
        (await test.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode,
      ).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/web/game-lists',
        payload: { operator_id: 230201 },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('answers a login code request past the limit with its declared 429, not a 500', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/login/mobile',
      payload: { country_code: '+91', mobile_number: '9876501234', operator_id: 230201 },
    });
    expect(response.statusCode).toBe(429);
    const body = response.json<{ status: number; message: string; retry_after: number }>();
    expect(body.status).toBe(0);
    expect(body.message).toMatch(/^Rate limit exceeded: try again in \d+ s\.$/);
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(60);
  });
});
