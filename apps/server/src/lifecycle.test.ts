import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database';
import { drainAndClose } from './lifecycle';

// Readiness and the graceful stop (docs/deployment.md): what a load balancer and a player in the middle of
// a request notice when a process is told to stop.

let database: TestDatabase | undefined;
let test: TestApp | undefined;
afterEach(async () => {
  await test?.cleanup();
  await database?.cleanup();
  test = undefined;
  database = undefined;
});

async function start(env: Record<string, string> = {}) {
  database = await createTestDatabase();
  test = await createTestApp(database.database, {
    env,
    routes: (app) => {
      // A request that takes a while: in flight when the stop comes.
      app.get('/api/test-slow', async (request) => {
        const ms = Number((request.query as { ms?: string }).ms ?? 800);
        await new Promise((resolve) => setTimeout(resolve, ms));
        return { done: true };
      });
    },
  });
  const address = await test.app.listen({ host: '127.0.0.1', port: 0 });
  return { app: test.app, url: address, port: (test.app.server.address() as AddressInfo).port };
}

describe('GET /readyz', () => {
  it('answers 200 with the database up, names the process, and 503 from the moment it drains', async () => {
    const { app } = await start({ KHELO_INSTANCE: 'api7' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 1, draining: false, db: 'ok', redis: 'off', instance: 'api7' });
    expect(ready.headers['x-khelo-instance']).toBe('api7');
    app.readiness.drain();
    const draining = await app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 0, draining: true, db: 'ok' });
  });

  it('answers 503 while the database does not answer', async () => {
    const { app } = await start();
    await database!.database.close();
    // The last check is kept for a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 0, draining: false, db: 'down' });
  });
});

describe('the graceful stop', () => {
  it('finishes the request in flight, then refuses new connections', async () => {
    const { app, url } = await start();
    const inFlight = fetch(`${url}/api/test-slow?ms=800`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = drainAndClose(app, database!.database, 5_000);
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    expect(await stopped).toBe(true);
    await expect(fetch(`${url}/readyz`)).rejects.toThrow();
  });

  it('cuts off what is still open after SHUTDOWN_DRAIN_MS', async () => {
    const { app, url } = await start();
    const inFlight = fetch(`${url}/api/test-slow?ms=20000`).then(
      (response) => response.status,
      () => 'cut off',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await drainAndClose(app, database!.database, 300)).toBe(false);
    expect(await inFlight).toBe('cut off');
  });
});
