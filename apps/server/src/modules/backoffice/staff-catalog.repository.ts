import { and, asc, count, eq } from 'drizzle-orm';
import type {
  StaffBanner,
  StaffGame,
  StaffMenuItem,
  StaffProvider,
} from '@khelo/contracts/backoffice-catalog';
import type { Db } from '../../db/client';
import { banners, games, menuItems, providers } from '../../db/schema';

// The back office's reads of the catalog (with positions, which the lobby's snapshot leaves out). Game and
// menu writes go through app.catalog; banner and provider writes are here and the caller then calls
// app.catalog.changed, so that the lobby's snapshot is dropped either way.

export function createStaffCatalogRepository(db: Db) {
  return {
    async games(operatorId: number): Promise<StaffGame[]> {
      const rows = await db
        .select({
          code: games.code,
          name: games.name,
          providerCode: games.providerCode,
          providerName: providers.name,
          category: games.subcategory,
          tags: games.tags,
          status: games.status,
          position: games.position,
        })
        .from(games)
        .innerJoin(
          providers,
          and(eq(providers.operatorId, games.operatorId), eq(providers.code, games.providerCode)),
        )
        .where(eq(games.operatorId, operatorId))
        .orderBy(asc(games.position), asc(games.code));
      return rows.map((row) => ({
        game_code: row.code,
        game_name: row.name,
        provider_code: row.providerCode,
        provider_name: row.providerName,
        category: row.category,
        tags: row.tags,
        status: row.status,
        position: row.position,
      }));
    },

    async providers(operatorId: number): Promise<StaffProvider[]> {
      const rows = await db
        .select({
          code: providers.code,
          name: providers.name,
          status: providers.status,
          position: providers.position,
          games: count(games.code),
        })
        .from(providers)
        .leftJoin(
          games,
          and(eq(games.operatorId, providers.operatorId), eq(games.providerCode, providers.code)),
        )
        .where(eq(providers.operatorId, operatorId))
        .groupBy(providers.code, providers.name, providers.status, providers.position)
        .orderBy(asc(providers.position), asc(providers.code));
      return rows.map((row) => ({
        provider_code: row.code,
        name: row.name,
        status: row.status,
        position: row.position,
        game_count: Number(row.games),
      }));
    },

    async updateProvider(
      operatorId: number,
      code: string,
      change: Partial<Pick<StaffProvider, 'name' | 'status' | 'position'>>,
      at: Date,
    ): Promise<void> {
      await db
        .update(providers)
        .set({ ...change, updatedAt: at })
        .where(and(eq(providers.operatorId, operatorId), eq(providers.code, code)));
    },

    async menu(operatorId: number): Promise<StaffMenuItem[]> {
      const rows = await db
        .select({ code: menuItems.code, url: menuItems.url, label: menuItems.label })
        .from(menuItems)
        .where(eq(menuItems.operatorId, operatorId))
        .orderBy(asc(menuItems.position), asc(menuItems.code));
      return rows.map((row) => ({ code: row.code, url: row.url, ...row.label }));
    },

    async banners(operatorId: number): Promise<StaffBanner[]> {
      return db
        .select({
          code: banners.code,
          image: banners.image,
          link: banners.link,
          title: banners.title,
          text: banners.text,
          active: banners.active,
          position: banners.position,
        })
        .from(banners)
        .where(eq(banners.operatorId, operatorId))
        .orderBy(asc(banners.position), asc(banners.code));
    },

    async updateBanner(
      operatorId: number,
      code: string,
      change: Partial<Pick<StaffBanner, 'title' | 'text' | 'active'>>,
    ): Promise<boolean> {
      const updated = await db
        .update(banners)
        .set(change)
        .where(and(eq(banners.operatorId, operatorId), eq(banners.code, code)))
        .returning({ code: banners.code });
      return updated.length > 0;
    },
  };
}

export type StaffCatalogRepository = ReturnType<typeof createStaffCatalogRepository>;
