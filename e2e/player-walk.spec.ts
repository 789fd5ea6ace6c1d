import { expect, test, type Page } from '@playwright/test';
import { login, openAs, shoot, type Login } from './support';

// A new player's first game, as issue 18's walk met it: a tap on the Aviator tile (not its button) is
// refused for the missing birthday; the refusal offers free practice right there; the practice page keeps
// its launch token out of the address bar and survives a reload; My Profile then brings the player back to
// the cash game once the details are saved. A visitor opening the game's address directly gets the login.

/** The lobby once the session guard stored its rotated refresh token (see house-launch.ts). */
async function openLobby(page: Page, player: Login) {
  const refreshed = page
    .waitForResponse((response) => response.url().includes('/auth/game/token'), { timeout: 5_000 })
    .catch(() => null);
  await openAs(page, player, '/');
  if (await refreshed)
    await page.waitForFunction(() => localStorage.getItem('authToken') !== null, undefined, {
      timeout: 5_000,
    });
}

test('a new player: tile, refusal, practice, reload, profile and back to the cash game', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const player = await login(page.request);
  await openLobby(page, player);

  // Long names are whole, and a tap on the tile's art opens the game.
  const grid = page.getByRole('tabpanel');
  const timer = grid.getByRole('heading', { name: 'European Roulette Timer' });
  expect(await timer.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await grid.locator('article[data-game-code="SPB02001"]').click({ position: { x: 40, y: 40 } });
  const dialog = page.getByRole('dialog', { name: 'You cannot play cash games right now' });
  await expect(dialog).toContainText('add your birthday');
  await shoot(page, testInfo, 'walk-refused');

  // Free practice right there; the token never stays in the address bar, and a reload keeps playing.
  await dialog.getByRole('link', { name: 'Play free practice' }).click();
  await expect(page.getByTestId('practice-badge')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/play\/SPB02001\?mode=practice$/);
  const launches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('launch')) launches.push(request.url());
  });
  await page.reload();
  await expect(page.getByTestId('play-balance')).toContainText('chips');
  await expect(page).toHaveURL(/\/play\/SPB02001\?mode=practice$/);
  expect(launches).toEqual([]);

  // The cash game again: My Profile, then straight back to the game.
  await page.goto('/?game_code=SPB02001');
  await dialog.getByRole('link', { name: 'Open My Profile' }).click();
  await expect(page.getByTestId('profile-return')).toBeVisible();
  await page.getByLabel('Birthday').fill('1990-05-17');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByRole('button', { name: 'Save details' }).click();
  // Through the lobby's launcher (/?game_code=…) to the game page itself.
  await expect(page).toHaveURL(/\/play\/SPB02001$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Aviator' })).toBeVisible();
  await expect(page.getByTestId('practice-badge')).toHaveCount(0);
  await shoot(page, testInfo, 'walk-back-in-game');
});

test('a visitor opening a game page directly is asked to log in, for that game', async ({ page }) => {
  await page.goto('/play/SPB02010');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/\?game_code=SPB02010$/);
});
