import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_SECONDS, type LoginSuccess, type TokenRefreshSuccess } from '@khelo/contracts/auth';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { players } from '../../db/schema';
import { issueAccessToken } from './access-token';

const OPERATOR = DEFAULT_OPERATOR_ID;

let database: TestDatabase;
let test: TestApp;
const clock = manualClock();
beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, {
    now: clock.now,
    // A tiny player call, as later issues write them.
    routes: (app) => {
      app.post('/api/test-whoami', { preHandler: app.requirePlayer }, (request) => ({
        status: 1,
        message: 'ok',
        player: request.player,
      }));
    },
  });
});
afterAll(async () => {
  await test.cleanup();
  await database.cleanup();
});

function refresh(payload: unknown) {
  return test.app.inject({
    method: 'POST',
    url: '/auth/game/token',
    payload: payload as Record<string, unknown>,
  });
}

function refreshOf(login: { player_id: string }, authToken: string) {
  return refresh({ operator_id: OPERATOR, player_id: login.player_id, current_auth_token: authToken });
}

function whoami(token: string | undefined, payload: Record<string, unknown> = {}) {
  return test.app.inject({
    method: 'POST',
    url: '/api/test-whoami',
    ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
    payload,
  });
}

function logout(token: string | undefined, payload: Record<string, unknown>) {
  return test.app.inject({
    method: 'POST',
    url: '/auth/logout',
    ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
    payload,
  });
}

describe('POST /auth/game/token', () => {
  it('answers a new access token and rotates the authToken', async () => {
    const login = await loginByMobile(test.app);
    const response = await refreshOf(login, login.authToken);
    expect(response.statusCode).toBe(200);
    const body = response.json<TokenRefreshSuccess>();
    expect(body).toEqual({
      status: 1,
      message: 'token updated successfully',
      token: expect.stringMatching(/^v1\./) as string,
      authToken: expect.stringMatching(/^[\w-]{43}$/) as string,
    });
    expect(body.authToken).not.toBe(login.authToken);
    expect((await whoami(body.token)).statusCode).toBe(200);
    // The new one works in turn.
    expect((await refreshOf(login, body.authToken)).statusCode).toBe(200);
  });

  it('refuses a replayed authToken after the grace and revokes the whole family', async () => {
    const login = await loginByMobile(test.app);
    const rotated = (await refreshOf(login, login.authToken)).json<TokenRefreshSuccess>();
    clock.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    const replay = await refreshOf(login, login.authToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ status: 0, message: 'invalid current auth token' });
    // The thief's replay ended the session: the legitimate successor and the access token die too.
    expect((await refreshOf(login, rotated.authToken)).statusCode).toBe(401);
    expect((await whoami(rotated.token)).json()).toEqual({ status: 0, message: 'Token mismatch' });
    expect((await whoami(login.token)).statusCode).toBe(401);
  });

  it('answers the same successor once within the grace (a lost answer, a reload), then revokes', async () => {
    const login = await loginByMobile(test.app);
    const first = (await refreshOf(login, login.authToken)).json<TokenRefreshSuccess>();
    clock.advance((REFRESH_GRACE_SECONDS - 1) * 1000);
    // The answer never reached the browser: it presents the old token again.
    const again = await refreshOf(login, login.authToken);
    expect(again.statusCode).toBe(200);
    const second = again.json<TokenRefreshSuccess>();
    expect(second.authToken).toBe(first.authToken);
    expect((await whoami(second.token)).statusCode).toBe(200);
    // Single use: a third presentation is reuse, and the family ends.
    expect((await refreshOf(login, login.authToken)).statusCode).toBe(401);
    expect((await refreshOf(login, first.authToken)).statusCode).toBe(401);
    expect((await whoami(second.token)).statusCode).toBe(401);
  });

  it('gives no grace once the successor was used: the old token then means theft', async () => {
    const login = await loginByMobile(test.app);
    const first = (await refreshOf(login, login.authToken)).json<TokenRefreshSuccess>();
    const next = (await refreshOf(login, first.authToken)).json<TokenRefreshSuccess>();
    expect(next.authToken).not.toBe(first.authToken);
    expect((await refreshOf(login, login.authToken)).statusCode).toBe(401);
    expect((await refreshOf(login, next.authToken)).statusCode).toBe(401);
  });

  it('two refreshes with the same token at once both get the same successor and the session lives', async () => {
    const login = await loginByMobile(test.app);
    const answers = await Promise.all([refreshOf(login, login.authToken), refreshOf(login, login.authToken)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((answer) => answer.json<TokenRefreshSuccess>());
    expect(a!.authToken).toBe(b!.authToken);
    expect((await refreshOf(login, a!.authToken)).statusCode).toBe(200);
  });

  it('refuses unknown tokens and tokens of another player or operator', async () => {
    const login = await loginByMobile(test.app);
    const other = await loginByMobile(test.app);
    for (const payload of [
      { operator_id: OPERATOR, player_id: login.player_id, current_auth_token: 'x'.repeat(43) },
      { operator_id: OPERATOR, player_id: other.player_id, current_auth_token: login.authToken },
      { operator_id: 1, player_id: login.player_id, current_auth_token: login.authToken },
      { operator_id: OPERATOR, player_id: 'not-a-uuid', current_auth_token: login.authToken },
    ]) {
      const response = await refresh(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 0, message: 'invalid current auth token' });
    }
    // Presenting it under the wrong player did not spend it.
    expect((await refreshOf(login, login.authToken)).statusCode).toBe(200);
  });

  it('ends 180 days after login however often it was rotated', async () => {
    const login = await loginByMobile(test.app);
    clock.advance(179 * 86_400_000);
    const late = (await refreshOf(login, login.authToken)).json<TokenRefreshSuccess>();
    expect(late.status).toBe(1);
    clock.advance(86_400_000);
    const expired = await refreshOf(login, late.authToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ status: 0, message: 'invalid current auth token' });
  });

  it('answers validation problems in the comma form', async () => {
    const login = await loginByMobile(test.app);
    const cases: Array<[unknown, string]> = [
      [
        { operator_id: OPERATOR, player_id: login.player_id, current_auth_token: 5 },
        ',current_auth_token is not string',
      ],
      [{ operator_id: OPERATOR, player_id: login.player_id }, ',current_auth_token is not string'],
      [{ current_auth_token: login.authToken }, ',operator_id is empty,player_id is empty'],
      [
        { operator_id: '', player_id: ' ', current_auth_token: login.authToken },
        ',operator_id is empty,player_id is empty',
      ],
      [{}, ',current_auth_token is not string,operator_id is empty,player_id is empty'],
      [
        { operator_id: 'abc', player_id: 7, current_auth_token: 'a' },
        ',operator_id is not a number,player_id is not string',
      ],
      [
        { operator_id: OPERATOR, player_id: login.player_id, current_auth_token: '' },
        ',current_auth_token is empty',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await refresh(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ status: 0, message });
    }
    const empty = await test.app.inject({ method: 'POST', url: '/auth/game/token' });
    expect(empty.json()).toEqual({
      status: 0,
      message: ',current_auth_token is not string,operator_id is empty,player_id is empty',
    });
    const malformed = await test.app.inject({
      method: 'POST',
      url: '/auth/game/token',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 0, message: 'body: malformed JSON' });
  });

  it('refuses a suspended player', async () => {
    const login = await loginByMobile(test.app);
    await database.database.db
      .update(players)
      .set({ status: 'suspended' })
      .where(eq(players.id, login.player_id));
    expect((await refreshOf(login, login.authToken)).statusCode).toBe(401);
    expect((await whoami(login.token)).statusCode).toBe(401);
  });
});

