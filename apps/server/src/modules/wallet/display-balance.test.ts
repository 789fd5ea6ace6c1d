import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GameList } from '@khelo/contracts/catalog';
import { loginByMobile } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// The balance in api/game-lists is cached per player (balance-cache.ts); a posting must show at once, in
// this process and, with Redis, in every other one.

let sequence = 0;

async function credit(test: TestApp, player: LoginSuccess, rupees: number) {
  const result = await test.app.ledger.transfer({
    operatorId: player.operator_id,
    playerId: player.player_id,
    type: 'game_credit',
    source: 'test',
    externalRef: `display-${(sequence += 1)}`,
    amount: BigInt(rupees * 100),
    direction: 'in',
    counterparty: 'house',
    remarks: 'win',
  });
  if (!result.ok) throw new Error(result.reason);
}

async function listedBalance(test: TestApp, player: LoginSuccess) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/game-lists',
    headers: { authorization: `Bearer ${player.token}` },
    payload: { operator_id: player.operator_id, player_id: player.player_id, integration_env: 'H5' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<GameList>().wallet_balance;
}

describe('the balance in the game list', () => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    test = await createTestApp(database.database);
  });
  afterAll(async () => {
    await test?.cleanup();
    await database?.cleanup();
  });

  it('follows every posting at once', async () => {
    const player = await loginByMobile(test.app);
    expect(await listedBalance(test, player)).toBe(0);
    await credit(test, player, 120);
    expect(await listedBalance(test, player)).toBe(120);
    await credit(test, player, 5);
    expect(await listedBalance(test, player)).toBe(125);
  });
});

describe.skipIf(!process.env.REDIS_URL)('the balance in the game list across processes (Redis)', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // One deployment: both processes share the signing secret, so either accepts the player's token.
    const env = { REDIS_URL: process.env.REDIS_URL, SESSION_SECRET: 'display-balance-test-'.padEnd(48, 'x') };
    first = await createTestApp(database.database, { env });
    second = await createTestApp(database.database, { env });
  });
  afterAll(async () => {
    await first?.cleanup();
    await second?.cleanup();
    await database?.cleanup();
  });

  it('a posting in one process reaches the list of another at once', async () => {
    const player = await loginByMobile(first.app);
    expect(await listedBalance(second, player)).toBe(0);
    await credit(first, player, 40);
    await expect.poll(() => listedBalance(second, player), { timeout: 2_000, interval: 20 }).toBe(40);
  });
});
