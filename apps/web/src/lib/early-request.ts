// The one request a game or table page's first paint waits on (its state), sent by public/preload.js
// while the app's code is still downloading (issue 19, ADR 039): the page's first call for it takes the
// answer instead of asking again after the code has run. Keyed by everything that makes the answer
// this caller's (method, URL, token, body), so a call that differs in any of them asks for itself.

export interface EarlyRequest {
  key: string;
  response: Promise<Response>;
  /** performance.now() when preload.js sent it. */
  at: number;
}

declare global {
  interface Window {
    __kheloEarly?: EarlyRequest[];
  }
}

/** An answer older than this is not the page's state any more: the caller asks again. */
export const EARLY_REQUEST_MS = 10_000;

export function earlyRequestKey(method: 'GET' | 'POST', url: string, token?: string | null, body?: string) {
  return [method, url, token ?? '', body ?? ''].join('\n');
}

/** The early answer for this request, at most once; null when preload.js sent none (or it is stale). */
export function takeEarlyResponse(key: string): Promise<Response> | null {
  const sent = typeof window === 'undefined' ? undefined : window.__kheloEarly;
  const index = sent?.findIndex((request) => request.key === key) ?? -1;
  if (!sent || index < 0) return null;
  const [request] = sent.splice(index, 1);
  return request && performance.now() - request.at <= EARLY_REQUEST_MS ? request.response : null;
}

/** The early answer, or what `send` fetches; an abort (timeout, unmount) ends the wait for either. */
export function earlyOr(key: string, send: () => Promise<Response>, signal?: AbortSignal) {
  const early = takeEarlyResponse(key);
  if (!early) return send();
  if (!signal) return early;
  return new Promise<Response>((resolve, reject) => {
    const aborted = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return aborted();
    signal.addEventListener('abort', aborted, { once: true });
    early.then(resolve, reject).finally(() => signal.removeEventListener('abort', aborted));
  });
}
