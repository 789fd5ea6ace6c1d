import { and, asc, eq } from 'drizzle-orm';
import type { StaffBanner, StaffGame, StaffMenuItem } from '@khelo/contracts/backoffice-catalog';
import type { Db } from '../../db/client';
import { banners, games, menuItems, providers } from '../../db/schema';

// The back office's reads of the catalog (with positions, which the lobby's snapshot leaves out). Game and
// menu writes go through app.catalog; banner writes are here and the caller then calls
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
