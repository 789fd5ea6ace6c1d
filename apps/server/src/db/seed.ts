import { CATEGORY_TABS, DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import {
  DEMO_BANNERS,
  DEMO_GAMES,
  DEMO_MENU,
  DEMO_PROVIDERS,
  categoryCode,
  demoUrlPath,
} from './catalog-seed';
import type { Db } from './client';
import { banners, gameCategories, games, menuItems, operators, providers } from './schema';

// Demo data that every start applies again: inserts what is missing and never overwrites what exists,
// so edits made by an operator survive restarts.

export const DEMO_OPERATOR = { id: DEFAULT_OPERATOR_ID, code: 'KHELO', name: 'Khelo' } as const;

/** The demo catalog of one operator (docs/catalog.md); rows that exist are left as they are. */
export async function seedCatalog(db: Db, operatorId: number): Promise<void> {
  await db
    .insert(providers)
    .values(
      DEMO_PROVIDERS.map((provider, position) => ({
        operatorId,
        code: provider.code,
        name: provider.name,
        logo: `/images/providers/${provider.code.toLowerCase()}.svg`,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(gameCategories)
    .values(
      CATEGORY_TABS.map((name, position) => ({
        operatorId,
        code: categoryCode(name),
        name,
        img: `/images/games/categories/${categoryCode(name)}.svg`,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(games)
    .values(
      DEMO_GAMES.map((game, position) => ({
        operatorId,
        code: game.code,
        name: game.name,
        icon: `/images/games/${game.art}.svg`,
        tags: game.tags ?? [],
        subcategory: game.subcategory,
        providerCode: game.provider,
        status: game.status ?? 'live',
        urlPath: demoUrlPath(game.code),
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(banners)
    .values(DEMO_BANNERS.map((banner, position) => ({ operatorId, ...banner, position })))
    .onConflictDoNothing();
  await db
    .insert(menuItems)
    .values(DEMO_MENU.map((item, position) => ({ operatorId, ...item, position })))
    .onConflictDoNothing();
}

export async function seed(db: Db): Promise<void> {
  await db.insert(operators).values(DEMO_OPERATOR).onConflictDoNothing();
  await seedCatalog(db, DEMO_OPERATOR.id);
}
