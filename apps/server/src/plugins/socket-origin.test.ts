import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';

// socket.io accepts connections only from pages of WEB_ORIGIN, EXTRA_WEB_ORIGINS or the server's own
// origin, on both transports (a real client over real HTTP and WebSocket, sending the Origin a browser
// would), and the CSP lets pages connect only there.

const WEB = 'https://play.khelo.test';
const EXTRA = 'https://partner.khelo.test';

let database: TestDatabase;
let test: TestApp;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, {
    env: { WEB_ORIGIN: WEB, EXTRA_WEB_ORIGINS: `${EXTRA}, http://localhost:5173` },
  });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

/** Connects with `origin` (none: no header) over one transport: 'connected' or the error's text. */
function attempt(transport: 'websocket' | 'polling', origin?: string): Promise<string> {
  const client = connect(url, {
    path: '/socket.io',
    transports: [transport],
    reconnection: false,
    timeout: 5_000,
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
  return new Promise<string>((resolve) => {
    client.once('connect', () => resolve('connected'));
    client.once('connect_error', (error: Error & { description?: unknown }) =>
      resolve(`refused: ${error.message}`),
    );
  }).finally(() => client.disconnect());
}

describe('socket.io origins', () => {
  for (const transport of ['websocket', 'polling'] as const) {
    it(`refuses a page of another site over ${transport}`, async () => {
      expect(await attempt(transport, 'https://evil.example')).toMatch(/^refused/);
      expect(await attempt(transport, 'http://play.khelo.test')).toMatch(/^refused/); // not https
      expect(await attempt(transport, 'null')).toMatch(/^refused/); // a sandboxed frame, a file
    });

    it(`accepts WEB_ORIGIN, EXTRA_WEB_ORIGINS, the server's own origin and no Origin over ${transport}`, async () => {
      expect(await attempt(transport, WEB)).toBe('connected');
      expect(await attempt(transport, EXTRA)).toBe('connected');
      expect(await attempt(transport, 'http://localhost:5173')).toBe('connected');
      expect(await attempt(transport, url)).toBe('connected');
      expect(await attempt(transport)).toBe('connected');
    });
  }

  it('answers a refused polling handshake 403 with socket.io’s Forbidden', async () => {
    const response = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 4, message: 'Forbidden' });
  });

  it('narrows the CSP connect-src to these origins', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(csp)![1]!.split(' ');
    expect(connect).toEqual([
      "'self'",
      WEB,
      'wss://play.khelo.test',
      EXTRA,
      'wss://partner.khelo.test',
      'http://localhost:5173',
      'ws://localhost:5173',
    ]);
  });
});
