import i18next from 'i18next';
import type { i18n as I18n, InitOptions } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
} from '@khelo/contracts/locales';
import type { Language } from '@khelo/contracts/locales';

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

/** The browser instance: translations from /locales/{lng}/{ns}.json; missing keys reported in dev only. */
export function initI18n(): I18n {
  const instance = i18next.createInstance();
  const lng = readStoredLanguage();
  document.documentElement.lang = htmlLang(lng);
  bindLanguageEffects(instance);
  void instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      ...baseI18nOptions(lng),
      saveMissing: import.meta.env.DEV,
      backend: {
        loadPath: '/locales/{{lng}}/{{ns}}.json',
        addPath: '/locales/add/{{lng}}/{{ns}}',
      },
    });
  return instance;
}
