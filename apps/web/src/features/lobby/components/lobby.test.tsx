import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_GAMES, calls, game, playerList, sentBody, stubApi, webList } from '@/test/catalog-fixture';
import { renderApp, storeSession } from '@/test/render-app';
import { GRID_BATCH } from './game-grid';

// The home lobby through the real routes, with the API stubbed at fetch.

afterEach(() => {
  sessionStorage.clear();
});

const panel = () => screen.getByRole('tabpanel');
const tileNames = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('article')
    .map((tile) => tile.getAttribute('aria-label'));

describe('the lobby for a visitor', () => {
  it('loads the public list for operator 230201 without a token and shows every game', async () => {
    const api = stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    renderApp('/');
    await screen.findByText('9 games');
    const [, init] = calls(api, 'api/web/game-lists')[0]!;
    expect(sentBody(init)).toEqual({ operator_id: 230201, integration_env: 'H5' });
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(calls(api, 'api/game-lists')).toHaveLength(0);
    expect(tileNames(panel())).toEqual(FIXTURE_GAMES.map((g) => g.game_name));

    const skill = screen.getByRole('region', { name: 'Skill Games' });
    expect(tileNames(skill)).toEqual(['Ludo', 'Rummy', 'Carrom']);
    // Kept for a reload or a return from a game.
    expect(JSON.parse(sessionStorage.getItem('gameList')!)).toMatchObject({ owner: 'visitor' });
  });

  it('shows tiles with Play, Game Info in a new tab, tags and every status', async () => {
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    renderApp('/');
    await screen.findByText('9 games');
    const tile = (name: string) => within(panel()).getByRole('article', { name });

    const ludo = tile('Ludo');
    expect(within(ludo).getByRole('link', { name: 'Play Ludo' })).toHaveAttribute('href', '/tables/ludo');
    const info = within(ludo).getByRole('link', { name: 'Game info for Ludo, opens in a new tab' });
    expect(info).toHaveAttribute('href', '/ludo-rules');
    expect(info).toHaveAttribute('target', '_blank');
    expect(within(ludo).getByText('Popular')).toBeInTheDocument();

    expect(tile('Rummy').querySelector('img')).toHaveAttribute('src', '/images/games/rummy.svg');

    const pool = tile('Pool 8 Ball');
    expect(within(pool).getByTestId('maintenance')).toHaveTextContent('Upcoming maintenance');
    expect(within(pool).queryByRole('link', { name: /^Play/ })).not.toBeInTheDocument();
    expect(within(pool).getByRole('button', { name: 'Not available' })).toBeDisabled();

    const carrom = tile('Carrom');
    expect(within(carrom).getByText('Upcoming')).toBeInTheDocument();
    expect(within(carrom).getByText('New')).toBeInTheDocument();
    expect(within(carrom).getByRole('button', { name: 'Coming soon' })).toBeDisabled();

    const chess = tile('Chess Blitz Beta');
    expect(within(chess).getByText('Beta')).toBeInTheDocument();
    expect(within(chess).getByText('Beta version')).toBeInTheDocument();
    expect(within(chess).getByRole('button', { name: 'In testing' })).toBeDisabled();

    // Beta in the name of a live game: the badge, and still playable.
    const crash = tile('Crash X Beta');
    expect(within(crash).getByText('Beta version')).toBeInTheDocument();
    expect(within(crash).getByRole('link', { name: 'Play Crash X Beta' })).toBeInTheDocument();
  });

  it('makes a live tile one link to the game (one focus stop), with Game Info after it', async () => {
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    const { user } = renderApp('/');
    await screen.findByText('9 games');
    const ludo = within(panel()).getByRole('article', { name: 'Ludo' });
    // The art is no second (hidden) link: the Play link is stretched over the whole tile by CSS.
    const links = within(ludo).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/tables/ludo', '/ludo-rules']);
    expect(links[0]).toHaveClass('tile__play--stretched');
    expect(ludo.querySelectorAll('a[tabindex="-1"], [aria-hidden="true"] a')).toHaveLength(0);
    links[0]!.focus();
    await user.tab();
    expect(links[1]).toHaveFocus();
    // A tile that cannot be played has no link over it.
    const pool = within(panel()).getByRole('article', { name: 'Pool 8 Ball' });
    expect(pool.querySelector('.tile__play--stretched')).toBeNull();
  });

  it('filters by category tab and keeps the tab in the URL', async () => {
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    const { user, router } = renderApp('/');
    await screen.findByText('9 games');
    const tabs = screen.getByRole('tablist', { name: 'Game categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'All',
      'Table',
      'Crash',
      'Casino',
      'Live Casino',
      'Roulette',
      'Slots',
      'Instant Win',
      'E-Sports',
      'Other',
    ]);
    await user.click(within(tabs).getByRole('tab', { name: 'Crash' }));
    expect(tileNames(panel())).toEqual(['Aviator', 'Crash X Beta']);
    expect(router.state.location.search).toBe('?tab=2');
    expect(within(panel()).getByRole('link', { name: 'Play Aviator' })).toHaveAttribute(
      'href',
      '/?tab=2&game_code=SPB02001',
    );

    await user.click(within(tabs).getByRole('tab', { name: 'E-Sports' }));
    expect(tileNames(panel())).toEqual([]);
    expect(within(panel()).getByText('No games in this category yet. Try another tab.')).toBeInTheDocument();

    // Arrow keys move between tabs.
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Other' })).toHaveAttribute('aria-selected', 'true');
    expect(tileNames(panel())).toEqual(['Carrom', 'Pool 8 Ball']);
  });

  it('opens on the Live Casino tab from the navigation bar link (?tab=4)', async () => {
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    const { user } = renderApp('/');
    await screen.findByText('9 games');
    const nav = screen.getByRole('navigation', { name: 'Games' });
    await user.click(within(nav).getByRole('link', { name: 'Live Casino' }));
    expect(screen.getByRole('tab', { name: 'Live Casino' })).toHaveAttribute('aria-selected', 'true');
    expect(tileNames(panel())).toEqual(['Live Roulette', 'Live Baccarat']);
  });

  it('searches game and provider names', async () => {
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    const { user } = renderApp('/?tab=2');
    await screen.findByText('2 games');
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(search, 'live');
    expect(tileNames(panel())).toEqual(['Live Roulette', 'Live Baccarat']);
    expect(screen.getByText('Results for “live”: 2')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No games match “zzz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(tileNames(panel())).toEqual(['Aviator', 'Crash X Beta']);
  });

  it('opens a provider in a full-screen dialog', async () => {
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    const { user } = renderApp('/');
    await screen.findByText('9 games');
    const providers = screen.getByRole('region', { name: 'Casino games by provider' });
    expect(within(providers).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(providers)
        .getAllByText(/^Games: \d+$/)
        .map((count) => count.textContent),
    ).toEqual(['Games: 5', 'Games: 2', 'Games: 2']);
    await user.click(within(providers).getByRole('button', { name: 'View games by Lotus Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lotus Live' });
    expect(tileNames(dialog)).toEqual(['Live Roulette', 'Live Baccarat']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Lotus Live' })).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, then an error with Try again', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi({
      'api/web/game-lists': async () => {
        await gate;
        return fail
          ? { status: 503, body: { status: 0, message: 'Service unavailable' } }
          : { body: webList() };
      },
    });
    const { user } = renderApp('/');
    expect(await screen.findByText('Loading games…')).toBeInTheDocument();
    expect(panel()).toHaveAttribute('aria-busy', 'true');
    // Popular games (no API needed) are there at once.
    expect(screen.getByRole('heading', { name: 'Popular games' })).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('We could not load the games.');
    expect(alert).toHaveTextContent('Service unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('9 games')).toBeInTheDocument();
  });

  it('shows the cached list at once and refreshes it in the background', async () => {
    sessionStorage.setItem(
      'gameList',
      JSON.stringify({
        owner: 'visitor',
        savedAt: Date.now() - 60_000,
        list: webList([game('OLD1', 'Old Game')]),
      }),
    );
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi({
      'api/web/game-lists': async () => {
        await gate;
        return { body: webList() };
      },
    });
    renderApp('/');
    expect(await screen.findByText('1 games')).toBeInTheDocument();
    expect(tileNames(panel())).toEqual(['Old Game']);
    release();
    expect(await screen.findByText('9 games')).toBeInTheDocument();
  });

  it('renders a 500-game catalog in batches', async () => {
    const many = Array.from({ length: 500 }, (_, i) => game(`G${i}`, `Game ${i}`));
    stubApi({ 'api/web/game-lists': () => ({ body: webList(many) }) });
    const { user } = renderApp('/');
    await screen.findByText('500 games');
    expect(tileNames(panel())).toHaveLength(GRID_BATCH);
    await user.click(screen.getByRole('button', { name: `Show more games (${500 - GRID_BATCH} more)` }));
    expect(tileNames(panel())).toHaveLength(2 * GRID_BATCH);
    const images = [...panel().querySelectorAll('img')];
    expect(images[0]).toHaveAttribute('loading', 'eager');
    for (const img of images.slice(4, 10)) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '160');
      expect(img).toHaveAttribute('height', '160');
    }
  });
});

describe('the lobby for a logged-in player', () => {
  it('loads api/game-lists with the Bearer token and puts the balance in the header', async () => {
    storeSession({ playerId: 'P1001', oprId: 230201, token: 'access-token', wallet_balance: 10 });
    const api = stubApi({ 'api/game-lists': () => ({ body: playerList(2500.75) }) });
    renderApp('/');
    await screen.findByText('9 games');
    const [, init] = calls(api, 'api/game-lists')[0]!;
    expect(sentBody(init)).toEqual({
      integration_env: 'H5',
      operator_id: 230201,
      player_id: 'P1001',
    });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer access-token' });
    expect(calls(api, 'api/web/game-lists')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₹2,500.75'));
    expect(JSON.parse(sessionStorage.getItem('gameList')!)).toMatchObject({ owner: 'player:P1001' });
  });

  it.each([
    [401, 'Token mismatch'],
    [403, 'Player Does not exist for this operator'],
  ])('logs out on %s "%s" and shows the public list', async (status, message) => {
    storeSession();
    const api = stubApi({
      'api/game-lists': () => ({ status, body: { status: 0, message } }),
      'api/web/game-lists': () => ({ body: webList() }),
      // A 401 starts a renewal, which the server refuses too: only a refusal ends the session (ADR 019).
      'auth/game/token': () => ({ status: 401, body: { status: 0, message: 'invalid current auth token' } }),
    });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('playerId')).toBeNull();
    await screen.findByText('9 games');
    expect(calls(api, 'api/game-lists')).toHaveLength(1);
  });

  it('lists recently played games', async () => {
    storeSession();
    localStorage.setItem('recentGames', JSON.stringify(['SPB02001', 'MZ010067']));
    stubApi({ 'api/game-lists': () => ({ body: playerList() }) });
    renderApp('/');
    await screen.findByText('9 games');
    expect(tileNames(screen.getByRole('region', { name: 'Recently played' }))).toEqual(['Aviator', 'Ludo']);
  });
});

describe('the lobby in Hindi', () => {
  it('translates tabs, tiles and states', async () => {
    localStorage.setItem('khelo.language', 'hd');
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    renderApp('/');
    expect(await screen.findByText('9 गेम्स')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'लाइव कैसीनो' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'स्किल गेम्स' })).toBeInTheDocument();
  });

  it('names the well-known games in Hindi, like the games bar, and keeps studio titles in English', async () => {
    localStorage.setItem('khelo.language', 'hd');
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    const { user } = renderApp('/');
    await screen.findByText('9 गेम्स');
    const ludo = within(panel()).getByRole('article', { name: 'लूडो' });
    expect(within(ludo).getByRole('heading', { name: 'लूडो' })).not.toHaveAttribute('translate');
    expect(within(ludo).getByRole('link', { name: 'खेलें लूडो' })).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'गेम्स' });
    expect(within(bar).getByRole('link', { name: 'लूडो' })).toBeInTheDocument();
    // A studio's title: as the catalog writes it, marked English and not for the browser to translate.
    const title = within(within(panel()).getByRole('article', { name: 'Crash X Beta' })).getByRole('heading');
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('translate', 'no');
    // Found by either name.
    await user.type(screen.getByRole('searchbox'), 'रमी');
    await waitFor(() => expect(tileNames(panel())).toEqual(['रमी']));
  });
});

describe('the lobby chunk', () => {
  it('failing to load leaves home up and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.doMock('./lobby', () => ({
      Lobby: () => {
        throw new Error('Failed to fetch dynamically imported module');
      },
    }));
    vi.resetModules();
    const { renderApp: render } = await import('@/test/render-app');
    stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    render('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the games.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Popular games' })).toBeInTheDocument();
    vi.doUnmock('./lobby');
  });
});
