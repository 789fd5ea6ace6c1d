import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { failure, stubApi } from '@/test/stub-api';
import { refreshFailure, refreshUntilAnswered, retryDelay, waitForRetry } from './session-refresh';

// Which refresh failures end a session, and the back-off of the ones that do not (ADR 019).

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

const http = (status: number) => new ApiError({ kind: 'HTTP', status, data: null }, 'x');

describe('refresh failures', () => {
  it('only a refusal by the server (400, 401, 403) ends the session', () => {
    for (const status of [400, 401, 403]) expect(refreshFailure(http(status))).toEqual({ kind: 'auth' });
    for (const status of [404, 408, 429, 500, 502, 503, 504])
      expect(refreshFailure(http(status))).toEqual({ kind: 'network' });
    for (const kind of ['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR'] as const)
      expect(refreshFailure(new ApiError({ kind }, kind))).toEqual({ kind: 'network' });
    expect(refreshFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });

  it('backs off 1, 2, 4, 8, 15 s, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('waits for the delay, or until the browser is back online', async () => {
    vi.useFakeTimers();
    let done = false;
    void waitForRetry(30_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(done).toBe(false);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('retries until the server answers, with the same authToken each time', async () => {
    for (const [key, value] of Object.entries({
      playerId: 'P1',
      oprId: '230201',
      authToken: 'a1',
      token: 't1',
    }))
      localStorage.setItem(key, JSON.stringify(value));
    let calls = 0;
    const api = stubApi({
      'auth/game/token': () => {
        calls += 1;
        if (calls === 1) return 'offline';
        if (calls === 2) return failure(502, 'Bad Gateway');
        return { body: { status: 1, message: 'token updated successfully', token: 't2', authToken: 'a2' } };
      },
    });
    const waits: number[] = [];
    const failures: number[] = [];
    const result = await refreshUntilAnswered({
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      onNetworkFailure: (attempt) => failures.push(attempt),
    });
    expect(result).toEqual({ kind: 'ok', token: 't2' });
    expect(waits).toEqual([1_000, 2_000]);
    expect(failures).toEqual([0, 1]);
    expect(api.to('auth/game/token').map((call) => call.body.current_auth_token)).toEqual(['a1', 'a1', 'a1']);
    expect(JSON.parse(localStorage.getItem('authToken')!)).toBe('a2');
  });
});
