import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_MENU, calls, playerList, sentBody, stubApi, webList } from '@/test/catalog-fixture';
import { renderApp, storeSession } from '@/test/render-app';

// The logged-in side menu from api/menu-list (section 2).

async function openMenu(user: ReturnType<typeof renderApp>['user'], name = 'Open menu') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('the server menu', () => {
  it('lists left_menu for a logged-in player, "unity" linking to /', async () => {
    storeSession({ token: 'access-token' });
    const api = stubApi({
      'api/game-lists': () => ({ body: playerList() }),
      'api/menu-list': () => ({ body: FIXTURE_MENU }),
    });
    const { user } = renderApp('/');
    const menu = await openMenu(user);
    const list = await within(menu).findByTestId('server-menu');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['My Profile', '/info'],
    ]);
    const [, init] = calls(api, 'api/menu-list')[0]!;
    expect(sentBody(init)).toEqual({ operator_id: 230201, player_id: 'P1001' });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer access-token' });
  });

  it('uses the hindi labels in Hindi', async () => {
    localStorage.setItem('khelo.language', 'hd');
    storeSession();
    stubApi({
      'api/game-lists': () => ({ body: playerList() }),
      'api/menu-list': () => ({ body: FIXTURE_MENU }),
    });
    const { user } = renderApp('/');
    const menu = await openMenu(user, 'मेन्यू खोलें');
    const list = await within(menu).findByTestId('server-menu');
    expect(within(list).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(within(list).getByRole('link', { name: 'मेरी प्रोफ़ाइल' })).toHaveAttribute('href', '/info');
  });

  it('keeps the built-in entries when the menu cannot be loaded, and is not asked for by visitors', async () => {
    storeSession();
    stubApi({
      'api/game-lists': () => ({ body: playerList() }),
      'api/menu-list': () => ({ status: 500, body: { status: 0, message: 'Internal server error' } }),
    });
    const { user } = renderApp('/');
    const menu = await openMenu(user);
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/info');
    expect(within(menu).queryByTestId('server-menu')).not.toBeInTheDocument();
  });

  it('is not requested for a visitor', async () => {
    const api = stubApi({ 'api/web/game-lists': () => ({ body: webList() }) });
    const { user } = renderApp('/');
    const menu = await openMenu(user);
    expect(within(menu).getByRole('link', { name: 'My Wallet' })).toBeInTheDocument();
    expect(calls(api, 'api/menu-list')).toHaveLength(0);
  });
});
