import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/** The text to show for a failed call: the server's message when it sent one, else a translated kind. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    switch (error.detail.kind) {
      case 'FETCH_ERROR':
        return t('errors.network');
      case 'TIMEOUT_ERROR':
        return t('errors.timeout');
      case 'PARSING_ERROR':
        return t('errors.unexpected');
      case 'HTTP':
        return error.message || t('errors.unexpected');
    }
  }
  return t('errors.unexpected');
}
