import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, Notice, ServerToClientEvents } from '@khelo/contracts/socket-events';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

async function listen(test: TestApp): Promise<string> {
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = test.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function connectClient(url: string): Promise<Client> {
  const client: Client = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
  });
}

describe('socket.io', () => {
  let database: TestDatabase;
  let test: TestApp;
  let url: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    test = await createTestApp(database.database);
    url = await listen(test);
  });
  afterAll(async () => {
    await test.cleanup();
    await database.cleanup();
  });

  it('accepts a client at /socket.io and delivers server events', async () => {
    const client = await connectClient(url);
    try {
      const received = new Promise<Notice>((resolve) => client.once('info', resolve));
      test.app.io.emit('info', { message: 'hello' });
      await expect(received).resolves.toEqual({ message: 'hello' });
    } finally {
      client.disconnect();
    }
  });

  it('closes with the app while a client is connected', async () => {
    const other = await createTestApp(database.database);
    const client = await connectClient(await listen(other));
    const disconnected = new Promise<string>((resolve) => client.once('disconnect', resolve));
    await other.cleanup();
    await expect(disconnected).resolves.toBeTruthy();
    client.disconnect();
  });
});

describe.skipIf(!process.env.REDIS_URL)('socket.io across processes with the Redis streams adapter', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { REDIS_URL: process.env.REDIS_URL };
    first = await createTestApp(database.database, { env });
    second = await createTestApp(database.database, { env });
    await listen(first);
  });
  afterAll(async () => {
    await first.cleanup();
    await second.cleanup();
    await database.cleanup();
  });

  it('delivers a broadcast from one instance to a client of another', async () => {
    const client = await connectClient(await listen(second));
    try {
      const received = new Promise<Notice>((resolve) => client.once('deposit_confirm', resolve));
      // The adapter starts reading its stream asynchronously; repeat until the reader is up.
      const timer = setInterval(
        () => first.app.io.emit('deposit_confirm', { message: 'credited', amount: 100 }),
        200,
      );
      try {
        await expect(received).resolves.toEqual({ message: 'credited', amount: 100 });
      } finally {
        clearInterval(timer);
      }
    } finally {
      client.disconnect();
    }
  });
});
