import type { Game } from '@khelo/contracts/catalog';
import type { LabelPair } from '../../db/schema';
import { createCatalogCache } from './catalog-cache';
import { localInvalidation, type CatalogInvalidation } from './catalog-invalidation';
import { buildSnapshot, type CatalogSnapshot } from './catalog.presenter';
import type { CatalogRepository, GameChanges, NewGame } from './catalog.repository';

// Lists and menus are read on every lobby visit and change only when staff edit the catalog, so they are
// answered from a per-operator snapshot built once and dropped on every change (docs/catalog.md).

/** Safety net for a lost cross-process invalidation; local changes take effect at once. */
export const CATALOG_CACHE_TTL_MS = 60_000;

export interface CatalogServiceDeps {
  repository: CatalogRepository;
  now: () => Date;
  ttlMs?: number;
}

export function createCatalogService(deps: CatalogServiceDeps) {
  const { repository, now } = deps;
  let invalidation: CatalogInvalidation = localInvalidation;
  const cache = createCatalogCache<CatalogSnapshot | null>(
    async (operatorId) => {
      const rows = await repository.loadCatalog(operatorId);
      return rows ? buildSnapshot(rows) : null;
    },
    { ttlMs: deps.ttlMs ?? CATALOG_CACHE_TTL_MS },
  );

  async function changed(operatorId: number): Promise<void> {
    cache.invalidate(operatorId);
    await invalidation.publish(operatorId);
  }

  return {
    /** The operator's current catalog, or null when there is no such operator. */
    snapshot(operatorId: number): Promise<CatalogSnapshot | null> {
      return cache.get(operatorId);
    },

    async findGame(operatorId: number, gameCode: string): Promise<Game | null> {
      return (await cache.get(operatorId))?.games.get(gameCode) ?? null;
    },

    /** Use Redis (or another bus) to tell other processes about changes; called once at start. */
    useInvalidation(next: CatalogInvalidation): void {
      invalidation = next;
    },

    /** A change made elsewhere (another process): drop the local copy only. */
    dropLocal(operatorId?: number): void {
      cache.invalidate(operatorId);
    },

    async updateGame(operatorId: number, gameCode: string, changes: GameChanges): Promise<boolean> {
      const updated = await repository.updateGame(operatorId, gameCode, changes, now());
      if (updated) await changed(operatorId);
      return updated;
    },

    async addGame(operatorId: number, game: NewGame): Promise<void> {
      await repository.insertGame(operatorId, game);
      await changed(operatorId);
    },

    async updateMenuLabel(operatorId: number, code: string, label: LabelPair): Promise<boolean> {
      const updated = await repository.updateMenuLabel(operatorId, code, label);
      if (updated) await changed(operatorId);
      return updated;
    },

    /** For edits made outside this service (seed scripts, SQL by hand). */
    changed,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
