import { and, asc, count, eq } from 'drizzle-orm';
import type { GameStatus } from '@khelo/contracts/catalog-constants';
import type { Db } from '../../db/client';
import {
  banners,
  gameCategories,
  games,
  menuItems,
  operators,
  providers,
  type LabelPair,
} from '../../db/schema';

// The only SQL of the catalog: whole-catalog reads for the cache, and the writes the back office will use.

export interface GameRow {
  code: string;
  name: string;
  icon: string;
  tags: string[];
  subcategory: string;
  providerCode: string;
  providerName: string;
  status: GameStatus;
  urlPath: string;
}

export interface CategoryRow {
  code: string;
  name: string;
  img: string;
}

export interface ProviderRow {
  code: string;
  name: string;
  logo: string;
  gameCount: number;
}

export interface BannerRow {
  code: string;
  image: string;
  link: string;
  eyebrow: LabelPair;
  title: LabelPair;
  text: LabelPair;
  cta: LabelPair;
}

export interface MenuItemRow {
  code: string;
  url: string;
  icon: string;
  label: LabelPair;
}

export interface CatalogRows {
  games: GameRow[];
  categories: CategoryRow[];
  providers: ProviderRow[];
  banners: BannerRow[];
  menu: MenuItemRow[];
}

export interface GameChanges {
  name?: string;
  icon?: string;
  tags?: string[];
  subcategory?: string;
  status?: GameStatus;
  urlPath?: string;
  position?: number;
}

export interface NewGame extends Required<Omit<GameChanges, 'position'>> {
  code: string;
  providerCode: string;
  position?: number;
}

export function createCatalogRepository(db: Db) {
  async function operatorExists(operatorId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.id, operatorId))
      .limit(1);
    return row !== undefined;
  }

  return {
    operatorExists,

    /** Everything the lobby shows for one operator, in display order; null for an unknown operator. */
    async loadCatalog(operatorId: number): Promise<CatalogRows | null> {
      if (!(await operatorExists(operatorId))) return null;
      const [gameRows, categoryRows, providerRows, counts, bannerRows, menuRows] = await Promise.all([
        db
          .select({
            code: games.code,
            name: games.name,
            icon: games.icon,
            tags: games.tags,
            subcategory: games.subcategory,
            providerCode: games.providerCode,
            providerName: providers.name,
            status: games.status,
            providerStatus: providers.status,
            urlPath: games.urlPath,
          })
          .from(games)
          .innerJoin(
            providers,
            and(eq(providers.operatorId, games.operatorId), eq(providers.code, games.providerCode)),
          )
          .where(eq(games.operatorId, operatorId))
          .orderBy(asc(games.position), asc(games.code)),
        db
          .select({ code: gameCategories.code, name: gameCategories.name, img: gameCategories.img })
          .from(gameCategories)
          .where(eq(gameCategories.operatorId, operatorId))
          .orderBy(asc(gameCategories.position), asc(gameCategories.code)),
        db
          .select({ code: providers.code, name: providers.name, logo: providers.logo })
          .from(providers)
          .where(eq(providers.operatorId, operatorId))
          .orderBy(asc(providers.position), asc(providers.code)),
        db
          .select({ code: games.providerCode, games: count() })
          .from(games)
          .where(eq(games.operatorId, operatorId))
          .groupBy(games.providerCode),
        db
          .select({
            code: banners.code,
            image: banners.image,
            link: banners.link,
            eyebrow: banners.eyebrow,
            title: banners.title,
            text: banners.text,
            cta: banners.cta,
          })
          .from(banners)
          .where(and(eq(banners.operatorId, operatorId), eq(banners.active, true)))
          .orderBy(asc(banners.position), asc(banners.code)),
        db
          .select({ code: menuItems.code, url: menuItems.url, icon: menuItems.icon, label: menuItems.label })
          .from(menuItems)
          .where(eq(menuItems.operatorId, operatorId))
          .orderBy(asc(menuItems.position), asc(menuItems.code)),
      ]);
      const perProvider = new Map(counts.map((row) => [row.code, Number(row.games)]));
      return {
        // A provider taken offline in the back office takes all its games offline with it.
        games: gameRows.map(({ providerStatus, ...row }) =>
          providerStatus === 'offline' ? { ...row, status: 'offline' as const } : row,
        ),
        categories: categoryRows,
        providers: providerRows.map((row) => ({ ...row, gameCount: perProvider.get(row.code) ?? 0 })),
        banners: bannerRows,
        menu: menuRows,
      };
    },

    /** False when the operator has no such game. */
    async updateGame(operatorId: number, code: string, changes: GameChanges, at: Date): Promise<boolean> {
      const updated = await db
        .update(games)
        .set({ ...changes, updatedAt: at })
        .where(and(eq(games.operatorId, operatorId), eq(games.code, code)))
        .returning({ code: games.code });
      return updated.length > 0;
    },

    async insertGame(operatorId: number, game: NewGame): Promise<void> {
      await db.insert(games).values({ operatorId, ...game });
    },

    async updateMenuLabel(operatorId: number, code: string, label: LabelPair): Promise<boolean> {
      const updated = await db
        .update(menuItems)
        .set({ label })
        .where(and(eq(menuItems.operatorId, operatorId), eq(menuItems.code, code)))
        .returning({ code: menuItems.code });
      return updated.length > 0;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
