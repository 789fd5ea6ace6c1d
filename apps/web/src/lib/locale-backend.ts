import type { BackendModule, ReadCallback } from 'i18next';

// The translation files of core-platform.md: GET /locales/{lng}/{ns}.json, missing keys POSTed
// to /locales/add/{lng}/{ns} (development only). A dozen lines instead of i18next-http-backend keep ~4 kB
// gzipped out of the entry chunk; the index page's preload.js has usually started these very
// requests already, and fetch() is answered from that preload.

export const localePath = (language: string, namespace: string) => `/locales/${language}/${namespace}.json`;

/** A network failure or a server error is worth i18next's retry; a 4xx (no such file) is not. */
class LocaleLoadError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

async function readLocale(language: string, namespace: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(localePath(language, namespace));
  } catch (error) {
    throw new LocaleLoadError(`failed loading ${localePath(language, namespace)}: ${String(error)}`, true);
  }
  if (!response.ok)
    throw new LocaleLoadError(
      `failed loading ${localePath(language, namespace)}: ${response.status}`,
      response.status >= 500 || response.status === 408 || response.status === 429,
    );
  return (await response.json()) as Record<string, unknown>;
}

export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    readLocale(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error as Error, error instanceof LocaleLoadError ? error.retry : false),
    );
  },
  create(languages: readonly string[], namespace: string, key: string, fallbackValue: string) {
    for (const language of languages) {
      void fetch(`/locales/add/${language}/${namespace}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ [key]: fallbackValue }),
      }).catch(() => {
        // development aid only: a missing key is still shown by its fallback
      });
    }
  },
};
