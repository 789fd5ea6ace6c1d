import type { TFunction } from 'i18next';
import { REASON_FIX_ROUTE, type EligibilityReason } from '@khelo/contracts/compliance-constants';
import { isApiError } from '../api-client';
import { formatIst, formatRupees } from '../format';

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

// Details the server sends as data (ISO times, rupee amounts, codes), written the reader's way.
const TIME_DETAILS = new Set(['until', 'resets']);
const RUPEE_DETAILS = new Set(['limit', 'left', 'withdrawable']);

/** The language of a `t` from react-i18next (fixed to the page's language), if it says. */
function languageOf(t: TFunction): string | undefined {
  const fixed = (t as TFunction & { lng?: unknown }).lng;
  return typeof fixed === 'string' ? fixed : undefined;
}

function detailText(name: string, value: string, t: TFunction, language: string | undefined): string {
  if (TIME_DETAILS.has(name)) return formatIst(value, language);
  if (RUPEE_DETAILS.has(name) && Number.isFinite(Number(value))) return formatRupees(Number(value), language);
  if (name === 'state') return t(`states.${value}`, { ns: 'common', defaultValue: value });
  if (name === 'period') return t(`compliance.periods.${value}`, { ns: 'common', defaultValue: value });
  return value;
}

/** The translated text; the server's English message for a reason this app has no words for. */
export function refusalText(refusal: Refusal, t: TFunction, minimumAge = 18): string {
  const language = languageOf(t);
  const details = Object.fromEntries(
    Object.entries(refusal.details ?? {}).map(([name, value]) => [
      name,
      detailText(name, value, t, language),
    ]),
  );
  // A self-exclusion without an end is for good: its own words, not an empty "until".
  const permanent = refusal.reason === 'self_excluded' && !refusal.details?.until;
  const fallback = refusal.message ?? t('compliance.refusal.title', { ns: 'common' });
  const text = t(`compliance.reasons.${refusal.reason}${permanent ? '_permanent' : ''}`, {
    ...details,
    age: minimumAge,
    ns: 'common',
    defaultValue: fallback,
  });
  // A server that sent no details for these words (an older one): its own message, not "{{limit}}".
  return text.includes('{{') ? fallback : text;
}

/** Where the player fixes it (/info, /verify-mobile, /kyc), or null. */
export function refusalFix(reason: string): string | null {
  if (reason === 'pan_required') return '/kyc';
  return REASON_FIX_ROUTE[reason as EligibilityReason] ?? null;
}
