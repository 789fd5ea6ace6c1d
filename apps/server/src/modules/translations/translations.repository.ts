import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { missingTranslations } from '../../db/schema';

export interface MissingTranslationRow {
  key: string;
  fallback: string;
  hits: number;
}

export function createTranslationsRepository(db: Db) {
  return {
    /** One row per (lng, ns, key): a repeat report counts a hit and keeps the newest fallback. */
    async recordMissing(
      lng: string,
      ns: string,
      entries: Array<{ key: string; fallback: string }>,
    ): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insert(missingTranslations)
        .values(entries.map(({ key, fallback }) => ({ lng, ns, key, fallback })))
        .onConflictDoUpdate({
          target: [missingTranslations.lng, missingTranslations.ns, missingTranslations.key],
          set: {
            hits: sql`${missingTranslations.hits} + 1`,
            fallback: sql`excluded.fallback`,
            lastSeen: sql`now()`,
          },
        });
    },

    async listMissing(lng: string, ns: string): Promise<MissingTranslationRow[]> {
      return db
        .select({
          key: missingTranslations.key,
          fallback: missingTranslations.fallback,
          hits: missingTranslations.hits,
        })
        .from(missingTranslations)
        .where(and(eq(missingTranslations.lng, lng), eq(missingTranslations.ns, ns)))
        .orderBy(asc(missingTranslations.key));
    },
  };
}

export type TranslationsRepository = ReturnType<typeof createTranslationsRepository>;
