import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// Game names in the player's language (ADR 025). The well-known games — the traditional and casino games by
// their common names, and the house games — have a name in common.json `gameNames`, keyed by the catalog's
// English name; the games bar and the popular games say the same (tested). Every other name is a studio's
// title and stays as the catalog writes it: not translated by the browser, marked as English.

export interface GameName {
  text: string;
  /** Attributes of the element that shows it: an English title inside a Hindi page says so. */
  attributes: { translate?: 'no'; lang?: string };
}

/** The name a game shows in `language`, from the `gameNames` map of that language (null: none). */
export function localisedGameName(names: unknown, catalogName: string): string | null {
  if (!names || typeof names !== 'object') return null;
  const text = (names as Record<string, unknown>)[catalogName];
  return typeof text === 'string' && text !== '' ? text : null;
}

export function useGameName(): (catalogName: string) => GameName {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (catalogName: string) => {
      const text = localisedGameName(i18n.getResource(language, 'common', 'gameNames'), catalogName);
      if (text !== null && text !== catalogName) return { text, attributes: {} };
      return {
        text: catalogName,
        attributes: language === 'en' ? { translate: 'no' } : { translate: 'no', lang: 'en' },
      };
    },
    [i18n, language],
  );
}