describe('requirePlayer', () => {
  let login: LoginSuccess;
  beforeAll(async () => {
    login = await loginByMobile(test.app);
  });

  it('attaches the player of a valid token', async () => {
    const response = await whoami(login.token, { player_id: login.player_id, operator_id: OPERATOR });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      player: { id: login.player_id, operatorId: OPERATOR, sessionId: expect.any(String) as string },
    });
  });

  it('answers 401 Token mismatch without a valid token', async () => {
    const forged = issueAccessToken(
      'another secret that is long enough!!',
      { sub: login.player_id, opr: OPERATOR, sid: 'x' },
      900,
    ).token;
    const [, payload] = login.token.split('.');
    for (const token of [undefined, '', 'garbage', `v1.${payload}.AAAA`, forged, 'v1.bnVsbA.x']) {
      const response = await whoami(token);
      expect(response.statusCode, String(token)).toBe(401);
      expect(response.json()).toEqual({ status: 0, message: 'Token mismatch' });
    }
    const basic = await test.app.inject({
      method: 'POST',
      url: '/api/test-whoami',
      headers: { authorization: `Basic ${login.token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('answers 401 once the access token is 15 minutes old', async () => {
    const fresh = await loginByMobile(test.app);
    clock.advance(14 * 60_000);
    expect((await whoami(fresh.token)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await whoami(fresh.token)).json()).toEqual({ status: 0, message: 'Token mismatch' });
  });

  it('answers 403 when the body names another player or operator', async () => {
    login = await loginByMobile(test.app);
    for (const payload of [
      { player_id: '00000000-0000-4000-8000-000000000000' },
      { operator_id: 1 },
      { player_id: login.player_id, operator_id: '7' },
    ]) {
      const response = await whoami(login.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
      expect(response.json()).toEqual({ status: 0, message: 'Player does not match token' });
    }
    const query = await test.app.inject({
      method: 'POST',
      url: '/api/test-whoami?player_id=someone',
      headers: { authorization: `Bearer ${login.token}` },
    });
    expect(query.statusCode).toBe(403);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session: the access token and the authToken stop working', async () => {
    const login = await loginByMobile(test.app);
    const other = await loginByMobile(test.app);
    const response = await logout(login.token, { operator_id: OPERATOR, player_id: login.player_id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, message: 'Logged out' });
    expect((await whoami(login.token)).statusCode).toBe(401);
    expect((await refreshOf(login, login.authToken)).statusCode).toBe(401);
    // Other sessions are untouched.
    expect((await whoami(other.token)).statusCode).toBe(200);
  });

  it('answers 401, 403 and 400 as a player call', async () => {
    const login = await loginByMobile(test.app);
    const body = { operator_id: OPERATOR, player_id: login.player_id };
    const missing = await logout(undefined, body);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ status: 0, message: 'Token mismatch' });
    const other = await logout(login.token, { ...body, player_id: '00000000-0000-4000-8000-000000000000' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ status: 0, message: 'Player does not match token' });
    const bad = await logout(login.token, { operator_id: OPERATOR });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 0, message: 'player_id: must be text' });
    expect((await whoami(login.token)).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('lists the login calls with request and response schemas', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, { post?: { requestBody?: unknown; responses?: Record<string, unknown> } }>;
    }>();
    for (const path of [
      '/login/mobile',
      '/login/email',
      '/login/mobile-confirm',
      '/login/email-confirm',
      '/auth/game/token',
      '/auth/logout',
    ]) {
      const operation = document.paths[path]?.post;
      expect(operation?.requestBody, path).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}), path).toContain('200');
    }
    expect(Object.keys(document.paths)).toContain('/sandbox/outbox');
  });
});
