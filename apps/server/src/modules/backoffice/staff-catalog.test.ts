import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffGameList, StaffProviderList } from '@khelo/contracts/backoffice-catalog';
import type { AuditLogResponse } from '@khelo/contracts/staff';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// The back office's catalog: a game taken offline is offline in the very next lobby answer, and the
// change is in the audit log with the value before and after.

let database: TestDatabase;
let test: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database);
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

async function lobbyStatus(code: string): Promise<string | undefined> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/web/game-lists',
    payload: { operator_id: 230201, integration_env: 'H5' },
  });
  const games = response.json<{ data: { game_code: string; operational_status: string }[] }>().data;
  return games.find((game) => game.game_code === code)?.operational_status;
}

describe('staff catalog', () => {
  it('takes a game offline for the lobby at once and audits before and after', async () => {
    const admin = await createStaff(test.app, 'admin');
    const auth = { authorization: `Bearer ${admin.token}` };
    const list = await test.app.inject({ method: 'GET', url: '/staff/games', headers: auth });
    const poker = list.json<StaffGameList>().data.find((game) => game.game_code === 'MZ010001')!;
    expect(poker.status).toBe('live');
    expect(await lobbyStatus('MZ010001')).toBe('live');

    const changed = await test.app.inject({
      method: 'POST',
      url: '/staff/games/MZ010001',
      headers: auth,
      payload: { status: 'offline', reason: 'provider maintenance' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await lobbyStatus('MZ010001')).toBe('offline');

    const log = await test.app.inject({
      method: 'GET',
      url: '/staff/audit-log?subject_type=game',
      headers: auth,
    });
    expect(log.json<AuditLogResponse>().data[0]).toMatchObject({
      action: 'game.update',
      subject_id: 'MZ010001',
      reason: 'provider maintenance',
      details: { before: { status: 'live' }, after: { status: 'offline' } },
    });
  });

  it('renames, reorders and takes a provider offline for the lobby at once, admin only, audited', async () => {
    const admin = await createStaff(test.app, 'admin');
    const support = await createStaff(test.app, 'support');
    const auth = { authorization: `Bearer ${admin.token}` };
    const games = (await test.app.inject({ method: 'GET', url: '/staff/games', headers: auth }))
      .json<StaffGameList>()
      .data.filter((game) => game.status === 'live');
    const provider = games[games.length - 1]!.provider_code;
    const game = games.find((row) => row.provider_code === provider)!.game_code;
    expect(await lobbyStatus(game)).toBe('live');

    const refused = await test.app.inject({
      method: 'POST',
      url: `/staff/providers/${provider}`,
      headers: { authorization: `Bearer ${support.token}` },
      payload: { status: 'offline' },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await test.app.inject({
      method: 'POST',
      url: `/staff/providers/${provider}`,
      headers: auth,
      payload: { status: 'paused' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^status: /);
    expect(await lobbyStatus(game)).toBe('live');

    const changed = await test.app.inject({
      method: 'POST',
      url: `/staff/providers/${provider}`,
      headers: auth,
      payload: { status: 'offline', name: 'Renamed Studio', position: 0, reason: 'integration down' },
    });
    expect(changed.statusCode).toBe(200);
    const row = changed.json<StaffProviderList>().data[0]!;
    expect(row).toMatchObject({ provider_code: provider, name: 'Renamed Studio', status: 'offline' });
    expect(await lobbyStatus(game)).toBe('offline');
    const lobby = await test.app.inject({
      method: 'POST',
      url: '/api/web/game-lists',
      payload: { operator_id: 230201, integration_env: 'H5' },
    });
    expect(JSON.stringify(lobby.json())).toContain('Renamed Studio');

    const log = await test.app.inject({
      method: 'GET',
      url: '/staff/audit-log?subject_type=provider',
      headers: auth,
    });
    expect(log.json<AuditLogResponse>().data[0]).toMatchObject({
      action: 'provider.update',
      subject_id: provider,
      reason: 'integration down',
      details: { before: { status: 'live' }, after: { status: 'offline', name: 'Renamed Studio' } },
    });

    await test.app.inject({
      method: 'POST',
      url: `/staff/providers/${provider}`,
      headers: auth,
      payload: { status: 'live' },
    });
    expect(await lobbyStatus(game)).toBe('live');
  });

  it('changes a banner title in both languages for the lobby at once', async () => {
    const admin = await createStaff(test.app, 'admin');
    const auth = { authorization: `Bearer ${admin.token}` };
    const list = await test.app.inject({ method: 'GET', url: '/staff/banners', headers: auth });
    const code = list.json<{ data: { code: string }[] }>().data[0]!.code;
    const title = { eng: 'Diwali Bonanza', hindi: 'दिवाली बोनांज़ा' };
    const changed = await test.app.inject({
      method: 'POST',
      url: `/staff/banners/${code}`,
      headers: auth,
      payload: { title },
    });
    expect(changed.statusCode).toBe(200);
    const lobby = await test.app.inject({
      method: 'POST',
      url: '/api/web/game-lists',
      payload: { operator_id: 230201, integration_env: 'H5' },
    });
    const banners = lobby.json<{ banners: { banner_code: string; title: unknown }[] }>().banners;
    expect(banners.find((banner) => banner.banner_code === code)?.title).toEqual(title);
    const missing = await test.app.inject({
      method: 'POST',
      url: `/staff/banners/${code}`,
      headers: auth,
      payload: { title: { eng: 'x' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/hindi/);
  });

  it('names bad input and unknown games, changing nothing', async () => {
    const admin = await createStaff(test.app, 'admin');
    const auth = { authorization: `Bearer ${admin.token}` };
    const bad = await test.app.inject({
      method: 'POST',
      url: '/staff/games/MZ010004',
      headers: auth,
      payload: { status: 'gone' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^status: /);
    const empty = await test.app.inject({
      method: 'POST',
      url: '/staff/games/MZ010004',
      headers: auth,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await test.app.inject({
      method: 'POST',
      url: '/staff/games/NOPE',
      headers: auth,
      payload: { status: 'offline' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await lobbyStatus('MZ010004')).toBe('live');
  });
});
