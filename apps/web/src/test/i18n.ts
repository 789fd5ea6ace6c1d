import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@khelo/contracts/locales';
import { baseI18nOptions, bindLanguageEffects, readStoredLanguage } from '@/lib/i18n';
import en from '../../public/locales/en/common.json';
import hd from '../../public/locales/hd/common.json';
import enLobby from '../../public/locales/en/lobby.json';
import hdLobby from '../../public/locales/hd/lobby.json';

export const locales = { en, hd };
export const lobbyLocales = { en: enLobby, hd: hdLobby };

/** An i18n instance over the real translation files (no network), starting in the stored language. */
export function createTestI18n(language: Language = readStoredLanguage()): I18n {
  const instance = i18next.createInstance();
  bindLanguageEffects(instance);
  void instance.use(initReactI18next).init({
    ...baseI18nOptions(language),
    resources: { en: { common: en, lobby: enLobby }, hd: { common: hd, lobby: hdLobby } },
    initAsync: false,
    // Tests add a page's namespace right after rendering; a lazy page already loaded by an earlier test
    // renders at once (React.lazy, ADR 039), so it must re-render when the bundle arrives.
    react: { useSuspense: true, bindI18nStore: 'added' },
  });
  return instance;
}
