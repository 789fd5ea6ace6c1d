import type { TFunction } from 'i18next';
import { REASON_FIX_ROUTE, type EligibilityReason } from '@khelo/contracts/compliance';
import { isApiError } from '../api-client';

// A refused cash action (docs/compliance.md): the server's `reason` (and `details`, e.g. the state), turned
// into the player's language and the page that fixes it.

export interface Refusal {
  reason: string;
  message: string | null;
  details?: Record<string, string> | undefined;
}

/** The refusal carried by a failed call, or null for any other failure. */
export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error) || error.detail.kind !== 'HTTP') return null;
  const data = error.detail.data as { reason?: unknown; details?: unknown } | null;
  if (!data || typeof data.reason !== 'string') return null;
  const details =
    typeof data.details === 'object' && data.details !== null
      ? (data.details as Record<string, string>)
      : undefined;
  return { reason: data.reason, message: error.message, details };
}

/** The translated text; the server's English message for a reason this app has no words for. */
export function refusalText(refusal: Refusal, t: TFunction, minimumAge = 18): string {
  const key = `compliance.reasons.${refusal.reason}`;
  const state = refusal.details?.state;
  const values = {
    ...refusal.details,
    ...(state ? { state: t(`states.${state}`, { ns: 'common', defaultValue: state }) } : {}),
    age: minimumAge,
  };
  return t(key, {
    ...values,
    ns: 'common',
    defaultValue: refusal.message ?? t('compliance.refusal.title', { ns: 'common' }),
  });
}

/** Where the player fixes it (/info, /verify-mobile, /kyc), or null. */
export function refusalFix(reason: string): string | null {
  return REASON_FIX_ROUTE[reason as EligibilityReason] ?? null;
}
