import { ApiError } from '@/lib/api-client';
import { retryWhenBusy } from '@/lib/busy';
import { API_BASE } from '@/lib/env';

// The tables' GET calls: JSON answers, the Bearer token when there is one (the lobby counts seats for
// visitors too). Reads: a busy answer (503 with retry_after) is sent again after it (lib/busy.ts).

export function tablesGet<T>(path: string, token: string | null, signal?: AbortSignal): Promise<T> {
  return retryWhenBusy(() => getOnce<T>(path, token, signal), signal);
}

async function getOnce<T>(path: string, token: string | null, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path}`, { headers, signal });
  } catch {
    throw new ApiError({ kind: 'FETCH_ERROR' }, 'Failed to fetch');
  }
  const data = (await response.json().catch(() => null)) as { message?: string; status?: number } | null;
  if (!data) throw new ApiError({ kind: 'PARSING_ERROR' }, 'PARSING_ERROR');
  if (!response.ok || data.status === 0)
    throw new ApiError(
      { kind: 'HTTP', status: response.status, data },
      data.message ?? String(response.status),
    );
  return data as T;
}
