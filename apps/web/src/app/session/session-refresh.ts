import { refreshToken } from '@/features/auth/api/refresh-token';
import { TOKEN_UPDATED } from '@/features/auth/messages';
import { isApiError } from '@/lib/api-client';
import { readStored, readStoredIdentity, writeStored } from './session-storage';

// One refresh of the stored session through auth/game/token (core-platform.md sections 4 and 8).

export type RefreshResult =
  | { kind: 'ok'; token: string }
  /** The server refused the authToken ("invalid current auth token", the comma-form validation messages). */
  | { kind: 'auth' }
  /** The server could not be reached or failed ("internal server error" for the player). */
  | { kind: 'network' };

/**
 * Classifies a failed refresh. A refusal (400, 401, 403) ends the session as an auth failure; a network
 * failure, a timeout or a server error is the spec's network branch.
 */
export function refreshFailure(error: unknown): RefreshResult {
  if (isApiError(error) && error.kind === 'HTTP') {
    const status = error.status ?? 500;
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) return { kind: 'auth' };
  }
  return { kind: 'network' };
}

const LOCK_NAME = 'khelo.token-refresh';

/**
 * Other tabs of the same browser share the stored authToken. The Web Locks API (where available) lets one
 * tab refresh at a time; a tab that waited finds the authToken already rotated and takes the stored result
 * instead of presenting the spent token (which would revoke the session).
 */
function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(LOCK_NAME, task) : task();
}

/** Refreshes and stores the new token AND the new authToken (the authToken is rotated on every use). */
export function refreshStoredSession(): Promise<RefreshResult> {
  const before = readStored('authToken');
  return withTabLock(async (): Promise<RefreshResult> => {
    const identity = readStoredIdentity();
    if (!identity) return { kind: 'auth' };
    if (before !== null && identity.authToken !== before && identity.token) {
      return { kind: 'ok', token: identity.token };
    }
    try {
      const answer = await refreshToken({
        playerId: identity.playerId,
        operatorId: Number(identity.oprId),
        authToken: identity.authToken,
      });
      if (answer.message !== TOKEN_UPDATED || !answer.token || !answer.authToken) return { kind: 'auth' };
      writeStored('token', answer.token);
      writeStored('authToken', answer.authToken);
      return { kind: 'ok', token: answer.token };
    } catch (error) {
      return refreshFailure(error);
    }
  });
}
