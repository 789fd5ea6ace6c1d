// Translation files: GET /locales/{lng}/{ns}.json; languages en and hd (Hindi, the spec's code), English default.
export const LANGUAGES = ['en', 'hd'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const FALLBACK_LANGUAGE: Language = 'hd';
export const NAMESPACES = ['common', 'lobby'] as const;
/** Namespaces loaded on demand by the pages that use them (not at start). */
export const PAGE_NAMESPACES = [
  'pages',
  'rules',
  'games',
  'tables',
  'rummy',
  'teen-patti',
  'call-break',
  'tambola',
  'poker',
  'ludo',
  'fortune-wheel',
] as const;
export const LANGUAGE_STORAGE_KEY = 'khelo.language';

/** The server menu labels its items by eng / hindi. */
export const MENU_LABEL_KEY: Record<Language, 'eng' | 'hindi'> = { en: 'eng', hd: 'hindi' };

/** BCP 47 tag for number and date formatting. */
export const LOCALE_TAG: Record<Language, string> = { en: 'en-IN', hd: 'hi-IN' };
