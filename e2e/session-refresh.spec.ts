import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { locale, login, openAs, text } from './support';

// A refresh that meets a network problem keeps the player logged in (ADR 019), in the browser as a player
// meets it: the network goes off while the session guard refreshes, and comes back; then the answer of a
// refresh is lost after the server rotated the authToken (a reload or a dropped connection at that moment),
// and the retry gets the same successor within the server's 30-second grace.

const en = locale('en');

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);

/** Makes the session guard refresh on the next page the player opens (its last check is long past). */
const refreshDue = (page: Page) =>
  page.evaluate(() => sessionStorage.setItem('lastRefreshed', JSON.stringify({ timestamp: 0 })));

/** In-app navigation (no reload), as a tap on the header's logo (home) or account link (My Profile). */
const tap = (page: Page, selector: string) =>
  page.evaluate((target) => document.querySelector<HTMLAnchorElement>(target)!.click(), selector);
const goHome = (page: Page) => tap(page, 'header a.site-header__brand');
const goProfile = (page: Page) => tap(page, 'header a.user-summary');

/**
 * A screenshot of the page as it is: Playwright's own waits for web fonts, which cannot load offline (nor
 * right after, on this page); Chromium's DevTools protocol takes the picture at once.
 */
async function shootAsIs(page: Page, testInfo: TestInfo, name: string) {
  const session = await page.context().newCDPSession(page);
  const { data } = await session.send('Page.captureScreenshot', { format: 'png' });
  const dir = path.join(import.meta.dirname, '.artifacts/screenshots');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}-${testInfo.project.name}.png`), Buffer.from(data, 'base64'));
}

test('the network goes off during a refresh and comes back: the player stays logged in', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000); // three refreshes, one after a 1-second back-off
  const player = await login(request);
  await openAs(page, player, '/info');
  const name = page.getByRole('banner').getByTestId('user-name');
  await expect(name).toHaveText(player.display_name);
  await expect.poll(() => stored(page, 'authToken')).not.toBe(player.authToken); // the first visit's refresh
  // Both pages once while online, so that their code is loaded; and the toaster (sonner is fetched after
  // the page's load, which a loaded machine can hold back past the network going off).
  await goHome(page);
  await expect(page).toHaveURL(/\/$/);
  await goProfile(page);
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();

  // The connection drops while the refresh is on its way.
  await page.route(
    '**/auth/game/token',
    async (route) => {
      // The request fails as the connection drops (switching off inside the handler would hold it).
      await route.abort('internetdisconnected');
      await page.context().setOffline(true);
    },
    { times: 1 },
  );
  await refreshDue(page);
  const attempted = page.waitForRequest((request) => request.url().includes('/auth/game/token'));
  await goHome(page);
  await attempted;
  await expect(page.getByText(text(en, 'session.reconnecting'))).toBeVisible();
  await expect(name).toHaveText(player.display_name);
  const kept = await stored(page, 'authToken');
  expect(kept).not.toBeNull();
  expect(await stored(page, 'playerId')).toBe(player.player_id);
  await expect(page.getByText(text(en, 'session.networkError'))).toHaveCount(0);
  await shootAsIs(page, testInfo, 'session-refresh-offline');

  // Back online: the retry goes out at once and the new tokens are stored.
  const answered = page.waitForResponse((response) => response.url().includes('/auth/game/token'));
  await page.context().setOffline(false);
  expect((await answered).status()).toBe(200);
  await expect.poll(() => stored(page, 'authToken')).not.toBe(kept);
  await expect(name).toHaveText(player.display_name);
  await expect(page).toHaveURL(/\/$/);
  await shootAsIs(page, testInfo, 'session-refresh-back-online');

  // The server rotated, but its answer never arrived: the retry presents the old authToken again.
  const old = await stored(page, 'authToken');
  let successor: string | null = null;
  await page.route(
    '**/auth/game/token',
    async (route) => {
      const response = await route.fetch();
      successor = ((await response.json()) as { authToken: string }).authToken;
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await refreshDue(page);
  await goProfile(page);
  await expect.poll(() => stored(page, 'authToken'), { timeout: 10_000 }).not.toBe(old);
  expect(successor).not.toBeNull();
  expect(await stored(page, 'authToken')).toBe(successor); // the grace answered the same successor
  await expect(name).toHaveText(player.display_name);

  // And the session is alive on the server: a player call with the stored token works.
  const token = (await stored(page, 'token')) as string;
  const profile = await request.post('/api/bonus/summary', {
    headers: { authorization: `Bearer ${token}` },
    data: { operator_id: player.operator_id, player_id: player.player_id },
  });
  expect(profile.status()).toBe(200);
});
