import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { missingTranslations } from '../../db/schema';

describe('POST /locales/add/:lng/:ns', () => {
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

  async function rows(lng: string, ns: string) {
    return database.database.db
      .select({
        key: missingTranslations.key,
        fallback: missingTranslations.fallback,
        hits: missingTranslations.hits,
      })
      .from(missingTranslations)
      .where(and(eq(missingTranslations.lng, lng), eq(missingTranslations.ns, ns)))
      .orderBy(missingTranslations.key);
  }

  it('records the keys i18next-http-backend posts as JSON and counts repeats', async () => {
    const payload = { 'menu.home': 'Home', 'menu.games': '' };
    const first = await test.app.inject({ method: 'POST', url: '/locales/add/en/common', payload });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 1, message: 'recorded', count: 2 });

    await test.app.inject({
      method: 'POST',
      url: '/locales/add/en/common',
      payload: { 'menu.home': 'Home page' },
    });
    expect(await rows('en', 'common')).toEqual([
      { key: 'menu.games', fallback: '', hits: 1 },
      { key: 'menu.home', fallback: 'Home page', hits: 2 },
    ]);
  });

  it('accepts the form-encoded body of the XMLHttpRequest fallback', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/locales/add/hd/footer-links',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'footer.about=About%20us',
    });
    expect(response.json()).toEqual({ status: 1, message: 'recorded', count: 1 });
    expect(await rows('hd', 'footer-links')).toEqual([
      { key: 'footer.about', fallback: 'About us', hits: 1 },
    ]);
  });

  it('names the bad field', async () => {
    const language = await test.app.inject({ method: 'POST', url: '/locales/add/fr/common', payload: {} });
    expect(language.statusCode).toBe(400);
    expect(language.json()).toEqual({ status: 0, message: 'lng: must be one of en, hd' });

    const namespace = await test.app.inject({ method: 'POST', url: '/locales/add/en/Common1', payload: {} });
    expect(namespace.json()).toEqual({ status: 0, message: 'ns: must be lowercase letters and hyphens' });

    const body = await test.app.inject({ method: 'POST', url: '/locales/add/en/common', payload: ['x'] });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ status: 0, message: 'body: must be an object of keys to fallback texts' });

    const value = await test.app.inject({ method: 'POST', url: '/locales/add/en/common', payload: { a: 5 } });
    expect(value.json()).toEqual({ status: 0, message: 'a: must be text' });
  });
});

describe('POST /locales/add in production', () => {
  it('does not exist', async () => {
    const database = await createTestDatabase();
    const test = await createTestApp(database.database, {
      env: {
        NODE_ENV: 'production',
        SANDBOX: '0',
        SESSION_SECRET: 's'.repeat(32),
        DATA_KEY: Buffer.alloc(32).toString('base64'),
        SMS_URL: 'http://127.0.0.1:9/sms',
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
    });
    try {
      const response = await test.app.inject({
        method: 'POST',
        url: '/locales/add/en/common',
        payload: { a: 'b' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 0, message: 'Not found: POST /locales/add/en/common' });
    } finally {
      await test.cleanup();
      await database.cleanup();
    }
  });
});
