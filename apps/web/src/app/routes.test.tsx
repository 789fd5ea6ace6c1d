import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAYER_ROUTES, RULES_ROUTES, STATIC_ROUTES } from '@khelo/contracts/routes';
import { locales } from '@/test/i18n';
import { renderApp, storeSession } from '@/test/render-app';
import { PLAYER_PAGE_TITLES, STATIC_PAGE_TITLES } from './routes';

function english(key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locales.en);
  if (typeof value !== 'string') throw new Error(`missing translation ${key}`);
  return value;
}

async function expectPageTitle(title: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  expect(heading).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Close and go home' })).toHaveAttribute('href', '/');
}

describe('routes', () => {
  it.each(STATIC_ROUTES.map((path) => [path, english(STATIC_PAGE_TITLES[path])]))(
    '%s shows "%s"',
    async (path, title) => {
      renderApp(path);
      await expectPageTitle(title);
    },
  );

  it.each(Object.entries(RULES_ROUTES).map(([path, slug]) => [path, english(`pages.rules.${slug}`)]))(
    '%s shows "%s"',
    async (path, title) => {
      renderApp(path);
      await expectPageTitle(title);
    },
  );

  it('/game-rules/:gameName shows the game name', async () => {
    renderApp('/game-rules/dragon-tiger');
    await expectPageTitle('dragon tiger rules');
  });

  it('/signup shows the sign-up entry', async () => {
    renderApp('/signup?aff_id=A1');
    await expectPageTitle('Sign up');
  });

  // /transaction-qr needs the amount chosen on /addCash (tested below).
  it.each(
    PLAYER_ROUTES.filter((path) => path !== '/transaction-qr').map((path) => [
      path,
      english(PLAYER_PAGE_TITLES[path]),
    ]),
  )('%s shows "%s" to a logged-in player', async (path, title) => {
    storeSession();
    renderApp(path);
    await expectPageTitle(title);
  });

  it('/transaction-qr without deposit data sends the player to /addCash', async () => {
    storeSession();
    const { router } = renderApp('/transaction-qr');
    await expectPageTitle(english('pages.addCash'));
    expect(router.state.location.pathname).toBe('/addCash');
  });

  // The generic page shows the record of that name, or "Game rules not found." (game-rules-page.test.tsx).
  it('a Game Info link of a game without its own rules route goes to the generic rules page', async () => {
    const { router } = renderApp('/snakes-and-ladders-rules');
    await expectPageTitle('snakes and ladders rules');
    expect(router.state.location.pathname).toBe('/game-rules/snakes-and-ladders');
  });

  it('an unknown path shows home', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Popular games' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it.each(PLAYER_ROUTES)(
    '%s sends a logged-out visitor to / with the query kept and the login modal open',
    async (path) => {
      const { router } = renderApp(`${path}?promo_code=WELCOME`);
      const dialog = await screen.findByRole('dialog', { name: 'Login' });
      expect(await within(dialog).findByLabelText('Mobile number')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.location.search).toBe('?promo_code=WELCOME');
      expect(await screen.findByRole('heading', { name: 'Popular games' })).toBeInTheDocument();
    },
  );

  // core-platform.md section 2: "/signup: a logged-out visitor arriving with aff_id is sent here".
  it.each(['/', '/kyc', '/no/such/page'])(
    '%s?aff_id= sends a logged-out visitor to /signup with the query kept and the login modal open',
    async (path) => {
      const { router } = renderApp(`${path}?aff_id=A7&promo_code=WELCOME`);
      const dialog = await screen.findByRole('dialog', { name: 'Login' });
      expect(await within(dialog).findByLabelText('Mobile number')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/signup');
      expect(router.state.location.search).toBe('?aff_id=A7&promo_code=WELCOME');
    },
  );

  it('a logged-in player arriving with aff_id stays on /', async () => {
    storeSession();
    const { router } = renderApp('/?aff_id=A7');
    expect(await screen.findByRole('heading', { name: 'Popular games' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('scrolls to the top when the route changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Popular games' });
    scrollTo.mockClear();
    await router.navigate('/promotions');
    await expectPageTitle('Promotions');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
