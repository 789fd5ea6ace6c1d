import { expect, test } from '@playwright/test';

test.describe('the server on one port', () => {
  test('GET /healthz answers status 1 with the database up', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 1, db: 'ok' });
  });

  test('GET /docs shows the API and its OpenAPI document lists the calls', async ({ page, request }) => {
    await page.goto('/docs');
    await expect(page.locator('#swagger-ui .swagger-ui').first()).toBeVisible();
    // Tags start folded (app.ts): every tag is listed, and opening one shows its calls.
    for (const tag of ['platform', 'staff', 'tables'])
      await expect(page.locator(`#operations-tag-${tag}`)).toBeVisible();
    await page.locator('#operations-tag-platform').click();
    await expect(page.getByText('/healthz', { exact: true }).first()).toBeVisible();
    const document = (await (await request.get('/docs/json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/healthz');
  });

  test('an unknown API path is a JSON 404, an unknown page is the web app', async ({ request }) => {
    const api = await request.post('/api/no-such-call', { data: {} });
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ status: 0 });
    const page = await request.get('/no/such/page', { headers: { accept: 'text/html' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toContain('text/html');
    expect(page.headers()['cache-control']).toContain('no-cache');
  });

  test('hashed assets are cached for a year and compressed', async ({ request }) => {
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(response.headers()['content-encoding']).toMatch(/br|gzip/);
  });

  test('translations are served from /locales', async ({ request }) => {
    for (const lng of ['en', 'hd']) {
      const response = await request.get(`/locales/${lng}/common.json`);
      expect(response.status()).toBe(200);
      expect(Object.keys((await response.json()) as object).length).toBeGreaterThan(5);
    }
  });
});
