import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GameLaunch } from '@khelo/contracts/catalog';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { gameLaunches } from '../../db/schema';
import { keyedHash } from '../auth/secrets';
import { providerUrl } from './game-launch.service';
import { safeReturnUrl } from './sandbox-provider-page';

// POST api/game-launch and the sandbox provider page it sends players to.

const OPERATOR = DEFAULT_OPERATOR_ID;

describe('POST api/game-launch', () => {
  let database: TestDatabase;
  let test: TestApp;
  let player: LoginSuccess;
  let other: LoginSuccess;
  const clock = manualClock();

  beforeAll(async () => {
    database = await createTestDatabase();
    test = await createTestApp(database.database, { now: clock.now });
    player = await loginByMobile(test.app);
    other = await loginByMobile(test.app);
  });
  afterAll(async () => {
    await test?.cleanup();
    await database?.cleanup();
  });

  const launch = (payload: unknown, token: string | undefined = player.token) =>
    test.app.inject({
      method: 'POST',
      url: '/api/game-launch',
      payload: payload as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('launches a live game: provider URL with token, game_code, opr_id and href', async () => {
    const response = await launch({ game_code: 'MZ010067' });
    expect(response.statusCode).toBe(200);
    const body = response.json<GameLaunch>();
    const href = `${test.config.webOrigin}/`;
    expect(body).toMatchObject({
      status: 1,
      message: 'Game launched',
      game_code: 'MZ010067',
      opr_id: OPERATOR,
      href,
      expires_in: 900,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const url = new URL(body.url, 'http://x.invalid');
    expect(url.pathname).toBe('/sandbox/provider/MZ010067');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: body.token,
      game_code: 'MZ010067',
      opr_id: String(OPERATOR),
      href,
    });

    // Stored only as a keyed hash, bound to this player, session and game, for 15 minutes.
    const rows = await database.database.db
      .select()
      .from(gameLaunches)
      .where(eq(gameLaunches.playerId, player.player_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tokenHash: keyedHash(test.config.sessionSecret, 'launch', body.token),
      operatorId: OPERATOR,
      gameCode: 'MZ010067',
      providerCode: 'MZ',
    });
    expect(rows[0]!.sessionId).not.toBeNull();
    expect(JSON.stringify(rows)).not.toContain(body.token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(900_000);
  });

  it('gives a new token on every launch, which the wallet API can resolve', async () => {
    const first = (await launch({ game_code: 'SPB02001' })).json<GameLaunch>();
    const second = (await launch({ game_code: 'SPB02001' })).json<GameLaunch>();
    expect(first.token).not.toBe(second.token);
    const resolved = await test.app.gameLaunches.resolve(first.token);
    expect(resolved).toMatchObject({
      playerId: player.player_id,
      operatorId: OPERATOR,
      gameCode: 'SPB02001',
      providerCode: 'SPB',
      expired: false,
      game: { game_name: 'Aviator' },
    });
    expect(await test.app.gameLaunches.resolve('unknown')).toBeNull();
    expect(await test.app.gameLaunches.resolve('')).toBeNull();
  });

  it('answers "Game code is invalid!" (404) for an unknown game', async () => {
    const response = await launch({ game_code: 'NOPE' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: 'Game code is invalid!' });
  });

  it.each([
    ['offline', 'MZ010041'],
    ['Beta', 'MZ010052'],
    ['Upcoming', 'MZ010030'],
  ])('answers "Game is not live yet!" (409) for an %s game and issues no token', async (_status, code) => {
    const response = await launch({ game_code: code });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 0, message: 'Game is not live yet!' });
    const rows = await database.database.db
      .select()
      .from(gameLaunches)
      .where(eq(gameLaunches.gameCode, code));
    expect(rows).toEqual([]);
  });

  it('follows the catalog: a game taken offline stops launching at once', async () => {
    await test.app.catalog.updateGame(OPERATOR, 'MZ010004', { status: 'offline' });
    expect((await launch({ game_code: 'MZ010004' })).statusCode).toBe(409);
    await test.app.catalog.updateGame(OPERATOR, 'MZ010004', { status: 'live' });
    expect((await launch({ game_code: 'MZ010004' })).statusCode).toBe(200);
  });

  it('is 401 without a valid token and 403 for another player', async () => {
    for (const token of ['', 'forged']) {
      const response = await launch({ game_code: 'MZ010067' }, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 0, message: 'Token mismatch' });
    }
    const response = await launch({ game_code: 'MZ010067', player_id: other.player_id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 0, message: 'Player does not match token' });
  });

  it('names the bad field', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'game_code: is required'],
      [{ game_code: 42 }, 'game_code: must be text'],
      [{ game_code: 'MZ 0100' }, 'game_code: must be letters, digits, - or _ (at most 32)'],
      [{ game_code: 'X'.repeat(33) }, 'game_code: must be letters, digits, - or _ (at most 32)'],
      [{ game_code: 'MZ010067', operator_id: 'x' }, 'operator_id: must be a number'],
    ];
    for (const [payload, message] of cases) {
      const response = await launch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ status: 0, message });
    }
  });

  describe('the sandbox provider page', () => {
    const page = (query: string, code = 'MZ010005') =>
      test.app.inject({ method: 'GET', url: `/sandbox/provider/${code}?${query}` });

    it('opens the game the token was issued for, with a way back to the lobby', async () => {
      const launched = (await launch({ game_code: 'MZ010005' })).json<GameLaunch>();
      const response = await test.app.inject({ method: 'GET', url: launched.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<h1>Rummy</h1>');
      expect(response.body).toContain('Mazagon Games');
      expect(response.body).toContain(`…${player.player_id.slice(-6)}`);
      expect(response.body).toContain(`href="${launched.href}"`);
    });

    it('refuses an unknown token, a token for another game and an expired token', async () => {
      const unknown = await page('token=nope');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.body).toContain('Launch link not valid');

      const launched = (await launch({ game_code: 'MZ010005' })).json<GameLaunch>();
      const elsewhere = await page(`token=${launched.token}`, 'MZ010001');
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.body).toContain('Launch link not valid');

      clock.advance(900_000);
      const expired = await page(`token=${launched.token}`);
      expect(expired.statusCode).toBe(401);
      expect(expired.body).toContain('Launch link expired');
      expect((await test.app.gameLaunches.resolve(launched.token))?.expired).toBe(true);
    });

    it('never links back to another site', async () => {
      const response = await page('token=nope&href=https%3A%2F%2Fevil.example%2F');
      expect(response.body).toContain('href="/"');
      expect(response.body).not.toContain('evil.example');
    });
  });
});

