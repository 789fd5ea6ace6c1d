import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MinesGameState } from '@khelo/contracts/house-mines';
import { LAUNCH_TOKEN_SECONDS } from '@khelo/contracts/catalog-constants';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from './routes';
import { openProviderUrl } from '@/features/game-launch/provider-navigation';
import { FIXTURE_GAMES, game, playerList, webList } from '@/test/catalog-fixture';
import { createTestI18n } from '@/test/i18n';
import { storeSession } from '@/test/render-app';
import enGames from '../../public/locales/en/games.json';
import hdGames from '../../public/locales/hd/games.json';
import { storeLaunch } from '@/features/house-games/play-launch';

// The game page's launch: the token leaves the address bar at once, a reload finds it in this tab, and a
// page opened without one (bookmark, shared link, expired or unknown token) is launched again through the
// lobby — the cash rules for a player, the login for a visitor.

vi.mock('@/features/game-launch/provider-navigation', () => ({ openProviderUrl: vi.fn() }));

const MINES = game('SPB02010', 'Mines', {
  game_subcategory: 'instant win',
  provider_name: 'Skyprobe',
  provider_code: 'SPB',
  integration_env_config: { url_path: '/play/SPB02010' },
});
const GAMES = [...FIXTURE_GAMES, MINES];

const minesState: MinesGameState = {
  status: 1,
  message: 'OK',
  server_time: '2026-11-24T10:00:00.000Z',
  game_code: 'SPB02010',
  house_edge_percent: 1,
  growth_per_second: 0,
  timings: { betting_ms: 0, wait_ms: 0 },
  round: null,
  bets: [],
  recent: [],
  balance: 500,
  mines: null,
  max_payout: 1_000_000,
};

const LAUNCHED = {
  status: 1,
  message: 'Game launched',
  url: '/play/SPB02010?token=new-token&game_code=SPB02010&opr_id=230201&href=http%3A%2F%2Flocalhost%2F',
  token: 'new-token',
  game_code: 'SPB02010',
  opr_id: 230201,
  href: 'http://localhost/',
  expires_in: LAUNCH_TOKEN_SECONDS,
};

interface Stub {
  urls: string[];
  stateStatus: number;
}

function stubServer(): Stub {
  const stub: Stub = { urls: [], stateStatus: 200 };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = String(input);
      stub.urls.push(url);
      const json = (body: unknown, status = 200) =>
        Promise.resolve(
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
        );
      if (url.includes('/house/SPB02010/state'))
        return stub.stateStatus === 200
          ? json(minesState)
          : json({ status: 0, message: 'Unknown token' }, stub.stateStatus);
      if (url.endsWith('/api/web/game-lists')) return json(webList(GAMES));
      if (url.endsWith('/api/game-lists')) return json(playerList(500, GAMES));
      if (url.endsWith('/api/game-launch')) return json(LAUNCHED);
      return json({ status: 0, message: 'Not found' }, 404);
    }),
  );
  return stub;
}

function renderAt(path: string) {
  const i18n = createTestI18n('en');
  i18n.addResourceBundle('en', 'games', enGames);
  i18n.addResourceBundle('hd', 'games', hdGames);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, unmount: view.unmount };
}

const stateTokens = (stub: Stub) =>
  stub.urls
    .filter((url) => url.includes('/state'))
    .map((url) => new URL(url, 'http://x').searchParams.get('token'));

beforeEach(() => vi.mocked(openProviderUrl).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the game page launch', () => {
  it('takes the token out of the address bar, and a reload of the clean URL still plays', async () => {
    const stub = stubServer();
    const first = renderAt(
      '/play/SPB02010?token=tok-1&game_code=SPB02010&opr_id=230201&href=http%3A%2F%2Flocalhost%2F',
    );
    expect(await screen.findByRole('heading', { name: 'Mines' })).toBeInTheDocument();
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    expect(first.router.state.location.pathname).toBe('/play/SPB02010');
    expect(stateTokens(stub)).toContain('tok-1');
    expect(screen.getByRole('link', { name: /Lobby/ })).toHaveAttribute('href', 'http://localhost/');
    first.unmount();

    // The reload: the same tab, the clean URL.
    stub.urls.length = 0;
    const again = renderAt('/play/SPB02010');
    await waitFor(() => expect(screen.getByTestId('play-balance')).toHaveTextContent('₹500'));
    expect(stateTokens(stub)).toEqual(['tok-1']);
    expect(again.router.state.location.pathname).toBe('/play/SPB02010');
    expect(openProviderUrl).not.toHaveBeenCalled();
  });

  it('keeps mode=practice in the address bar, only the launch leaves', async () => {
    stubServer();
    const { router } = renderAt('/play/SPB02010?token=tok-p&game_code=SPB02010&opr_id=230201&mode=practice');
    await screen.findByTestId('practice-badge');
    await waitFor(() => expect(router.state.location.search).toBe('?mode=practice'));
    expect(sessionStorage.getItem('khelo.play.SPB02010.practice')).toContain('tok-p');
  });

  it('opened directly by a player: launches the game again through the lobby, with its cash rules', async () => {
    storeSession();
    const stub = stubServer();
    const { router } = renderAt('/play/SPB02010');
    await waitFor(() => expect(openProviderUrl).toHaveBeenCalledWith(LAUNCHED.url));
    expect(stub.urls.filter((url) => url.endsWith('/api/game-launch'))).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
    expect(stateTokens(stub)).toEqual([]);
  });

  it('opened directly by a visitor: the login modal, with the game kept for after it', async () => {
    stubServer();
    const { router } = renderAt('/play/SPB02010?mode=practice');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?game_code=SPB02010&mode=practice');
  });

  it('launches again when the kept token is about to expire', async () => {
    storeSession();
    storeLaunch('SPB02010', false, {
      token: 'old',
      href: '/',
      at: Date.now() - LAUNCH_TOKEN_SECONDS * 1000 + 30_000,
    });
    const stub = stubServer();
    renderAt('/play/SPB02010');
    await waitFor(() => expect(openProviderUrl).toHaveBeenCalledWith(LAUNCHED.url));
    expect(stateTokens(stub)).toEqual([]);
  });

  it('launches again when the server no longer knows a kept token, but never loops on a fresh one', async () => {
    storeSession();
    storeLaunch('SPB02010', false, { token: 'revoked', href: '/', at: Date.now() });
    const stub = stubServer();
    stub.stateStatus = 401;
    const kept = renderAt('/play/SPB02010');
    await waitFor(() => expect(openProviderUrl).toHaveBeenCalledWith(LAUNCHED.url));
    expect(sessionStorage.getItem('khelo.play.SPB02010.real')).toBeNull();
    kept.unmount();

    vi.mocked(openProviderUrl).mockClear();
    renderAt('/play/SPB02010?token=refused&game_code=SPB02010');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(openProviderUrl).not.toHaveBeenCalled();
  });
});
