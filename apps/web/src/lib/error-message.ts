import type { TFunction } from 'i18next';
import { isApiError } from './api-client';
import { busyRetryAfterOf } from './busy';
import { refusalOf, refusalText } from './compliance/refusal';

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
      case 'HTTP': {
        // Too busy (503 with retry_after, ADR 034): nothing was done, and it can be sent again shortly.
        const seconds = busyRetryAfterOf(error);
        if (seconds !== null) return t('errors.busy', { seconds: Math.max(1, Math.ceil(seconds)) });
        // A refused cash action names its rule: the player's language instead of the server's English.
        const refusal = refusalOf(error);
        if (refusal) return refusalText(refusal, t);
        // English shows the server's words; Hindi a general text rather than English (errors.server).
        return error.message ? t('errors.server', { message: error.message }) : t('errors.unexpected');
      }
    }
  }
  return t('errors.unexpected');
}
