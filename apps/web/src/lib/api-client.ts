import { API_BASE } from './env';
import { retryWhenBusy } from './busy';
import { renewAccessToken } from './token-renewal';
import { earlyOr, earlyRequestKey } from './early-request';

export const API_TIMEOUT_MS = 15_000;

/** The error kinds of the spec's generic client (core-platform.md section 7). */
export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP';

export type ApiErrorDetail =
  | { kind: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' }
  | { kind: 'HTTP'; status: number; data: unknown };

/** A failed call. `message` is the server's message when the body was `{ status: 0, message }`. */
export class ApiError extends Error {
  readonly detail: ApiErrorDetail;

  constructor(detail: ApiErrorDetail, message: string) {
    super(message);
    this.name = 'ApiError';
    this.detail = detail;
  }

  get kind(): ApiErrorKind {
    return this.detail.kind;
  }

  get status(): number | undefined {
    return this.detail.kind === 'HTTP' ? this.detail.status : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiRequestOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Renew an expired access token once and retry (default true for calls with a token). Off for calls
   * that must not renew, such as the logout call.
   */
  renew?: boolean;
  /**
   * A read or an idempotent call: a busy answer (503 with retry_after, ADR 034) is sent again after
   * retry_after (busy.ts). Off by default: a call that changes something is shown to the player instead.
   */
  retryWhenBusy?: boolean;
}

function serverMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return undefined;
}

function isFailureEnvelope(data: unknown): boolean {
  return !!data && typeof data === 'object' && 'status' in data && data.status === 0;
}

/**
 * POST JSON to `${API_BASE}/${path}` and return the parsed body. Throws an ApiError for a network
 * failure, a timeout, a body that is not JSON, a non-2xx status or a `{ status: 0 }` answer.
 *
 * A Bearer call answered 401 (the access token expired after about 15 minutes) renews the token through
 * the session's refresh token and is sent once more with the new one. Concurrent calls share one
 * renewal (token-renewal.ts). When renewal fails the session layer has already logged the player out;
 * the caller gets the original 401.
 */
export async function apiPost<T>(path: string, body: unknown, options: ApiRequestOptions = {}): Promise<T> {
  if (options.retryWhenBusy) return retryWhenBusy(() => postRenewing<T>(path, body, options), options.signal);
  return postRenewing<T>(path, body, options);
}

async function postRenewing<T>(path: string, body: unknown, options: ApiRequestOptions): Promise<T> {
  try {
    return await send<T>(path, body, options);
  } catch (error) {
    const token = options.token;
    if (!token || options.renew === false || options.signal?.aborted) throw error;
    if (!isApiError(error) || error.status !== 401) throw error;
    const renewed = await renewAccessToken(token);
    if (!renewed || renewed === token || options.signal?.aborted) throw error;
    return send<T>(path, body, { ...options, token: renewed });
  }
}

async function send<T>(path: string, body: unknown, options: ApiRequestOptions): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  let response: Response;
  let text: string;
  try {
    const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
    const json = JSON.stringify(body ?? {});
    response = await earlyOr(
      earlyRequestKey('POST', url, options.token, json),
      () => fetch(url, { method: 'POST', headers, body: json, signal: controller.signal }),
      controller.signal,
    );
    text = await response.text();
  } catch {
    throw timedOut
      ? new ApiError({ kind: 'TIMEOUT_ERROR' }, 'The request timed out')
      : new ApiError({ kind: 'FETCH_ERROR' }, 'Failed to fetch');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  let data: unknown;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch {
    if (!response.ok) {
      throw new ApiError(
        { kind: 'HTTP', status: response.status, data: text },
        response.statusText || 'Error',
      );
    }
    throw new ApiError({ kind: 'PARSING_ERROR' }, 'The server answered with something that is not JSON');
  }

  if (!response.ok || isFailureEnvelope(data)) {
    throw new ApiError(
      { kind: 'HTTP', status: response.status, data },
      serverMessage(data) ?? (response.statusText || `HTTP ${response.status}`),
    );
  }
  return data as T;
}
