import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { DEMO_GAMES, DEMO_MENU, DEMO_PROVIDERS } from '../../db/catalog-seed';
import { banners, gameCategories, games, menuItems, providers } from '../../db/schema';
import { seed } from '../../db/seed';

// The demo catalog is loaded by the seed at every start: missing rows are added, existing ones kept.

describe('the demo catalog seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  async function counts() {
    const { db } = database.database;
    const of = async (
      table: typeof games | typeof providers | typeof gameCategories | typeof banners | typeof menuItems,
    ) =>
      Number(
        (await db.select({ n: count() }).from(table).where(eq(table.operatorId, DEFAULT_OPERATOR_ID)))[0]!.n,
      );
    return {
      providers: await of(providers),
      categories: await of(gameCategories),
      games: await of(games),
      banners: await of(banners),
      menu: await of(menuItems),
    };
  }

  it('holds seven providers, ten tabs, the games, four banners and the menu', async () => {
    expect(await counts()).toEqual({
      providers: DEMO_PROVIDERS.length,
      categories: 10,
      games: DEMO_GAMES.length,
      banners: 4,
      menu: DEMO_MENU.length,
    });
    expect(DEMO_PROVIDERS).toHaveLength(7);
    expect(DEMO_GAMES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEMO_GAMES.map((game) => game.code)).size).toBe(DEMO_GAMES.length);
  });

  it('is idempotent and keeps what the operator changed', async () => {
    const { db } = database.database;
    const where = and(eq(games.operatorId, DEFAULT_OPERATOR_ID), eq(games.code, 'MZ010001'));
    await db.update(games).set({ name: 'Texas Poker', status: 'offline' }).where(where);
    const before = await counts();
    await seed(db);
    await seed(db);
    expect(await counts()).toEqual(before);
    expect((await db.select({ name: games.name, status: games.status }).from(games).where(where))[0]).toEqual(
      {
        name: 'Texas Poker',
        status: 'offline',
      },
    );
  });
});
