import type { i18n as I18n } from 'i18next';
import enPages from '../../public/locales/en/pages.json';
import hdPages from '../../public/locales/hd/pages.json';
import enRules from '../../public/locales/en/rules.json';
import hdRules from '../../public/locales/hd/rules.json';

// The pages and rules namespaces of issue 9, for tests that render those pages over the real files.

export const pagesLocales = { en: enPages, hd: hdPages };
export const rulesLocales = { en: enRules, hd: hdRules };

export function addInfoLocales(i18n: I18n): I18n {
  i18n.addResourceBundle('en', 'pages', enPages);
  i18n.addResourceBundle('hd', 'pages', hdPages);
  i18n.addResourceBundle('en', 'rules', enRules);
  i18n.addResourceBundle('hd', 'rules', hdRules);
  return i18n;
}
