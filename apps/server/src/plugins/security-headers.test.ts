import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

// The headers computed once at start must be exactly what helmet's own middleware writes on a real
// response, and a route may opt out (the wallet-api's server-to-server JSON).

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'", 'http://127.0.0.1:5173', 'ws://127.0.0.1:5173'],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
};

/** What helmet's middleware sends on a node http response, minus the headers every response has. */
async function helmetOnARealResponse(): Promise<Record<string, string>> {
  const middleware = helmet(OPTIONS);
  const server = http.createServer((request, response) =>
    middleware(request, response, () => response.end('ok')),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const headers = Object.fromEntries(answer.headers);
    for (const common of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
      delete headers[common];
    return headers;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it("are helmet's own headers, on every route but one that opts out", async () => {
    const expected = await helmetOnARealResponse();
    expect(expected['content-security-policy']).toContain("connect-src 'self' http://127.0.0.1:5173");
    expect(Object.keys(expected).length).toBeGreaterThan(8);

    const app = Fastify();
    await app.register(securityHeaders, OPTIONS);
    app.get('/page', () => 'ok');
    app.post('/server-to-server', { config: { securityHeaders: false } }, () => ({ ok: 1 }));
    const page = await app.inject({ method: 'GET', url: '/page' });
    for (const [name, value] of Object.entries(expected)) expect(page.headers[name]).toBe(value);
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    const quiet = await app.inject({ method: 'POST', url: '/server-to-server' });
    for (const name of Object.keys(expected)) expect(quiet.headers[name]).toBeUndefined();
    await app.close();
  });
});
