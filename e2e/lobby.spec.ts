import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { cashReady, shoot } from './support';

// The lobby as a visitor and as a player (issue 4), against the built app on a fresh database.

const OPERATOR_ID = 230201;
const root = path.resolve(import.meta.dirname, '..');
const lobby = (lng: 'en' | 'hd') =>
  JSON.parse(readFileSync(path.join(root, 'apps/web/public/locales', lng, 'lobby.json'), 'utf8')) as {
    launch: Record<string, string>;
    sections: Record<string, string>;
    categories: Record<string, string>;
  };
const en = lobby('en');
const hd = lobby('hd');

interface LoginAnswer {
  token: string;
  authToken: string;
  player_id: string;
  operator_id: number;
  display_name: string;
  wallet_balance: number;
}

/** Logs in through the API: request a code, read it from the sandbox outbox, confirm it. */
async function apiLogin(request: APIRequestContext): Promise<LoginAnswer> {
  const mobile = `7${String(Date.now()).slice(-9)}`;
  const sent = await request.post('/login/mobile', {
    headers: { operator_id: String(OPERATOR_ID) },
    data: { country_code: '+91', mobile_number: mobile, operator_id: OPERATOR_ID },
  });
  expect(sent.ok()).toBe(true);
  const { objectId } = (await sent.json()) as { objectId: string };
  const outbox = (await (await request.get(`/sandbox/outbox?to=${mobile}`)).json()) as Array<{
    code: string;
  }>;
  const confirmed = await request.post('/login/mobile-confirm', {
    data: { otp: outbox[0]!.code, _id: objectId, mobile_number: mobile, operator_id: OPERATOR_ID },
  });
  expect(confirmed.ok()).toBe(true);
  return (await confirmed.json()) as LoginAnswer;
}

