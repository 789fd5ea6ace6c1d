import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cashReady, type Login } from './support';

// Launching a house game as a player does, and funding the player through the signed wallet-api (as a
// provider's promotion would post it). Used by every house-game spec.

/** A welcome credit of ₹1,000 through the signed wallet-api. */
export async function fundThroughWalletApi(
  request: APIRequestContext,
  player: Login,
  prefix: string,
  gameCode: string,
) {
  // Cash play needs an adult with a state on the profile (docs/compliance.md).
  await cashReady(request, player);
  const launched = await request.post('/api/game-launch', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { game_code: gameCode },
  });
  expect(launched.status(), await launched.text()).toBe(200);
  const { token } = (await launched.json()) as { token: string };
  const { secret } = (await (await request.get('/sandbox/wallet-providers/SPB')).json()) as {
    secret: string;
  };
  const body = JSON.stringify({
    request_id: `${prefix}-fund`,
    token,
    game_code: gameCode,
    transaction_id: `${prefix}-fund`,
    round_id: 'welcome',
    amount: 1000,
    currency: 'INR',
  });
  const response = await request.post('/wallet-api/credit', {
    headers: {
      'content-type': 'application/json',
      'x-provider-code': 'SPB',
      'x-signature': createHmac('sha256', secret).update(body).digest('hex'),
    },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Opens the lobby, lets the session guard finish its token refresh, then launches through ?game_code.
 * (Launching on the very load that refreshes can navigate away before the rotated refresh token is stored.)
 */
export async function launchThroughLobby(page: Page, gameCode: string, mode: 'cash' | 'practice' = 'cash') {
  const refreshed = page
    .waitForResponse((response) => response.url().includes('/auth/game/token'), { timeout: 5_000 })
    .catch(() => null);
  const before = await page.evaluate(() => localStorage.getItem('authToken'));
  await page.goto('/');
  if (await refreshed)
    await page.waitForFunction((old) => localStorage.getItem('authToken') !== old, before, {
      timeout: 5_000,
    });
  await page.goto(`/?game_code=${gameCode}${mode === 'practice' ? '&mode=practice' : ''}`);
  await page.waitForURL(new RegExp(`/play/${gameCode}\\?`), { timeout: 20_000 });
}
