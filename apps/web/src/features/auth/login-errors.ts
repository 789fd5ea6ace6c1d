import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { busyRetryAfterOf } from '@/lib/busy';
import {
  OTP_HOURLY_LIMIT,
  OTP_MISMATCH_EMAIL,
  OTP_MISMATCH_MOBILE,
  OTP_NETWORK_LIMIT,
  OTP_REQUESTS_PER_HOUR,
  TRANSLATED_SERVER_MESSAGES,
} from './messages';

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

function isTooMany(error: unknown): boolean {
  return isApiError(error) && error.detail.kind === 'HTTP' && error.detail.status === 429;
}

/** A 429 of the hourly limits: of the number or e-mail, or of the network (IP address); else null. */
export function lockKind(error: unknown): 'destination' | 'network' | null {
  if (!isTooMany(error) || !isApiError(error)) return null;
  if (error.message.startsWith(OTP_HOURLY_LIMIT)) return 'destination';
  if (error.message.startsWith(OTP_NETWORK_LIMIT)) return 'network';
  return null;
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
      const minutes = Math.ceil((seconds ?? 60) / 60);
      const lock = lockKind(error);
      if (lock === 'destination') return t('login.lockedHere', { minutes, limit: OTP_REQUESTS_PER_HOUR });
      if (lock === 'network') return t('login.lockedNetwork', { minutes });
      // Any other 429 (e.g. the global limit of every IP): say so, never a bare status.
      if (isTooMany(error)) return seconds === null ? t('login.tooFast') : t('login.tooFastFor', { seconds });
      // Too busy (503 with retry_after, ADR 034): no code was sent or checked; the player sends it again.
      const busy = busyRetryAfterOf(error);
      if (busy !== null) return t('errors.busy', { seconds: Math.max(1, Math.ceil(busy)) });
      return error.message ? t('login.server.other', { message: error.message }) : t('errors.unexpected');
    }
  }
}
