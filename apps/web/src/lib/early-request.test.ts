import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchHouseState } from '@/features/house-games/api/house-state';
import { fetchTableState } from '@/features/tables/api/table-state';
import { EARLY_REQUEST_MS, earlyOr, earlyRequestKey, takeEarlyResponse } from './early-request';

// preload.js sends a game or table page's state request before the app's code has run; the page's own
// call must find it (same key) and not ask again, and must ask for itself whenever anything differs.
const source = readFileSync(path.resolve(import.meta.dirname, '../../public/preload.js'), 'utf8');

function runPreload(address: string) {
  window.history.replaceState(null, '', address);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(source)();
}

function stubFetch(body: (url: string) => unknown) {
  const mock = vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify(body(url)))));
  vi.stubGlobal('fetch', mock);
  return mock;
}

function logIn(playerId = 'P1001', token = 'tok-1') {
  for (const [key, value] of Object.entries({ playerId, oprId: '230201', authToken: 'auth', token }))
    localStorage.setItem(key, JSON.stringify(value));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  localStorage.clear();
  delete window.__kheloEarly;
});

describe('the early state request', () => {
  it("answers a house game page's first state call: one request, the launch's token in it", async () => {
    const fetched = stubFetch((url) => ({ status: 1, url }));
    runPreload('/play/SPB02001?token=a%2Bb%20c&mode=practice');
    expect(fetched).toHaveBeenCalledTimes(1);
    const first = await fetchHouseState('SPB02001', 'a+b c');
    expect(first).toEqual({ status: 1, url: '/house/SPB02001/state?token=a%2Bb%20c' });
    expect(fetched).toHaveBeenCalledTimes(1);
    // Only once: the next call (a refetch) asks the server again.
    await fetchHouseState('SPB02001', 'a+b c');
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it("answers a logged-in player's table snapshot with the stored session", async () => {
    logIn();
    const fetched = stubFetch(() => ({ status: 1, table: { id: 'rt-1', version: 4 } }));
    runPreload('/tables/rummy/rt-1');
    const [, init] = fetched.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
    await expect(fetchTableState('P1001', 'rt-1', 'tok-1')).resolves.toEqual({ id: 'rt-1', version: 4 });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('is not used by a call with another token, player or table', async () => {
    logIn();
    const fetched = stubFetch(() => ({ status: 1, table: { version: 1 } }));
    runPreload('/tables/rummy/rt-1');
    await fetchTableState('P1001', 'rt-1', 'tok-renewed');
    await fetchTableState('P1002', 'rt-1', 'tok-1');
    await fetchTableState('P1001', 'rt-2', 'tok-1');
    expect(fetched).toHaveBeenCalledTimes(4);
  });

  it('sends nothing for a visitor, a game page without a launch, or the other pages', () => {
    const fetched = stubFetch(() => ({}));
    runPreload('/tables/rummy/rt-1');
    runPreload('/play/SPB02001');
    runPreload('/');
    logIn();
    runPreload('/tables/rummy');
    runPreload('/wallet');
    expect(fetched).not.toHaveBeenCalled();
  });

  it('is stale after EARLY_REQUEST_MS: the caller asks for itself', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    const key = earlyRequestKey('GET', '/house/SPB02001/state');
    window.__kheloEarly = [{ key, response: Promise.resolve(new Response('{}')), at: 1_000 }];
    now.mockReturnValue(1_001 + EARLY_REQUEST_MS);
    expect(takeEarlyResponse(key)).toBeNull();
    expect(window.__kheloEarly).toEqual([]);
  });

  it('stops waiting for the early answer when the caller aborts', async () => {
    const key = earlyRequestKey('GET', '/x');
    window.__kheloEarly = [{ key, response: new Promise<Response>(() => {}), at: performance.now() }];
    const controller = new AbortController();
    const waiting = earlyOr(key, () => Promise.reject(new Error('not asked again')), controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
