import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { ASSET_BODY, ASSET_PATH, EN_COMMON, GAME_RULES, INDEX_HTML } from '../../test/helpers/web-fixture';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static web', () => {
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

  it.each(['/', '/info', '/teenpatti-rules?x=1', '/no/such/page'])(
    'serves the SPA shell for GET %s',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('answers HEAD for a page too', async () => {
    const response = await test.app.inject({ method: 'HEAD', url: '/history', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('does not answer non-page requests with the SPA', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/info',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: 'Not found: GET /info' });
  });

  it('caches hashed assets for a year', async () => {
    const response = await test.app.inject({ method: 'GET', url: ASSET_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body).toBe(ASSET_BODY);
  });

  it('compresses with brotli or gzip as asked', async () => {
    const br = await test.app.inject({
      method: 'GET',
      url: ASSET_PATH,
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_BODY);

    const gzip = await test.app.inject({
      method: 'GET',
      url: ASSET_PATH,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET_BODY);

    const json = await test.app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with a JSON 404', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: 'Not found: GET /assets/gone-123.js' });
  });

  it('serves translations with revalidation and an ETag', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/locales/en/common.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(EN_COMMON);
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = response.headers.etag;
    expect(etag).toBeTruthy();

    const again = await test.app.inject({
      method: 'GET',
      url: '/locales/en/common.json',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    '/locales/xx/common.json',
    '/locales/en/nothing.json',
    '/locales/en/common.txt',
    '/locales/en/..%2Fx.json',
  ])('answers %s with a JSON 404', async (url) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: 0,
      message: expect.stringMatching(/^Not found: GET /) as string,
    });
  });

  it('serves /gameRules.json', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/gameRules.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(GAME_RULES);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers that still allow the SPA and socket.io', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/', headers: HTML });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    // 'self' covers this origin's own WebSocket; a bare `ws:` would let a page talk to any host.
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).not.toMatch(/ ws:(;| |$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('static web without a build', () => {
  it('answers page requests with a 503 page that says how to build', async () => {
    const database = await createTestDatabase();
    const test = await createTestApp(database.database, { webBuilt: false });
    try {
      const response = await test.app.inject({ method: 'GET', url: '/info', headers: HTML });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('npm run build');
      const health = await test.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
    } finally {
      await test.cleanup();
      await database.cleanup();
    }
  });
});
