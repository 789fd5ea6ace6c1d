import { HOUSE_MESSAGES } from '@khelo/contracts/house-constants';
import { isApiError } from '@/lib/api-client';
import { busyRetryAfterOf } from '@/lib/busy';

// A refused bet or cash-out → the key of its message in games.json (never the server's English).

export function houseErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'errors.generic';
  if (error.kind !== 'HTTP') return 'errors.network';
  if (busyRetryAfterOf(error) !== null) return 'errors.busy';
  switch (error.status) {
    case 400:
      return 'errors.amount';
    case 401:
    case 403:
      return 'errors.token';
    case 402:
      return 'errors.funds';
    case 409:
      if (error.message === HOUSE_MESSAGES.tooLate) return 'errors.tooLate';
      if (error.message === HOUSE_MESSAGES.slotTaken) return 'errors.slotTaken';
      return 'errors.closed';
    case undefined:
    default:
      return 'errors.generic';
  }
}
