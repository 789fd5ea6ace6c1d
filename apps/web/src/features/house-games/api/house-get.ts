import { API_BASE } from '@/lib/env';
import { ApiError } from '@/lib/api-client';
import { retryWhenBusy } from '@/lib/busy';
import { earlyOr, earlyRequestKey } from '@/lib/early-request';

// The house provider's public GET calls (state, round): no Bearer token, answers are JSON. Reads: a busy
// answer (503 with retry_after) is sent again after it (lib/busy.ts).

export function houseGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return retryWhenBusy(() => getOnce<T>(path, signal), signal);
}

async function getOnce<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    const url = `${API_BASE}/${path}`;
    // The page's state may already be on its way (preload.js, lib/early-request.ts).
    response = await earlyOr(
      earlyRequestKey('GET', url),
      () => fetch(url, { headers: { Accept: 'application/json' }, signal }),
      signal,
    );
  } catch {
    throw new ApiError({ kind: 'FETCH_ERROR' }, 'FETCH_ERROR');
  }
  const data = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!data) throw new ApiError({ kind: 'PARSING_ERROR' }, 'PARSING_ERROR');
  if (!response.ok)
    throw new ApiError(
      { kind: 'HTTP', status: response.status, data },
      data.message ?? String(response.status),
    );
  return data as T;
}