/** Stores the session the way apps/web/src/app/session/session-storage.ts does (JSON values). */
async function storeSession(page: Page, login: LoginAnswer, language?: 'en' | 'hd') {
  await page.addInitScript(
    ({ values, language }) => {
      if (sessionStorage.getItem('e2e-session') !== null) return;
      sessionStorage.setItem('e2e-session', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
      if (language) localStorage.setItem('khelo.language', language);
    },
    {
      values: {
        playerId: login.player_id,
        oprId: login.operator_id,
        authToken: login.authToken,
        token: login.token,
        nickName: login.display_name,
        wallet_balance: login.wallet_balance,
      },
      language,
    },
  );
}

/** Dialogs and overlays are fixed to the viewport: photograph what the player sees, not the full page. */
async function shootScreen(page: Page, testInfo: TestInfo, name: string) {
  const dir = path.join(root, 'e2e/.artifacts/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${testInfo.project.name}.png`) });
}

/** Scrolls through the page so that lazy game art loads, then back to the top (for full-page shots). */
async function loadAllArt(page: Page) {
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    // Off-screen carousel slides never load lazily, so do not wait for ever.
    const decoded = Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 3000))]);
    window.scrollTo(0, 0);
  })()`);
}

const grid = (page: Page) => page.getByRole('tabpanel');
const tile = (page: Page, name: string) => grid(page).getByRole('article', { name, exact: true });

test.describe('the lobby for a visitor', () => {
  test('shows banners, skill games, every tab, the tiles and the providers', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
    await expect(grid(page).getByRole('article')).toHaveCount(48);
    await expect(page.getByRole('heading', { name: en.sections.skill })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Game categories' }).getByRole('tab')).toHaveCount(10);
    await expect(page.getByRole('region', { name: en.sections.providers }).getByRole('listitem')).toHaveCount(
      7,
    );

    await expect(tile(page, 'Pool 8 Ball').getByText('Upcoming maintenance')).toBeVisible();
    await expect(tile(page, 'Carrom').getByRole('button', { name: 'Coming soon' })).toBeDisabled();
    await expect(tile(page, 'Chess Blitz Beta').getByText('Beta version')).toBeVisible();
    await expect(tile(page, 'Teen Patti').getByRole('link', { name: /Game info/ })).toHaveAttribute(
      'href',
      '/teen-patti-rules',
    );
    await expect(page.locator('.tile__icon').first()).toHaveJSProperty('complete', true);
    // Nothing sticks out sideways (a wider layout viewport would misplace taps on phones).
    expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
    await loadAllArt(page);
    await shoot(page, testInfo, 'lobby-en');

    if (testInfo.project.name === 'desktop') {
      await page.setViewportSize({ width: 820, height: 1180 });
      await page.reload();
      await expect(grid(page).getByRole('article')).toHaveCount(48);
      await loadAllArt(page);
      await shoot(page, testInfo, 'lobby-tablet');
    }
  });

  test('switches categories and searches', async ({ page }, testInfo) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Game categories' });
    await tabs.getByRole('tab', { name: en.categories.crash }).click();
    await expect(page).toHaveURL(/\?tab=2$/);
    await expect(grid(page).getByRole('article')).toHaveCount(4);
    await expect(tile(page, 'Aviator')).toBeVisible();

    await tabs.getByRole('tab', { name: en.categories.slot }).click();
    await expect(grid(page).getByRole('article')).toHaveCount(6);
    await loadAllArt(page);
    await shoot(page, testInfo, 'lobby-slots');

    await page.getByRole('searchbox', { name: 'Search games' }).fill('roulette');
    await expect(grid(page).getByRole('article')).toHaveCount(6);

    if (testInfo.project.name === 'desktop') {
      await page
        .getByRole('navigation', { name: 'Games' })
        .getByRole('link', { name: 'Live Casino' })
        .click();
      await expect(tabs.getByRole('tab', { name: en.categories['live-cassino'] })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(grid(page).getByRole('article')).toHaveCount(6);
    }
  });

  test("opens a provider's games full screen", async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'View games by Lotus Live' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lotus Live' });
    await expect(dialog.getByRole('article')).toHaveCount(6);
    await expect(dialog.locator('.tile__icon').first()).toHaveJSProperty('complete', true);
    await shootScreen(page, testInfo, 'lobby-provider');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a live tile asks for a login and keeps the game in the URL; others cannot start', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await tile(page, 'Aviator').getByRole('link', { name: 'Play Aviator' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/\?game_code=SPB02001$/);
    await shootScreen(page, testInfo, 'lobby-login');
    await page.keyboard.press('Escape');
    for (const name of ['Pool 8 Ball', 'Chess Blitz Beta', 'Carrom']) {
      await expect(tile(page, name).getByRole('link', { name: /^Play/ })).toHaveCount(0);
    }
  });

  test('alerts "Game code is invalid!" and "Game is not live yet!"', async ({ page }, testInfo) => {
    await page.goto('/?game_code=NOPE');
    const invalid = page.getByRole('dialog', { name: en.launch.invalid });
    await expect(invalid).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await shootScreen(page, testInfo, 'lobby-invalid-code');
    await invalid.getByRole('button', { name: 'OK' }).click();
    await page.goto('/?game_code=MZ010041');
    await expect(page.getByRole('dialog', { name: en.launch.notLive })).toBeVisible();
  });
});

test.describe('the lobby for a player', () => {
  test('launches a game: overlay, then the provider URL with token, game_code, opr_id and href', async ({
    page,
    request,
  }, testInfo) => {
    const login = await apiLogin(request);
    await cashReady(request, login);
    await storeSession(page, login);
    await page.goto('/');
    await expect(page.getByTestId('user-name')).toHaveText(login.display_name);
    await expect(grid(page).getByRole('article')).toHaveCount(48);

    // Hold the launch answer a moment to see the Game Play Loading overlay.
    await page.route('**/api/game-launch', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6000));
      await route.continue();
    });
    await tile(page, 'Live Roulette').getByRole('link', { name: 'Play Live Roulette' }).click();
    await expect(page.getByText('Game Play Loading')).toBeVisible();
    await shootScreen(page, testInfo, 'lobby-launching');

    await page.waitForURL(/\/sandbox\/provider\/LTL03001\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('game_code')).toBe('LTL03001');
    expect(url.searchParams.get('opr_id')).toBe(String(OPERATOR_ID));
    expect(url.searchParams.get('href')).toBe(`${new URL(page.url()).origin}/`);
    await expect(page.getByRole('heading', { name: 'Live Roulette' })).toBeVisible();
    await shoot(page, testInfo, 'provider-page');

    // Back in the lobby, the game is in "Recently played".
    await page.getByRole('link', { name: 'Back to lobby' }).click();
    await expect(
      page.getByRole('region', { name: en.sections.recent }).getByRole('article', { name: 'Live Roulette' }),
    ).toBeVisible();
  });

  test('shows the server menu and the lobby in Hindi', async ({ page, request }, testInfo) => {
    const login = await apiLogin(request);
    await storeSession(page, login, 'hd');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: hd.sections.skill })).toBeVisible();
    await expect(grid(page).getByRole('article')).toHaveCount(48);
    await loadAllArt(page);
    await shoot(page, testInfo, 'lobby-hd');
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    const menu = page.getByTestId('server-menu');
    await expect(menu.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    await expect(menu.getByRole('link', { name: 'कैश जोड़ें' })).toHaveAttribute('href', '/addCash');
    await shootScreen(page, testInfo, 'menu-hd');
  });
});
