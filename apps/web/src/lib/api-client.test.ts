import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure } from '@/test/api-failure';
import { apiPost } from './api-client';

function stubFetch(impl: (...args: Parameters<typeof fetch>) => Promise<Response>) {
  const mock = vi.fn(impl);
  vi.stubGlobal('fetch', mock);
  return mock;
}

const failure = apiFailure;

describe('apiPost', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('posts JSON to the path with the bearer token and extra headers', async () => {
    const mock = stubFetch(() => Promise.resolve(new Response(JSON.stringify({ status: 1, message: 'ok' }))));
    await expect(
      apiPost('login/mobile', { a: 1 }, { token: 't0k', headers: { operator_id: '230201' } }),
    ).resolves.toEqual({
      status: 1,
      message: 'ok',
    });
    const [url, init] = mock.mock.calls[0]!;
    expect(url).toBe('/login/mobile');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer t0k',
      operator_id: '230201',
      'Content-Type': 'application/json',
    });
  });

  it('maps a network failure to FETCH_ERROR', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(apiPost('login/mobile', {}));
    expect(error.detail).toEqual({ kind: 'FETCH_ERROR' });
  });

  it('maps a body that is not JSON to PARSING_ERROR', async () => {
    stubFetch(() => Promise.resolve(new Response('<html>oops</html>', { status: 200 })));
    const error = await failure(apiPost('api/game-lists', {}));
    expect(error.kind).toBe('PARSING_ERROR');
  });

  it('maps a 400 {status:0,message} to an HTTP error carrying the message', async () => {
    const body = { status: 0, message: 'mobile_number: must be 10 digits' };
    stubFetch(() => Promise.resolve(new Response(JSON.stringify(body), { status: 400 })));
    const error = await failure(apiPost('login/mobile', {}));
    expect(error.detail).toEqual({ kind: 'HTTP', status: 400, data: body });
    expect(error.status).toBe(400);
    expect(error.message).toBe('mobile_number: must be 10 digits');
  });

  it('treats a 200 answer with status 0 as a failure', async () => {
    stubFetch(() => Promise.resolve(new Response(JSON.stringify({ status: 0, message: 'Token mismatch' }))));
    const error = await failure(apiPost('api/game-lists', {}));
    expect(error.kind).toBe('HTTP');
    expect(error.message).toBe('Token mismatch');
  });

  it('maps a request that outlives the timeout to TIMEOUT_ERROR', async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await failure(apiPost('login/mobile', {}, { timeoutMs: 10 }));
    expect(error.kind).toBe('TIMEOUT_ERROR');
  });
});
