import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginByMobile, randomMobile } from '../test/helpers/auth';
import { createTestApp, type TestApp } from '../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database';

/** An app on a fresh database whose log lines are kept in `lines`, torn down after `body`. */
async function withLoggedApp(level: string, body: (test: TestApp, lines: string[]) => Promise<void> | void) {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const database = await createTestDatabase();
  const test = await createTestApp(database.database, { env: { LOG_LEVEL: level }, logStream });
  try {
    await body(test, lines);
  } finally {
    await test.cleanup();
    await database.cleanup();
  }
}

describe('the app', () => {
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

  it('publishes an OpenAPI document at /docs/json listing /healthz', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/healthz');
    expect(Object.keys(document.paths)).toContain('/locales/add/{lng}/{ns}');
    expect(Object.keys(document.paths).some((path) => path.startsWith('/locales/{lng}'))).toBe(false);
  });

  it('serves the API explorer at /docs', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });

  it('decorates the app with the socket.io server', () => {
    expect(test.app.io.path()).toBe('/socket.io');
  });
});

describe('logging', () => {
  it('redacts credentials and secret body fields', () =>
    withLoggedApp('info', (test, lines) => {
      test.app.log.info(
        {
          req: { headers: { authorization: 'Bearer abc.def', cookie: 'sid=1' } },
          body: {
            otp: '123456',
            token: 't',
            authToken: 'a',
            current_auth_token: 'c',
            password: 'p',
            mobile_number: '9876543210',
          },
        },
        'login attempt',
      );
      const line = lines.find((text) => text.includes('login attempt'));
      expect(line).toBeDefined();
      for (const secret of ['abc.def', 'sid=1', '123456', '"t"', '"a"', '"c"', '"p"'])
        expect(line).not.toContain(secret);
      expect(line).toContain('9876543210');
      expect(line).toContain('[redacted]');
    }));
});

describe('logging of the balancer probes', () => {
  it('writes no request lines for /healthz and /readyz, but does for other calls', () =>
    withLoggedApp('info', async (test, lines) => {
      for (const url of ['/healthz', '/readyz'])
        expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect(lines.filter((line) => line.includes('/healthz') || line.includes('/readyz'))).toEqual([]);
      await test.app.inject({ method: 'GET', url: '/api/lobby/banners' });
      expect(lines.some((line) => line.includes('request completed'))).toBe(true);
    }));
});

describe('logging during a login', () => {
  it('never writes the code or the tokens, even at trace level', () =>
    withLoggedApp('trace', async (test, lines) => {
      const mobile = randomMobile();
      const login = await loginByMobile(test.app, mobile);
      const outbox = await test.app.inject({ method: 'GET', url: `/sandbox/outbox?to=${mobile}` });
      const [{ code }] = outbox.json<Array<{ code: string }>>() as [{ code: string }];
      const text = lines.join('');
      expect(text).toContain('/login/mobile-confirm');
      for (const secret of [code, login.token, login.authToken]) expect(text).not.toContain(secret);
    }));
});

describe('rate limit', () => {
  it('answers 429 in the envelope once an IP exceeds the limit', async () => {
    const database = await createTestDatabase();
    const test = await createTestApp(database.database, { rateLimitMax: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await test.app.inject({ method: 'GET', url: '/docs/json' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const limited = await test.app.inject({ method: 'GET', url: '/docs/json' });
      expect(limited.json()).toMatchObject({
        status: 0,
        message: expect.stringMatching(/rate limit/i) as string,
      });
      // Health checks from a load balancer are never limited.
      expect((await test.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await test.cleanup();
      await database.cleanup();
    }
  });
});
