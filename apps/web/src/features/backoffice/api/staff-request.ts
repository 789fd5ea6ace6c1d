import { ApiError } from '@/lib/api-client';
import { API_BASE } from '@/lib/env';
import { clearStaffSession, staffSession } from '../staff-session';

// Calls to the /staff API with the staff session's Bearer token. A 401 means the session ended (idle,
// too old, logged out elsewhere): it is dropped and the layout shows the login again.

const TIMEOUT_MS = 15_000;

export async function staffRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const session = staffSession();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    throw timeout.aborted
      ? new ApiError({ kind: 'TIMEOUT_ERROR' }, 'The request timed out')
      : new ApiError({ kind: 'FETCH_ERROR' }, 'Failed to fetch');
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    if (response.ok) throw new ApiError({ kind: 'PARSING_ERROR' }, 'Not JSON');
  }
  if (!response.ok) {
    if (response.status === 401 && session) clearStaffSession();
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : `HTTP ${response.status}`;
    throw new ApiError({ kind: 'HTTP', status: response.status, data }, message);
  }
  return data as T;
}

/** A query string of the set values. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
