import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { OTP_MISMATCH_EMAIL, OTP_MISMATCH_MOBILE, TRANSLATED_SERVER_MESSAGES } from './messages';

// What the login modal says when a call fails (core-platform.md section 8).

/** A network failure or a timeout: the spec's "internal server error". */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR');
}

/** The server's "Please wait N seconds" (429): N, else null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.detail.kind !== 'HTTP' || error.detail.status !== 429) return null;
  const data = error.detail.data as { retry_after?: unknown } | null;
  const seconds = Number(data?.retry_after);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** Text for a failed OTP request or verification in the reader's language where one is known. */
export function loginErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unexpected');
  switch (error.detail.kind) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return t('session.networkError');
    case 'PARSING_ERROR':
      return t('errors.unexpected');
    case 'HTTP': {
      if (error.message === OTP_MISMATCH_MOBILE) return t('login.wrongOtp');
      if (error.message === OTP_MISMATCH_EMAIL) return t('login.invalidOtp');
      const key = TRANSLATED_SERVER_MESSAGES[error.message];
      if (key) return t(key);
      const seconds = retryAfterSeconds(error);
      if (seconds !== null && error.message.startsWith('Please wait'))
        return t('login.resendWait', { seconds });
      if (seconds !== null && error.message.startsWith('Too many OTP requests')) {
        return t('login.tooManyRequests', { minutes: Math.ceil(seconds / 60) });
      }
      return error.message || t('errors.unexpected');
    }
  }
}
