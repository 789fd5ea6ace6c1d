import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { renderApp, storeSession } from '@/test/render-app';
import { failure, otpSent, stubApi } from '@/test/stub-api';

vi.mock('@/lib/socket', () => import('@/test/fake-socket'));

// The session guard of core-platform.md section 4 through the real routes.

const banner = () => screen.getAllByRole('banner')[0]!;
const refreshed = {
  status: 1,
  message: 'token updated successfully',
  token: 'access-2',
  authToken: 'refresh-2',
};
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

/** A stored session whose last check was `ago` ms before now (storeSession marks it as just checked). */
function storeCheckedSession(ago: number | null) {
  storeSession();
  if (ago === null) sessionStorage.removeItem('lastRefreshed');
  else sessionStorage.setItem('lastRefreshed', JSON.stringify({ timestamp: Date.now() - ago }));
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session guard, logged in', () => {
  it('refreshes on a guarded page and stores the new token AND the new authToken', async () => {
    const api = stubApi({ 'auth/game/token': () => ({ body: refreshed }) });
    storeCheckedSession(null);
    renderApp('/');
    await waitFor(() => expect(stored('authToken')).toBe('refresh-2'));
    expect(stored('token')).toBe('access-2');
    const [call] = api.to('auth/game/token');
    expect(call!.body).toEqual({ operator_id: 230201, player_id: 'P1001', current_auth_token: 'auth-token' });
    expect(call!.headers.Authorization).toBeUndefined();
    expect(within(banner()).getByTestId('user-name')).toHaveTextContent('Aarav');
  });

  it('checks at most once per 10 seconds', async () => {
    const api = stubApi({ 'auth/game/token': () => ({ body: refreshed }) });
    storeCheckedSession(9_000);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Popular games' });
    expect(api.to('auth/game/token')).toHaveLength(0);

    sessionStorage.setItem('lastRefreshed', JSON.stringify({ timestamp: Date.now() - 10_001 }));
    await router.navigate('/kyc');
    await waitFor(() => expect(api.to('auth/game/token')).toHaveLength(1));
    await router.navigate('/info');
    await screen.findByRole('heading', { name: 'My Profile', level: 1 });
    expect(api.to('auth/game/token')).toHaveLength(1);
  });

  it('acts only on its own paths: static and rules pages do not refresh', async () => {
    const api = stubApi({ 'auth/game/token': () => ({ body: refreshed }) });
    storeCheckedSession(null);
    const { router } = renderApp('/promotions');
    await screen.findByRole('heading', { name: 'Promotions', level: 1 });
    await router.navigate('/ludo-rules');
    await screen.findByRole('heading', { name: 'Ludo rules', level: 1 });
    expect(api.to('auth/game/token')).toHaveLength(0);
  });

  it.each([
    [401, 'invalid current auth token'],
    [400, ',current_auth_token is not string'],
    [400, ',operator_id is empty,player_id is empty'],
  ])(
    '%i "%s": clears storage, logs out with a toast and goes to / with the query',
    async (status, message) => {
      stubApi({ 'auth/game/token': () => failure(status, message) });
      storeCheckedSession(null);
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
      const { router } = renderApp('/kyc?tab=2');

      expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.location.search).toBe('?tab=2');
      expect(localStorage.getItem('playerId')).toBeNull();
      expect(localStorage.getItem('authToken')).toBeNull();
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
      expect(within(banner()).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    },
  );

  it.each([
    ['a network failure', () => 'offline' as const],
    ['a server error (503)', () => failure(503, 'Service Unavailable')],
    ['a timeout-like 504', () => failure(504, 'Gateway Timeout')],
  ])(
    '%s keeps the session and retries; the next answer stores the new tokens (ADR 019)',
    async (_what, fail) => {
      let up = false;
      const api = stubApi({ 'auth/game/token': () => (up ? { body: refreshed } : fail()) });
      storeCheckedSession(null);
      const { router } = renderApp('/kyc?tab=2');

      expect(
        await screen.findByText('No connection to the server. You stay logged in; trying again…'),
      ).toBeInTheDocument();
      expect(stored('authToken')).toBe('auth-token');
      expect(stored('playerId')).toBe('P1001');
      expect(router.state.location.pathname).toBe('/kyc');
      expect(
        await within((await screen.findAllByRole('banner'))[0]!).findByTestId('user-name'),
      ).toHaveTextContent('Aarav');
      expect(screen.queryByText('internal server error')).toBeNull();

      // Back online: the retry goes out at once and succeeds.
      up = true;
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(stored('authToken')).toBe('refresh-2'));
      expect(stored('token')).toBe('access-2');
      expect(api.to('auth/game/token').length).toBeGreaterThanOrEqual(2);
      // Every try presented the same stored authToken (the server's grace answers a lost rotation).
      expect(new Set(api.to('auth/game/token').map((call) => call.body.current_auth_token))).toEqual(
        new Set(['auth-token']),
      );
      expect(router.state.location.pathname).toBe('/kyc');
    },
  );

  it('a refusal after network failures ends the session', async () => {
    let up = false;
    stubApi({
      'auth/game/token': () => (up ? failure(401, 'invalid current auth token') : 'offline'),
    });
    storeCheckedSession(null);
    const { router } = renderApp('/kyc');
    await screen.findByText('No connection to the server. You stay logged in; trying again…');
    up = true;
    window.dispatchEvent(new Event('online'));
    // The guard's next try may wait out its back-off (1, 2, 4 … s, session-refresh.ts) first.
    expect(
      await screen.findByText('Your session has ended. Please log in again.', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('session guard, logged out', () => {
  it('without aff_id: clears a partial stored session', async () => {
    const api = stubApi({});
    localStorage.setItem('playerId', JSON.stringify('P1001'));
    localStorage.setItem('token', JSON.stringify('old'));
    renderApp('/?ref=x');
    await waitFor(() => expect(localStorage.getItem('playerId')).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.to('auth/game/token')).toHaveLength(0);
  });

  it('with aff_id the visitor is not logged out (and is sent to /signup)', async () => {
    localStorage.setItem('playerId', JSON.stringify('P1001'));
    const { router } = renderApp('/?aff_id=A1');
    await screen.findByRole('heading', { level: 1, name: 'Sign up' });
    expect(router.state.location.pathname).toBe('/signup');
    expect(stored('playerId')).toBe('P1001');
  });

  it('does not run in the otp state', async () => {
    const api = stubApi({ 'login/mobile': () => ({ body: otpSent() }) });
    const { user, router } = renderApp('/');
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByLabelText('OTP');
    expect(api.to('login/mobile')).toHaveLength(1);

    // Due again, in the otp state: the visitor branch would clear operatorInfo.
    sessionStorage.clear();
    await router.navigate('/?next=1');
    await screen.findByRole('heading', { name: 'Popular games' });
    expect(stored('operatorInfo')).toEqual(otpSent());
  });
});
