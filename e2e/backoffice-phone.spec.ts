import { expect, test } from '@playwright/test';
import { fundThroughWalletApi } from './house-launch';
import { login, shoot, staffLogin } from './support';

// The back office on a phone (390 px): the ledger's filters wrap, the page never scrolls sideways, and the
// wide table scrolls inside its own box to its last column.

test.use({ viewport: { width: 390, height: 844 } });

test('the ledger at 390 px: no sideways page scroll, the table scrolls in its box', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const player = await login(request);
  await fundThroughWalletApi(request, player, `bo-phone-${testInfo.project.name}-${Date.now()}`, 'SPB02001');
  const token = await staffLogin(request, 'admin');
  const me = (await (
    await request.get('/staff/auth/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { staff: unknown };
  // The session the login page stores (features/backoffice/staff-session.ts).
  await page.addInitScript(
    ({ token, staff }) =>
      sessionStorage.setItem(
        'khelo.staff',
        JSON.stringify({ token, staff, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
      ),
    { token, staff: me.staff },
  );

  for (const language of ['en', 'hd'] as const) {
    await page
      .evaluate((lng) => localStorage.setItem('khelo.language', lng), language)
      .catch(() => undefined);
    await page.goto('/backoffice/ledger');
    const table = page.locator('.bo-table-wrap');
    await expect(table.getByRole('cell', { name: 'game_credit' }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    const reference = table.getByRole('columnheader').last();
    await expect(reference).not.toBeInViewport();
    await reference.scrollIntoViewIfNeeded();
    await expect(reference).toBeInViewport();
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await shoot(page, testInfo, `backoffice-ledger-390-${language}`);
  }
});