describe('the sandbox provider page outside sandbox mode', () => {
  it('does not exist', async () => {
    const database = await createTestDatabase();
    const test = await createTestApp(database.database, { env: { SANDBOX: '0' } });
    try {
      const response = await test.app.inject({ method: 'GET', url: '/sandbox/provider/MZ010067?token=x' });
      expect(response.statusCode).toBe(404);
    } finally {
      await test.cleanup();
      await database.cleanup();
    }
  });
});

describe('provider URLs', () => {
  it('adds the launch parameters to relative and absolute url_path values', () => {
    const params = { token: 't o', game_code: 'G1', opr_id: '1', href: 'http://127.0.0.1:8080/' };
    expect(providerUrl('/sandbox/provider/G1', params)).toBe(
      '/sandbox/provider/G1?token=t+o&game_code=G1&opr_id=1&href=http%3A%2F%2F127.0.0.1%3A8080%2F',
    );
    expect(providerUrl('https://games.example/h5/launch?lang=en', { token: 'abc' })).toBe(
      'https://games.example/h5/launch?lang=en&token=abc',
    );
  });

  it('only returns to the web app', () => {
    const origin = 'http://127.0.0.1:8080';
    expect(safeReturnUrl(undefined, origin)).toBe('/');
    expect(safeReturnUrl('/?tab=4', origin)).toBe('/?tab=4');
    expect(safeReturnUrl('//evil.example/', origin)).toBe('/');
    expect(safeReturnUrl('http://127.0.0.1:8080/', origin)).toBe('http://127.0.0.1:8080/');
    expect(safeReturnUrl('javascript:alert(1)', origin)).toBe('/');
    expect(safeReturnUrl('not a url', origin)).toBe('/');
  });
});
