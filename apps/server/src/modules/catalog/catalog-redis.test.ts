import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebGameList } from '@khelo/contracts/catalog';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// Two API processes (apps) on one database: a change made through one reaches the other's cache through
// Redis at once, not after the TTL.

describe.skipIf(!process.env.REDIS_URL)('catalog invalidation across processes (Redis)', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { REDIS_URL: process.env.REDIS_URL };
    first = await createTestApp(database.database, { env });
    second = await createTestApp(database.database, { env });
  });
  afterAll(async () => {
    await first?.cleanup();
    await second?.cleanup();
    await database?.cleanup();
  });

  async function aviatorStatus(test: TestApp) {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/web/game-lists',
      payload: { operator_id: DEFAULT_OPERATOR_ID },
    });
    return response.json<WebGameList>().data.find((game) => game.game_code === 'SPB02001')
      ?.operational_status;
  }

  it('drops the other process cache when one changes the catalog', async () => {
    expect(await aviatorStatus(first)).toBe('live');
    expect(await aviatorStatus(second)).toBe('live');
    await first.app.catalog.updateGame(DEFAULT_OPERATOR_ID, 'SPB02001', { status: 'offline' });
    expect(await aviatorStatus(first)).toBe('offline');
    await expect.poll(() => aviatorStatus(second), { timeout: 2_000, interval: 20 }).toBe('offline');
  });
});
