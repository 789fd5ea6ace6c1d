import { refreshToken } from '@/features/auth/api/refresh-token';
import { TOKEN_UPDATED } from '@/features/auth/messages';
import { isApiError } from '@/lib/api-client';
import { readStored, readStoredIdentity, writeStored } from './session-storage';

// Refreshing the stored session through auth/game/token (core-platform.md sections 4 and 8, ADR 019).

export type RefreshResult =
  | { kind: 'ok'; token: string }
  /** The server refused the authToken ("invalid current auth token", the comma-form validation messages). */
  | { kind: 'auth' }
  /** No answer from the server: offline, a timeout, a 5xx, 408 or 429. The session is kept. */
  | { kind: 'network' };

/** Server answers that refuse the session; everything else is retried (ADR 019). */
const REFUSALS = new Set([400, 401, 403]);

/**
 * Classifies a failed refresh. Only a refusal by the server (400 with the comma-form messages, 401, 403)
 * ends the session; a network failure, a timeout or a server error keeps it for a retry.
 */
export function refreshFailure(error: unknown): RefreshResult {
  if (isApiError(error) && error.kind === 'HTTP' && REFUSALS.has(error.status ?? 0)) return { kind: 'auth' };
  return { kind: 'network' };
}

/** Waits before retry n (0-based): 1, 2, 4, 8, 15 s, then every 30 s. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

export function retryDelay(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
}

/** Resolves after `ms`, or at once when the browser comes back online. */
export function waitForRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

export interface RetryHooks {
  /** Told of each failure without an answer (attempt 0 is the first). */
  onNetworkFailure?: (attempt: number) => void;
  /** Tests replace the wait. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Refreshes until the server answers: a new token, or its refusal. Failures without an answer are tried
 * again with back-off; the first retries fall inside the server's 30-second grace for a rotated
 * authToken, so a refresh whose answer was lost still gets its successor.
 */
export async function refreshUntilAnswered(
  hooks: RetryHooks = {},
): Promise<Exclude<RefreshResult, { kind: 'network' }>> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await refreshStoredSession();
    if (result.kind !== 'network') return result;
    hooks.onNetworkFailure?.(attempt);
    await (hooks.wait ?? waitForRetry)(retryDelay(attempt));
  }
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
