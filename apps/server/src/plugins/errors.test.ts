import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mobileOtpRequestSchema } from '@khelo/contracts/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';

describe('error handling', () => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    test = await createTestApp(database.database, {
      routes(app) {
        app.post('/api/test-login', { schema: { body: mobileOtpRequestSchema } }, () => ({
          status: 1,
          message: 'ok',
        }));
        app.get('/api/test-query', { schema: { querystring: z.object({ name: z.string() }) } }, () => ({}));
        app.get('/api/test-crash', () => {
          throw new Error('secret internals at /srv/khelo');
        });
        app.get('/api/test-busy', () => {
          // Drizzle wraps the pool's acquire timeout in its "Failed query" error.
          throw new Error('Failed query: select 1', {
            cause: new Error('timeout exceeded when trying to connect'),
          });
        });
        app.get('/api/test-conflict', () => {
          throw Object.assign(new Error('already kyc details submitted'), { statusCode: 409 });
        });
      },
    });
  });
  afterAll(async () => {
    await test.cleanup();
    await database.cleanup();
  });

  it('names the invalid field with the schema message', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test-login',
      payload: { mobile_number: '12345', operator_id: 230201 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: 'mobile_number: must be 10 digits' });
  });

  it('says a missing field is required', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/test-query' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: 'name: is required' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile_number":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: 'body: malformed JSON' });
  });

  it('answers 503 with retry_after when no database connection came free in time', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/test-busy' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      status: 0,
      message: 'The server is busy: try again in 1 s.',
      retry_after: 1,
    });
  });

  it('keeps the status and message of client errors', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/test-conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 0, message: 'already kyc details submitted' });
  });

  it('hides unexpected errors behind a 500', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 0, message: 'Internal server error' });
  });

  it('answers an unknown API path with a JSON 404, even for a browser', async () => {
    const post = await test.app.inject({ method: 'POST', url: '/api/no-such-call?x=1', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ status: 0, message: 'Not found: POST /api/no-such-call' });

    const get = await test.app.inject({
      method: 'GET',
      url: '/login/nothing',
      headers: { accept: 'text/html' },
    });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ status: 0, message: 'Not found: GET /login/nothing' });
  });
});
