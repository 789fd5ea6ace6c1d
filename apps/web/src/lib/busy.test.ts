import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/test/i18n';
import { houseErrorKey } from '@/features/house-games/house-errors';
import { tambolaErrorKey } from '@/features/house-games/components/tambola/tambola-errors';
import { loginErrorText } from '@/features/auth/login-errors';
import gamesEn from '../../public/locales/en/games.json';
import gamesHi from '../../public/locales/hd/games.json';
import tambolaEn from '../../public/locales/en/tambola.json';
import tambolaHi from '../../public/locales/hd/tambola.json';
import { apiFailure } from '@/test/api-failure';
import { ApiError, apiPost } from './api-client';
import { errorMessage } from './error-message';

// A server too busy to do a call answers 503 {status: 0, message, retry_after} and did nothing (ADR 034):
// reads are sent again after retry_after, other calls show the player a busy text in their language.

const busyBody = { status: 0, message: 'The server is busy: try again in 1 s.', retry_after: 1 };
const busy = () => new Response(JSON.stringify(busyBody), { status: 503, headers: { 'Retry-After': '1' } });
const ok = () => new Response(JSON.stringify({ status: 1, message: 'ok' }));

function answers(...responses: (() => Response)[]) {
  const mock = vi.fn(() => Promise.resolve((responses.shift() ?? ok)()));
  vi.stubGlobal('fetch', mock);
  return mock;
}

const failure = apiFailure;

const hindi = createTestI18n('hd').getFixedT('hd');
const english = createTestI18n('en').getFixedT('en');

describe('a busy answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('a read is sent again after retry_after and answers the second reply', async () => {
    vi.useFakeTimers();
    const fetch = answers(busy);
    const result = apiPost('api/game-lists', {}, { retryWhenBusy: true });
    await vi.advanceTimersByTimeAsync(900);
    expect(fetch).toHaveBeenCalledTimes(1); // not before retry_after
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toEqual({ status: 1, message: 'ok' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a read gives up after two more tries and fails with the busy answer', async () => {
    vi.useFakeTimers();
    const fetch = answers(busy, busy, busy, busy);
    const result = failure(apiPost('api/game-lists', {}, { retryWhenBusy: true }));
    await vi.advanceTimersByTimeAsync(5_000);
    const error = await result;
    expect(error.status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('a read is not held for a long retry_after, nor after its page has gone (abort)', async () => {
    answers(() => new Response(JSON.stringify({ ...busyBody, retry_after: 60 }), { status: 503 }));
    expect((await failure(apiPost('api/game-lists', {}, { retryWhenBusy: true }))).status).toBe(503);

    vi.useFakeTimers();
    const fetch = answers(busy);
    const controller = new AbortController();
    const result = failure(apiPost('api/game-lists', {}, { retryWhenBusy: true, signal: controller.signal }));
    controller.abort();
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await result).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a call that changes something is not sent again; the player reads why in their language', async () => {
    const fetch = answers(busy);
    const error = await failure(apiPost('transaction/withdraw', {}));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(errorMessage(error, english)).toBe(
      'The server is busy right now and nothing was changed. Please try again in 1 s.',
    );
    expect(errorMessage(error, hindi)).toBe(
      'सर्वर अभी व्यस्त है, कुछ भी नहीं बदला। कृपया 1 सेकंड बाद फिर से कोशिश करें।',
    );
    expect(loginErrorText(error, hindi)).toBe(errorMessage(error, hindi));
  });

  it('a bet or a ticket refused as busy has its own text, apart from a failed one', async () => {
    answers(busy);
    const error = await failure(apiPost('house/crash/bet', {}, { renew: false }));
    expect(houseErrorKey(error)).toBe('errors.busy');
    expect(tambolaErrorKey(error)).toBe('errors.busy');
    for (const text of [gamesEn.errors.busy, tambolaEn.errors.busy]) expect(text).toContain('busy');
    for (const text of [gamesHi.errors.busy, tambolaHi.errors.busy]) expect(text).toContain('व्यस्त');
    const failed = new ApiError({ kind: 'HTTP', status: 503, data: { status: 0, message: 'x' } }, 'x');
    expect(houseErrorKey(failed)).toBe('errors.generic');
  });
});
