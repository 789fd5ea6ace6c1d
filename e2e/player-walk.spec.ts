import { expect, test, type Page } from '@playwright/test';
import { fundThroughWalletApi, launchThroughLobby } from './house-launch';
import { login, openAs, shoot, type Login } from './support';

// A new player's first game, as issue 18's walk met it: a tap on the Aviator tile (not its button) is
// refused for the missing birthday; the refusal offers free practice right there; the practice page keeps
// its launch token out of the address bar and survives a reload; My Profile then brings the player back to
// the cash game once the details are saved. A visitor opening the game's address directly gets the login.

/** For steps that wait on the server: a shared CI machine under load answers in seconds, not at once. */
const slow = expect.configure({ timeout: 15_000 });

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
  await slow(dialog).toContainText('add your birthday');
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
  await slow(page.getByTestId('play-balance')).toContainText('chips');
  await expect(page).toHaveURL(/\/play\/SPB02001\?mode=practice$/);
  expect(launches).toEqual([]);

  // The cash game again: My Profile, then straight back to the game.
  await page.goto('/?game_code=SPB02001');
  await dialog.getByRole('link', { name: 'Open My Profile' }).click();
  await slow(page.getByTestId('profile-return')).toBeVisible();
  await page.getByLabel('Birthday').fill('17/05/1990');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByRole('button', { name: 'Save details' }).click();
  // Through the lobby's launcher (/?game_code=…) to the game page itself.
  await expect(page).toHaveURL(/\/play\/SPB02001$/, { timeout: 20_000 });
  await slow(page.getByRole('heading', { level: 1, name: 'Aviator' })).toBeVisible();
  await expect(page.getByTestId('practice-badge')).toHaveCount(0);
  await shoot(page, testInfo, 'walk-back-in-game');
});

test('a visitor opening a game page directly is asked to log in, for that game', async ({ page }) => {
  await page.goto('/play/SPB02010');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/\?game_code=SPB02010$/);
});

test('a cash-out in Aviator is told once, not again by the wallet notice of the same win', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const player = await login(request);
  await fundThroughWalletApi(request, player, `toast-${testInfo.project.name}-${Date.now()}`, 'SPB02001');
  // The ledger's notice of the win reaches the player's socket as a frame naming its type.
  const credited = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"game_credit"')) resolve();
      }),
    );
  });
  await openAs(page, player, '/healthz');
  await launchThroughLobby(page, 'SPB02001');
  // Every toast the page shows, recorded as it appears: a toast lives 3 s, which a loaded machine can spend
  // before the test looks, so the count cannot rest on what is still on screen.
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = shown;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const added = node.matches('[data-sonner-toast]')
            ? [node]
            : [...node.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
          for (const toast of added) shown.push(toast.textContent ?? '');
        }
    }).observe(document.body, { childList: true, subtree: true });
  });

  const flight = page.getByTestId('flight');
  const slot = page.getByTestId('bet-panel-1');
  // A quick finger: the page taps Cash out the moment it shows (a tap from the test, on a loaded machine,
  // came seconds late and met the crash round after round).
  await slot.waitFor();
  await page.evaluate(() => {
    const panel = document.querySelector('[data-testid="bet-panel-1"]')!;
    new MutationObserver(() => {
      const button = panel.querySelector<HTMLButtonElement>('.bet-action--cashout:not([disabled])');
      if (!button || button.dataset.tapped) return;
      button.dataset.tapped = '1';
      button.click();
    }).observe(panel, { childList: true, subtree: true });
  });
  let cashedOut = false;
  for (let round = 0; round < 8 && !cashedOut; round++) {
    await expect(flight).toHaveAttribute('data-phase', 'betting', { timeout: 60_000 });
    // The toasts of this round only (a bet refused as the window closed toasts too).
    await page.evaluate(() => {
      (window as unknown as { shownToasts: string[] }).shownToasts.length = 0;
    });
    await slot.getByRole('button', { name: /^Bet/ }).click();
    // Cashed out or flown away, or the bet refused as the window closed: then the next round.
    const outcome = slot.getByText(/Cashed out at|flew away/i);
    const missed = slot.getByRole('button', { name: /Wait for next round/ });
    await expect(outcome.or(missed)).toBeVisible({ timeout: 60_000 });
    cashedOut = await slot.getByText(/Cashed out at/).isVisible();
  }
  expect(cashedOut, 'one of eight rounds was cashed out before the crash').toBe(true);

  // The game's own toast; held open (sonner pauses on hover) for the screenshot if a loaded machine left it up.
  const toasts = page.locator('[data-sonner-toast]');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts))
    .toContainEqual(expect.stringContaining('Cashed out'));
  await toasts
    .first()
    .hover({ timeout: 5_000 })
    .catch(() => undefined);
  await shoot(page, testInfo, 'walk-cash-out-toast');
  await credited;
  // A socket message is handled before the next frames are painted; then no second toast may have shown.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shown = await page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
  expect(shown).toEqual([expect.stringContaining('Cashed out')]);
});
