import { HOUSE_MESSAGES } from '@khelo/contracts/house-constants';
import { TAMBOLA_MESSAGES } from '@khelo/contracts/house-tambola';
import { isApiError } from '@/lib/api-client';
import { busyRetryAfterOf } from '@/lib/busy';

// A refused purchase or claim → the key of its message in tambola.json (never the server's English).

const BY_MESSAGE: Record<string, string> = {
  [TAMBOLA_MESSAGES.salesClosed]: 'errors.closed',
  [TAMBOLA_MESSAGES.tooManyTickets]: 'errors.tooMany',
  [TAMBOLA_MESSAGES.notCompleted]: 'errors.notCompleted',
  [TAMBOLA_MESSAGES.prizeGone]: 'errors.gone',
  [TAMBOLA_MESSAGES.notPlaying]: 'errors.gone',
  [HOUSE_MESSAGES.insufficientFunds]: 'errors.funds',
};

export function tambolaErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'errors.generic';
  if (error.kind !== 'HTTP') return 'errors.network';
  if (busyRetryAfterOf(error) !== null) return 'errors.busy';
  if (error.status === 401 || error.status === 403) return 'errors.token';
  if (error.status === 402) return 'errors.funds';
  return BY_MESSAGE[error.message] ?? 'errors.generic';
}
