// A server too busy to do a call (its database pool had no free connection in time) answers
// 503 {status: 0, message, retry_after} and did nothing (ADR 034). A read, or a call the server makes
// idempotent, is sent again after retry_after; anything else is shown to the player to send again.

/** Waits longer than this are not made on the player's behalf: the page shows the error instead. */
export const BUSY_WAIT_MAX_S = 5;
/** How many times one call is sent again after a busy answer. */
export const BUSY_RETRIES = 2;

/** The seconds a busy answer (503 with a numeric retry_after) asks to wait; null for any other answer. */
export function busyRetryAfter(status: number, data: unknown): number | null {
  if (status !== 503 || !data || typeof data !== 'object' || !('retry_after' in data)) return null;
  const seconds = Number(data.retry_after);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** busyRetryAfter of a failed call (an api-client ApiError, read by its shape: api-client imports this file). */
export function busyRetryAfterOf(error: unknown): number | null {
  const detail = (error as { detail?: { kind?: string; status?: number; data?: unknown } } | null)?.detail;
  if (detail?.kind !== 'HTTP' || typeof detail.status !== 'number') return null;
  return busyRetryAfter(detail.status, detail.data);
}

function pause(seconds: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(ok);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), seconds * 1000);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `call`, and when it fails with a busy answer waits its retry_after (at most BUSY_WAIT_MAX_S) and runs
 * it again, up to BUSY_RETRIES times. Only for calls that are safe to repeat.
 */
export async function retryWhenBusy<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const seconds = busyRetryAfterOf(error);
      if (seconds === null || seconds > BUSY_WAIT_MAX_S || attempt >= BUSY_RETRIES) throw error;
      if (!(await pause(seconds, signal))) throw error;
    }
  }
}
