import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { cashReady, shoot, login, type Login, openAs } from './support';

// /history as a new player sees it: log in through the API, launch Aviator, let the "provider" post bets,
// wins and a refund through the signed wallet-api, then read the transactions page in both languages.

const history = (lng: 'en' | 'hd') =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../apps/web/public/locales', lng, 'history.json'),
      'utf8',
    ),
  ) as {
    empty: string;
    noData: string;
    filters: { all: string; bonus: string; game: string };
    pager: { next: string };
    types: { rollback: string; game_credit: string };
  };
const en = history('en');
const hd = history('hd');

/** A provider on the other side of wallet-api: signs every body with its secret. */
async function provider(request: APIRequestContext, player: Login) {
  await cashReady(request, player);
  const launched = await request.post('/api/game-launch', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { game_code: 'SPB02001' },
  });
  expect(launched.status()).toBe(200);
  const { token } = (await launched.json()) as { token: string };
  const { secret } = (await (await request.get('/sandbox/wallet-providers/SPB')).json()) as {
    secret: string;
  };
  let sequence = 0;
  return async (kind: 'debit' | 'credit' | 'rollback', fields: Record<string, unknown>) => {
    sequence += 1;
    const body = JSON.stringify({
      request_id: `e2e-${sequence}`,
      token,
      game_code: 'SPB02001',
      round_id: String(1000 + Math.ceil(sequence / 2)),
      ...(kind === 'rollback' ? {} : { currency: 'INR' }),
      ...fields,
    });
    const response = await request.post(`/wallet-api/${kind}`, {
      headers: {
        'content-type': 'application/json',
        'x-provider-code': 'SPB',
        'x-signature': createHmac('sha256', secret).update(body).digest('hex'),
      },
      data: body,
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { balance: number };
  };
}

test.describe('View Transactions (/history)', () => {
  test('a player with game transactions sees them paged, coloured and filtered', async ({
    page,
    request,
  }, testInfo) => {
    const player = await login(request);
    const wallet = await provider(request, player);
    const prefix = `${testInfo.project.name}-${Date.now()}`;
    await wallet('credit', { transaction_id: `${prefix}-w0`, amount: 500 });
    for (let round = 1; round <= 6; round += 1) {
      await wallet('debit', { transaction_id: `${prefix}-b${round}`, amount: 25 + round });
      if (round % 2 === 0)
        await wallet('credit', { transaction_id: `${prefix}-w${round}`, amount: 40.5 * round });
    }
    await wallet('debit', { transaction_id: `${prefix}-b7`, amount: 15 });
    const last = await wallet('rollback', {
      transaction_id: `${prefix}-rb7`,
      reference_transaction_id: `${prefix}-b7`,
    });
    // 1 + 6 + 3 + 1 + 1 = 12 rows: two pages.

    await openAs(page, player, '/history');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    // Newest first: the refund (green), then the bet it refunded (red, with a minus).
    const first = table.locator('tbody tr').nth(0);
    await expect(first).toContainText(en.types.rollback);
    await expect(first.locator('.history-amount')).toHaveText('₹15.00');
    await expect(first.locator('.history-amount')).toHaveCSS('color', 'rgb(34, 197, 94)');
    const bet = table.locator('tbody tr').nth(1);
    await expect(bet.locator('.history-amount')).toHaveText('−₹15.00');
    await expect(bet.locator('.history-amount')).toHaveCSS('color', 'rgb(244, 63, 94)');
    expect(last.balance).toBeGreaterThan(0);
    await shoot(page, testInfo, 'history-en');

    await page.getByRole('button', { name: en.pager.next }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(page).toHaveURL(/\/history\?page=2$/);
    await shoot(page, testInfo, 'history-page-2-en');

    await page.getByRole('button', { name: en.filters.bonus }).click();
    await expect(page.locator('.history-state__text')).toHaveText(en.noData);
    await shoot(page, testInfo, 'history-no-data-en');

    await page.getByRole('button', { name: en.filters.game }).click();
    await expect(table.locator('tbody tr')).toHaveCount(10);
  });

  test('a new player sees the empty state, in Hindi too', async ({ page, request }, testInfo) => {
    const player = await login(request);
    await openAs(page, player, '/history');
    await expect(page.getByText(en.empty)).toBeVisible();
    await shoot(page, testInfo, 'history-empty-en');

    const wallet = await provider(request, player);
    await wallet('credit', { transaction_id: `${testInfo.project.name}-${Date.now()}-win`, amount: 1250.75 });
    await openAs(page, player, '/history', 'hd');
    await expect(page.getByRole('button', { name: hd.filters.all })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table')).toContainText(hd.types.game_credit);
    await expect(page.getByRole('table').locator('.history-amount')).toHaveText('₹1,250.75');
    await shoot(page, testInfo, 'history-hd');
  });
});
