import type { MissingTranslationParams, MissingTranslationsBody } from '@khelo/contracts/translations';
import type { TranslationsRepository } from './translations.repository';

export function createTranslationsService(repository: TranslationsRepository) {
  return {
    /** Returns how many keys were recorded. */
    async recordMissing(params: MissingTranslationParams, body: MissingTranslationsBody): Promise<number> {
      const entries = Object.entries(body).map(([key, fallback]) => ({ key, fallback }));
      await repository.recordMissing(params.lng, params.ns, entries);
      return entries.length;
    },
  };
}
