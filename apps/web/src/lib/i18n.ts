import i18next from 'i18next';
import type { i18n as I18n, InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
} from '@khelo/contracts/locales';
import type { Language } from '@khelo/contracts/locales';
import { localeBackend } from './locale-backend';

export const I18N_NAMESPACE = 'common';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language saved by the language panel, else the default (English). */
export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** `hd` is the spec's code for Hindi; the document language uses the BCP 47 tag `hi`. */
export function htmlLang(language: string): 'en' | 'hi' {
  return language === 'hd' ? 'hi' : 'en';
}

/** Options shared by the browser instance and the test instance. */
export function baseI18nOptions(lng: Language): InitOptions {
  return {
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: I18N_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  };
}

/** Persist every language change and keep `<html lang>` in step. */
export function bindLanguageEffects(instance: I18n): void {
  const apply = (language: string) => {
    document.documentElement.lang = htmlLang(language);
    if (isLanguage(language)) {
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // storage may be unavailable (private mode); the choice then lasts for this visit
      }
    }
  };
  instance.on('languageChanged', apply);
  if (instance.language) document.documentElement.lang = htmlLang(instance.language);
}

/**
 * The browser instance: translations from /locales/{lng}/{ns}.json; missing keys reported in dev only.
 * Only the current language is fetched before the first paint (issue 19): the Hindi fallback of a page in
 * English is switched on by `loadFallbackLanguage` once the page has loaded. Every English key exists in
 * Hindi and the other way round (locales.test.ts), so the fallback changes nothing that is shown.
 */
export function initI18n(): I18n {
  const instance = i18next.createInstance();
  const lng = readStoredLanguage();
  document.documentElement.lang = htmlLang(lng);
  bindLanguageEffects(instance);
  void instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      ...baseI18nOptions(lng),
      fallbackLng: lng === FALLBACK_LANGUAGE ? FALLBACK_LANGUAGE : false,
      saveMissing: import.meta.env.DEV,
    });
  return instance;
}

/** Turns the spec's Hindi fallback on and fetches it (the namespaces loaded so far, and later ones). */
export function loadFallbackLanguage(instance: I18n): void {
  // Translator and LanguageUtil read this options object on every lookup and every namespace load.
  instance.options.fallbackLng = [FALLBACK_LANGUAGE];
  void instance.loadLanguages(FALLBACK_LANGUAGE);
}
