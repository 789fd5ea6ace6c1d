import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPost } from './api-client';
import { registerTokenRenewal, renewAccessToken, renewalSettled } from './token-renewal';

// Transparent renewal in the api client: a Bearer call answered 401 renews once (one flight for all
// concurrent callers) and is sent again with the new token.

let current = 'old';
let unregister: () => void = () => undefined;
const refresh = vi.fn<() => Promise<string | null>>();

/** api/x answers 200 for Bearer `valid`, 401 "Token mismatch" otherwise; records the tokens it saw. */
function stubApi(valid: () => string) {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string>).Authorization ?? '';
      seen.push(auth.replace('Bearer ', ''));
      const ok = auth === `Bearer ${valid()}`;
      return Promise.resolve(
        new Response(
          JSON.stringify(ok ? { status: 1, message: 'ok' } : { status: 0, message: 'Token mismatch' }),
          {
            status: ok ? 200 : 401,
          },
        ),
      );
    }),
  );
  return seen;
}

/** A refresh that resolves when the test says so. */
function deferredRefresh(next: string | null) {
  let finish: () => void = () => undefined;
  refresh.mockImplementation(
    () =>
      new Promise((resolve) => {
        finish = () => {
          if (next) current = next;
          resolve(next);
        };
      }),
  );
  return () => finish();
}

beforeEach(() => {
  current = 'old';
  refresh.mockReset();
  unregister = registerTokenRenewal({ refresh, currentToken: () => current });
});
afterEach(() => {
  unregister();
  vi.unstubAllGlobals();
});

describe('transparent renewal', () => {
  it('renews an expired token once and retries with the new one', async () => {
    const seen = stubApi(() => 'new');
    refresh.mockImplementation(() => {
      current = 'new';
      return Promise.resolve('new');
    });
    await expect(apiPost('api/x', {}, { token: 'old' })).resolves.toEqual({ status: 1, message: 'ok' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['old', 'new']);
  });

  it('concurrent calls share one refresh (single flight)', async () => {
    const seen = stubApi(() => 'new');
    const finish = deferredRefresh('new');
    const calls = [1, 2, 3].map(() => apiPost('api/x', {}, { token: 'old' }));
    await waitFor(() => expect(seen.filter((token) => token === 'old')).toHaveLength(3));
    finish();
    await expect(Promise.all(calls)).resolves.toHaveLength(3);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.filter((token) => token === 'new')).toHaveLength(3);
  });

  it('a 401 for a token already replaced retries with the current token without refreshing', async () => {
    const seen = stubApi(() => 'new');
    current = 'new';
    await expect(apiPost('api/x', {}, { token: 'old' })).resolves.toMatchObject({ status: 1 });
    expect(refresh).not.toHaveBeenCalled();
    expect(seen).toEqual(['old', 'new']);
  });

  it('a failed refresh gives the caller the original 401 and does not retry', async () => {
    const seen = stubApi(() => 'never');
    refresh.mockResolvedValue(null);
    const error = await apiPost('api/x', {}, { token: 'old' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(seen).toEqual(['old']);
  });

  it('a retry refused again is not renewed a second time', async () => {
    const seen = stubApi(() => 'never');
    refresh.mockImplementation(() => {
      current = 'new';
      return Promise.resolve('new');
    });
    await expect(apiPost('api/x', {}, { token: 'old' })).rejects.toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['old', 'new']);
  });

  it('does not renew without a token, with renew: false, or for other statuses', async () => {
    stubApi(() => 'never');
    await expect(apiPost('api/x', {})).rejects.toMatchObject({ status: 401 });
    await expect(apiPost('api/x', {}, { token: 'old', renew: false })).rejects.toMatchObject({ status: 401 });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ status: 0, message: 'nope' }), { status: 403 })),
      ),
    );
    await expect(apiPost('api/x', {}, { token: 'old' })).rejects.toMatchObject({ status: 403 });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('without a session layer there is nothing to renew with', async () => {
    unregister();
    await expect(renewAccessToken('old')).resolves.toBeNull();
  });

  it('a refresh that throws counts as failed and frees the flight', async () => {
    refresh.mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('new');
    await expect(renewAccessToken()).resolves.toBeNull();
    await expect(renewAccessToken()).resolves.toBe('new');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('a page about to leave waits until the renewal in flight has stored its token', async () => {
    const finish = deferredRefresh('new');
    void renewAccessToken();
    let settled = false;
    const waiting = renewalSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await waiting;
    expect(current).toBe('new');
    await expect(renewalSettled()).resolves.toBeUndefined();
  });
});
