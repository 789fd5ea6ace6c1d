import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { ClientToServerEvents, Notice, ServerToClientEvents } from '@khelo/contracts/socket-events';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { emitToPlayer, playerRoom } from '../../plugins/socket';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let database: TestDatabase;
let test: TestApp;
let url: string;
const clock = manualClock();
beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await test.cleanup();
  await database.cleanup();
});

async function connectClient(): Promise<Client> {
  const client: Client = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  return client;
}

function identity(login: LoginSuccess) {
  return { player_id: login.player_id, operator_id: login.operator_id, token: login.token };
}

/** Sends sendPlayerData and resolves with the server's answer event. */
function identify(client: Client, payload: unknown) {
  return new Promise<{ event: 'info' | 'error'; payload: Notice | { message: string } }>((resolve) => {
    client.once('info', (notice) => resolve({ event: 'info', payload: notice }));
    client.once('error', (error) => resolve({ event: 'error', payload: error }));
    client.emit('sendPlayerData', payload as Parameters<ClientToServerEvents['sendPlayerData']>[0]);
  });
}

function disconnected(client: Client): Promise<string> {
  return new Promise((resolve) => client.once('disconnect', resolve));
}

async function roomSize(playerId: string): Promise<number> {
  return (await test.app.io.in(playerRoom(playerId)).fetchSockets()).length;
}

describe('socket session', () => {
  it('joins the player room on sendPlayerData with a valid token; emitToPlayer reaches it', async () => {
    const login = await loginByMobile(test.app);
    const client = await connectClient();
    try {
      await expect(identify(client, identity(login))).resolves.toEqual({
        event: 'info',
        payload: { message: 'connected' },
      });
      expect(await roomSize(login.player_id)).toBe(1);
      const notice = new Promise<Notice>((resolve) => client.once('deposit_confirm', resolve));
      emitToPlayer(test.app.io, login.player_id, 'deposit_confirm', { message: 'credited', amount: 100 });
      await expect(notice).resolves.toEqual({ message: 'credited', amount: 100 });
    } finally {
      client.disconnect();
    }
  });

  it.each([
    ['a bad token', (login: LoginSuccess) => ({ ...identity(login), token: 'v1.x.y' })],
    ['no token', (login: LoginSuccess) => ({ player_id: login.player_id, operator_id: login.operator_id })],
    ['another player id', (login: LoginSuccess) => ({ ...identity(login), player_id: 'someone-else' })],
    ['another operator', (login: LoginSuccess) => ({ ...identity(login), operator_id: 1 })],
    ['garbage', () => 'hello'],
  ])('refuses %s with an error event and disconnects', async (_name, payload) => {
    const login = await loginByMobile(test.app);
    const client = await connectClient();
    const closed = disconnected(client);
    await expect(identify(client, payload(login))).resolves.toEqual({
      event: 'error',
      payload: { message: 'Token mismatch' },
    });
    await expect(closed).resolves.toBe('io server disconnect');
    expect(await roomSize(login.player_id)).toBe(0);
  });

  it('refuses an expired token (a reconnect after 15 minutes)', async () => {
    const login = await loginByMobile(test.app);
    clock.advance(15 * 60_000);
    const client = await connectClient();
    const closed = disconnected(client);
    await expect(identify(client, identity(login))).resolves.toMatchObject({ event: 'error' });
    await closed;
  });

  it('leaves the room and disconnects on logout', async () => {
    const login = await loginByMobile(test.app);
    const client = await connectClient();
    await identify(client, identity(login));
    expect(await roomSize(login.player_id)).toBe(1);
    const closed = disconnected(client);
    client.emit('logout', identity(login));
    await expect(closed).resolves.toBe('io server disconnect');
    expect(await roomSize(login.player_id)).toBe(0);
  });
});
