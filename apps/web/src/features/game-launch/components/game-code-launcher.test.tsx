import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, playerList, sentBody, stubApi, webList } from '@/test/catalog-fixture';
import { renderApp, storeSession } from '@/test/render-app';
import { openProviderUrl } from '../provider-navigation';

// The ?game_code= flow of section 4 through the real routes; the provider navigation is observed.

vi.mock('../provider-navigation', () => ({ openProviderUrl: vi.fn() }));

const LAUNCHED = {
  status: 1,
  message: 'Game launched',
  url: '/sandbox/provider/LTL03001?token=tok&game_code=LTL03001&opr_id=230201&href=http%3A%2F%2Flocalhost%2F',
  token: 'tok',
  game_code: 'LTL03001',
  opr_id: 230201,
  href: 'http://localhost/',
  expires_in: 900,
};

beforeEach(() => {
  vi.mocked(openProviderUrl).mockClear();
});
afterEach(() => {
  sessionStorage.clear();
});

async function alertDialog(title: string) {
  return screen.findByRole('dialog', { name: title });
}

describe('a visitor opening a game', () => {
  it('gets the login modal and keeps ?game_code= for after the login', async () => {
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    const { router } = renderApp('/?game_code=LTL03001');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?game_code=LTL03001');
    expect(openProviderUrl).not.toHaveBeenCalled();
  });

  it('clicking Play on a live tile sets ?game_code= and opens the login modal, every time', async () => {
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    const { user, router } = renderApp('/');
    await screen.findByText('9 games');
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('link', { name: 'Play Aviator' }));
    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(router.state.location.search).toBe('?game_code=SPB02001');
    await user.click(within(login).getByRole('button', { name: 'Close' }));
    await user.click(within(panel).getByRole('link', { name: 'Play Aviator' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('launches once the login completes', async () => {
    const api = stubApi({
      'api/web/game-lists': () => ({ body: webList() }),
      'api/game-lists': () => ({ body: playerList() }),
      'api/game-launch': () => ({ body: LAUNCHED }),
    });
    renderApp('/?game_code=LTL03001');
    await screen.findByRole('dialog', { name: 'Login' });
    // What the login flow does: store the session; another tab's storage event or reload() picks it up.
    storeSession();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'playerId' }));
    });
    await waitFor(() => expect(openProviderUrl).toHaveBeenCalledWith(LAUNCHED.url));
    expect(calls(api, 'api/game-launch')).toHaveLength(1);
  });

  it('is told "Game code is invalid!" for an unknown code and sent to /', async () => {
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    const { router, user } = renderApp('/?game_code=NOPE');
    const dialog = await alertDialog('Game code is invalid!');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Game code is invalid!' })).not.toBeInTheDocument();
  });

  it.each([
    ['offline', 'MZ010041'],
    ['Beta', 'MZ010052'],
    ['Upcoming', 'MZ010030'],
  ])('is told "Game is not live yet!" for an %s game', async (_status, code) => {
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    renderApp(`/?game_code=${code}`);
    expect(await alertDialog('Game is not live yet!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('a player opening a game', () => {
  it('shows Game Play Loading, calls api/game-launch, goes to / and then to the provider URL', async () => {
    storeSession({ token: 'access-token' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = stubApi({
      'api/game-lists': () => ({ body: playerList() }),
      'api/game-launch': async () => {
        await gate;
        return { body: LAUNCHED };
      },
    });
    const { router } = renderApp('/?tab=1&game_code=LTL03001');
    expect(await screen.findByText('Game Play Loading')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Live Roulette');
    const [, init] = calls(api, 'api/game-launch')[0]!;
    expect(sentBody(init)).toEqual({ game_code: 'LTL03001' });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer access-token' });

    release();
    await waitFor(() => expect(openProviderUrl).toHaveBeenCalledWith(LAUNCHED.url));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(JSON.parse(localStorage.getItem('recentGames')!)).toEqual(['LTL03001']);
    // The spinner hides 2 s after the launch began.
    await waitFor(() => expect(screen.queryByText('Game Play Loading')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('shows the server refusal as an alert', async () => {
    storeSession();
    stubApi({
      'api/game-lists': () => ({ body: playerList() }),
      'api/game-launch': () => ({ status: 409, body: { status: 0, message: 'Game is not live yet!' } }),
    });
    renderApp('/?game_code=LTL03001');
    expect(await alertDialog('Game is not live yet!')).toBeInTheDocument();
    expect(openProviderUrl).not.toHaveBeenCalled();
    expect(screen.queryByText('Game Play Loading')).not.toBeInTheDocument();
  });

  it('logs out and asks for a login when the token is refused', async () => {
    storeSession();
    stubApi({
      'api/game-lists': () => ({ body: playerList() }),
      'api/web/game-lists': () => ({ body: webList() }),
      'api/game-launch': () => ({ status: 401, body: { status: 0, message: 'Token mismatch' } }),
      // The renewal a 401 starts is refused too: only a refusal ends the session (ADR 019).
      'auth/game/token': () => ({ status: 401, body: { status: 0, message: 'invalid current auth token' } }),
    });
    const { router } = renderApp('/?game_code=LTL03001');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('playerId')).toBeNull();
    expect(router.state.location.search).toBe('?game_code=LTL03001');
  });
});
