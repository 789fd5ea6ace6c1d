import type { TFunction } from 'i18next';
import {
  OTP_ALREADY_USED,
  OTP_EXPIRED,
  OTP_MISMATCH_MOBILE,
  OTP_REPLACED,
  OTP_TOO_MANY_ATTEMPTS,
} from '@khelo/contracts/auth';
import { MOBILE_NOT_REGISTERED } from '@khelo/contracts/verify-mobile';
import { isApiError } from '@/lib/api-client';

// Server answers of the verify calls in the reader's language (the server speaks English).

const BY_MESSAGE: Record<string, string> = {
  [MOBILE_NOT_REGISTERED]: 'verify.errors.notRegistered',
  [OTP_MISMATCH_MOBILE]: 'verify.errors.wrongOtp',
  [OTP_EXPIRED]: 'verify.errors.expired',
  [OTP_ALREADY_USED]: 'verify.errors.used',
  [OTP_REPLACED]: 'verify.errors.replaced',
  [OTP_TOO_MANY_ATTEMPTS]: 'verify.errors.tooManyAttempts',
};

function retryAfter(data: unknown): number | null {
  if (data && typeof data === 'object' && 'retry_after' in data && typeof data.retry_after === 'number')
    return data.retry_after;
  return null;
}

/** `t` of the pages namespace; `common` of the common namespace (network and timeout texts). */
export function verifyErrorText(error: unknown, t: TFunction, common: TFunction): string {
  if (!isApiError(error)) return t('verify.errors.failed');
  if (error.detail.kind === 'FETCH_ERROR') return common('errors.network');
  if (error.detail.kind === 'TIMEOUT_ERROR') return common('errors.timeout');
  if (error.detail.kind !== 'HTTP') return t('verify.errors.failed');
  const key = BY_MESSAGE[error.message];
  if (key) return t(key);
  if (error.status === 429) {
    const seconds = retryAfter(error.detail.data);
    return error.message.startsWith('Please wait') && seconds !== null
      ? t('verify.errors.wait', { seconds })
      : t('verify.errors.tooMany');
  }
  return t('verify.errors.failed');
}
