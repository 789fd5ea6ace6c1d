import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GameList, MenuList, WebGameList } from '@khelo/contracts/catalog';
import { CATEGORY_TABS, DEFAULT_OPERATOR_ID, NAV_GAMES } from '@khelo/contracts/constants';
import { loginByMobile } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { games, operators } from '../../db/schema';

// api/web/game-lists, api/game-lists and api/menu-list over HTTP on a freshly seeded database.

const OPERATOR = DEFAULT_OPERATOR_ID;

describe('the lobby calls', () => {
  let database: TestDatabase;
  let test: TestApp;
  let player: LoginSuccess;
  let other: LoginSuccess;

  beforeAll(async () => {
    database = await createTestDatabase();
    test = await createTestApp(database.database, { walletBalance: () => Promise.resolve(1234.5) });
    player = await loginByMobile(test.app);
    other = await loginByMobile(test.app);
  });
  afterAll(async () => {
    await test?.cleanup();
    await database?.cleanup();
  });

  const post = (url: string, payload: unknown, token?: string) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const playerBody = () => ({ integration_env: 'H5', operator_id: OPERATOR, player_id: player.player_id });

  describe('POST api/web/game-lists (visitors)', () => {
    it('answers the demo catalog without wallet data', async () => {
      const response = await post('/api/web/game-lists', { operator_id: OPERATOR, integration_env: 'H5' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = response.json<WebGameList>();
      expect(body).toMatchObject({ status: 1, message: 'Game list fetched successfully' });
      expect(body).not.toHaveProperty('wallet_balance');

      expect(body.data.length).toBeGreaterThanOrEqual(40);
      expect(body.providers).toHaveLength(7);
      expect(new Set(body.data.map((game) => game.provider_code))).toEqual(
        new Set(body.providers.map((provider) => provider.provider_code)),
      );
      for (const provider of body.providers) {
        expect(provider.game_count).toBe(
          body.data.filter((game) => game.provider_code === provider.provider_code).length,
        );
      }
      expect(body.categories.map((category) => category.name)).toEqual([...CATEGORY_TABS]);
      for (const tab of CATEGORY_TABS.slice(1)) {
        expect(
          body.data.some((game) => game.game_subcategory === tab),
          tab,
        ).toBe(true);
      }
      expect(new Set(body.data.map((game) => game.operational_status))).toEqual(
        new Set(['live', 'offline', 'Beta', 'Upcoming']),
      );
      for (const { code, name } of NAV_GAMES) {
        expect(body.data.find((game) => game.game_code === code)).toMatchObject({
          game_name: name,
          operational_status: 'live',
        });
      }
      expect(body.banners.map((banner) => banner.banner_code)).toEqual([
        'skill',
        'leading',
        'studio',
        'fair',
      ]);
      expect(new Set(body.data.flatMap((game) => game.game_tag))).toEqual(
        new Set(['Skill Game', 'Newly Added', 'Most Popular']),
      );
    });

    it('gives every field of the Game entity', async () => {
      const body = (await post('/api/web/game-lists', { operator_id: OPERATOR })).json<WebGameList>();
      expect(body.data.find((game) => game.game_code === 'MZ010067')).toEqual({
        game_code: 'MZ010067',
        game_name: 'Ludo',
        game_icon: '/images/games/ludo.svg',
        game_tag: ['Skill Game', 'Most Popular'],
        game_subcategory: 'table',
        provider_name: 'Mazagon Games',
        provider_code: 'MZ',
        operational_status: 'live',
        integration_env_config: { url_path: '/sandbox/provider/MZ010067' },
      });
      expect(body.categories[4]).toEqual({
        name: 'live cassino',
        code: 'live-cassino',
        img: '/images/games/categories/live-cassino.svg',
      });
      expect(body.banners[0]).toMatchObject({
        image: '/images/banners/skill-games.svg',
        link: '/?game_code=MZ010005',
        title: { eng: 'Your skill. Your win.', hindi: 'आपका हुनर, आपकी जीत।' },
      });
    });

    it('names the bad field', async () => {
      const cases: Array<[unknown, string]> = [
        [{}, 'operator_id: is required'],
        [{ operator_id: '230201x' }, 'operator_id: must be a number'],
        [{ operator_id: 'abc' }, 'operator_id: must be a number'],
        [{ operator_id: -1 }, 'operator_id: must be positive'],
        [{ operator_id: OPERATOR, integration_env: 'APP' }, 'integration_env: must be H5'],
      ];
      for (const [payload, message] of cases) {
        const response = await post('/api/web/game-lists', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ status: 0, message });
      }
    });

    it('answers 404 for an operator that does not exist', async () => {
      const response = await post('/api/web/game-lists', { operator_id: 999_999 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 0, message: 'Operator not found' });
    });
  });

  describe('POST api/game-lists (players)', () => {
    it('answers the same catalog with the wallet balance (operator_id may be a numeric string)', async () => {
      const response = await post(
        '/api/game-lists',
        { ...playerBody(), operator_id: String(OPERATOR) },
        player.token,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<GameList>();
      expect(body.wallet_balance).toBe(1234.5);
      const visitors = (await post('/api/web/game-lists', { operator_id: OPERATOR })).json<WebGameList>();
      expect({ ...body, wallet_balance: undefined }).toEqual({ ...visitors, wallet_balance: undefined });
    });

    it('is 401 "Token mismatch" without a token, with a forged one or after logout', async () => {
      for (const token of [undefined, 'not-a-token', `${player.token}x`]) {
        const response = await post('/api/game-lists', playerBody(), token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ status: 0, message: 'Token mismatch' });
      }
      const leaving = await loginByMobile(test.app);
      await post('/auth/logout', { operator_id: OPERATOR, player_id: leaving.player_id }, leaving.token);
      const after = await post(
        '/api/game-lists',
        { operator_id: OPERATOR, player_id: leaving.player_id },
        leaving.token,
      );
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ status: 0, message: 'Token mismatch' });
    });

    it('is 403 "Player Does not exist for this operator" for another player or operator', async () => {
      for (const payload of [
        { ...playerBody(), player_id: other.player_id },
        { ...playerBody(), operator_id: OPERATOR + 1 },
      ]) {
        const response = await post('/api/game-lists', payload, player.token);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ status: 0, message: 'Player Does not exist for this operator' });
      }
    });

    it('names the bad field', async () => {
      const cases: Array<[unknown, string]> = [
        [{ operator_id: OPERATOR }, 'player_id: is required'],
        [{ operator_id: OPERATOR, player_id: '  ' }, 'player_id: is required'],
        [{ player_id: player.player_id }, 'operator_id: is required'],
        [{ operator_id: OPERATOR, player_id: 42 }, 'player_id: must be text'],
        [{ operator_id: 2.5, player_id: player.player_id }, 'operator_id: must be a whole number'],
        [{ ...playerBody(), integration_env: 'web' }, 'integration_env: must be H5'],
      ];
      for (const [payload, message] of cases) {
        const response = await post('/api/game-lists', payload, player.token);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ status: 0, message });
      }
      const malformed = await test.app.inject({
        method: 'POST',
        url: '/api/game-lists',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        payload: '{"operator_id":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ status: 0, message: 'body: malformed JSON' });
    });
  });

  describe('POST api/menu-list', () => {
    it('answers left_menu with link_action.url and eng / hindi labels, "unity" first', async () => {
      const response = await post(
        '/api/menu-list',
        { operator_id: OPERATOR, player_id: player.player_id },
        player.token,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<MenuList>();
      expect(body).toMatchObject({ status: 1, message: 'Menu list fetched successfully' });
      const menu = body.menu_details.left_menu;
      expect(menu[0]).toEqual({
        menu_id: 'home',
        icon: 'home',
        link_action: { url: 'unity' },
        menu_display: { eng: 'Home', hindi: 'होम' },
      });
      expect(menu.map((item) => item.link_action.url)).toEqual([
        'unity',
        '/info',
        '/addCash',
        '/withdrawal',
        '/history',
        '/kyc',
        '/game-history',
        '/promotions',
        '/responsible-gaming',
        '/contact-us',
      ]);
      for (const item of menu) {
        expect(item.menu_display.eng).not.toBe('');
        expect(item.menu_display.hindi).toMatch(/[\u0900-\u097F]/);
      }
    });

    it('refuses a missing token (401), another player (403) and a missing field (400)', async () => {
      const noToken = await post('/api/menu-list', { operator_id: OPERATOR, player_id: player.player_id });
      expect(noToken.statusCode).toBe(401);
      expect(noToken.json()).toEqual({ status: 0, message: 'Token mismatch' });

      const another = await post(
        '/api/menu-list',
        { operator_id: OPERATOR, player_id: other.player_id },
        player.token,
      );
      expect(another.statusCode).toBe(403);
      expect(another.json()).toEqual({ status: 0, message: 'Player Does not exist for this operator' });

      const missing = await post('/api/menu-list', { player_id: player.player_id }, player.token);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ status: 0, message: 'operator_id: is required' });
    });
  });

  describe('the cache', () => {
    async function ludo() {
      const body = (await post('/api/web/game-lists', { operator_id: OPERATOR })).json<WebGameList>();
      return body.data.find((game) => game.game_code === 'MZ010067')!;
    }

    it('serves the cached catalog until the catalog changes, then the new one at once', async () => {
      expect((await ludo()).game_name).toBe('Ludo');
      // A write that bypasses the catalog service is not seen: the answer comes from the cache.
      await database.database.db
        .update(games)
        .set({ name: 'Ludo King' })
        .where(and(eq(games.operatorId, OPERATOR), eq(games.code, 'MZ010067')));
      expect((await ludo()).game_name).toBe('Ludo');
      await test.app.catalog.changed(OPERATOR);
      expect((await ludo()).game_name).toBe('Ludo King');

      // A change through the service reaches visitors, players and the menu immediately.
      expect(
        await test.app.catalog.updateGame(OPERATOR, 'MZ010067', { name: 'Ludo', status: 'offline' }),
      ).toBe(true);
      expect(await ludo()).toMatchObject({ game_name: 'Ludo', operational_status: 'offline' });
      const forPlayer = (await post('/api/game-lists', playerBody(), player.token)).json<GameList>();
      expect(forPlayer.data.find((game) => game.game_code === 'MZ010067')?.operational_status).toBe(
        'offline',
      );

      await test.app.catalog.updateMenuLabel(OPERATOR, 'home', { eng: 'Lobby', hindi: 'लॉबी' });
      const menu = (
        await post('/api/menu-list', { operator_id: OPERATOR, player_id: player.player_id }, player.token)
      ).json<MenuList>();
      expect(menu.menu_details.left_menu[0]?.menu_display).toEqual({ eng: 'Lobby', hindi: 'लॉबी' });

      expect(await test.app.catalog.updateGame(OPERATOR, 'NOPE', { status: 'live' })).toBe(false);
      await test.app.catalog.updateGame(OPERATOR, 'MZ010067', { status: 'live' });
      expect((await ludo()).operational_status).toBe('live');
    });

    it('lists a game added through the service', async () => {
      await test.app.catalog.addGame(OPERATOR, {
        code: 'MZ019999',
        name: 'Snakes and Ladders',
        icon: '/images/games/ludo.svg',
        tags: ['Newly Added'],
        subcategory: 'other',
        providerCode: 'MZ',
        status: 'Upcoming',
        urlPath: '/sandbox/provider/MZ019999',
        position: 999,
      });
      const body = (await post('/api/web/game-lists', { operator_id: OPERATOR })).json<WebGameList>();
      expect(body.data.at(-1)).toMatchObject({ game_code: 'MZ019999', operational_status: 'Upcoming' });
      expect(body.providers.find((provider) => provider.provider_code === 'MZ')?.game_count).toBe(
        body.data.filter((game) => game.provider_code === 'MZ').length,
      );
    });

    it('keeps one catalog per operator', async () => {
      await database.database.db.insert(operators).values({ id: 777, code: 'EMPTY', name: 'Empty' });
      const body = (await post('/api/web/game-lists', { operator_id: 777 })).json<WebGameList>();
      expect(body).toMatchObject({ status: 1, data: [], providers: [], categories: [], banners: [] });
    });
  });
});
