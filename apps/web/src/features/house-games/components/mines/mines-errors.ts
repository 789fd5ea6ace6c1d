import { MINES_MESSAGES } from '@khelo/contracts/house-mines';
import { isApiError } from '@/lib/api-client';
import { houseErrorKey } from '../../house-errors';

// A refused Mines call → the key of its message in games.json.

const KEYS: Record<string, string> = {
  [MINES_MESSAGES.roundOpen]: 'mines.errors.roundOpen',
  [MINES_MESSAGES.roundOver]: 'mines.errors.roundOver',
  [MINES_MESSAGES.tileOpen]: 'mines.errors.tileOpen',
  [MINES_MESSAGES.nothingToCash]: 'mines.errors.nothingToCash',
};

export function minesErrorKey(error: unknown): string {
  if (isApiError(error) && error.kind === 'HTTP' && error.status === 409)
    return KEYS[error.message] ?? 'errors.generic';
  return houseErrorKey(error);
}
