import { expect, test, type APIRequestContext } from '@playwright/test';
import { fundThroughWalletApi } from './house-launch';
import { login, openAs, shoot, type Login } from './support';
import { words } from './tables-support';

// Tambola from the lobby (issue 23): buy two tickets before the start, watch the numbers daub the tickets,
// the server claims the prizes (auto-claim), and the balance follows. Desktop plays cash in English; the
// phone plays practice chips in Hindi (a separate game, so the two projects never share a prize). Short
// games: scripts/e2e-server.mjs sets TAMBOLA_* (docs/ludo-and-tambola.md).

const TAMBOLA = 'MZ010021';
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function tambolaRow(request: APIRequestContext, player: Login) {
  const response = await request.post('/api/game-history', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { operator_id: player.operator_id, player_id: player.player_id, page: 1 },
  });
  const rows = (
    (await response.json()) as {
      data: { game_code: string; stake: number; payout: number | null; mode: string; status: string }[];
    }
  ).data;
  return rows.find((row) => row.game_code === TAMBOLA) ?? null;
}

test('tambola: buy tickets, auto-daub, prizes claimed for the player, the balance', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name === 'phone';
  const lng = phone ? 'hd' : 'en';
  const w = (key: string, values: Record<string, string | number> = {}) => words(lng, 'tambola', key, values);
  const player = await login(request);
  if (!phone) await fundThroughWalletApi(request, player, `tambola-${Date.now()}`, 'SPB02020');
  await openAs(page, player, '/healthz', lng);
  await page.goto(phone ? `/?game_code=${TAMBOLA}&mode=practice` : `/?game_code=${TAMBOLA}`);
  await page.waitForURL(new RegExp(`/play/${TAMBOLA}\\?`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: words(lng, 'games', 'tambola.title') })).toBeVisible();

  // Tickets are sold until the first call: wait for a game on sale (one may be being called).
  const status = page.getByTestId('tambola-status');
  // A game on sale with time left to buy (one near its first number may close under the click).
  const countdown = page.getByTestId('tambola-countdown');
  await expect
    .poll(
      async () =>
        (await status.getAttribute('data-phase')) === 'betting' && amount(await countdown.innerText()) >= 3,
      { timeout: 45_000 },
    )
    .toBe(true);
  const before = amount(await page.getByTestId('play-balance').innerText());
  await page.getByRole('button', { name: w('buy.more') }).click();
  await expect(page.getByTestId('tambola-count')).toHaveText('2');
  await page.getByTestId('tambola-buy').click();
  await expect(page.getByTestId('tambola-ticket')).toHaveCount(2);
  await expect.poll(async () => amount(await page.getByTestId('play-balance').innerText())).toBe(before - 20);
  await shoot(page, testInfo, `tambola-bought-${lng}`);

  // The calls daub the tickets by themselves.
  await expect(status).toHaveAttribute('data-phase', 'running', { timeout: 15_000 });
  await expect(page.getByTestId('tambola-ticket').locator('[data-daubed="true"]').first()).toBeVisible({
    timeout: 15_000,
  });
  await shoot(page, testInfo, `tambola-calling-${lng}`);

  // The player is alone in the game with auto-claim on: every prize is theirs.
  await expect(status).toHaveAttribute('data-phase', 'settled', { timeout: 40_000 });
  await expect(page.getByTestId('tambola-my-win').first()).toBeVisible();
  await expect(page.getByTestId('tambola-prize-full-house').getByTestId('tambola-my-win')).toBeVisible();
  await shoot(page, testInfo, `tambola-over-${lng}`);
  let row: Awaited<ReturnType<typeof tambolaRow>> = null;
  await expect
    .poll(async () => {
      row = await tambolaRow(request, player);
      return row?.status;
    })
    .toBe('won');
  expect(row!.stake).toBe(20);
  expect(row!.mode).toBe(phone ? 'practice' : 'real');
  expect(row!.payout).toBe(18);
  await expect
    .poll(async () => amount(await page.getByTestId('play-balance').innerText()))
    .toBe(before - 20 + 18);

  // /game-history lists the two tickets; the verify page rebuilds the calls and the tickets from the seed.
  await page.goto('/game-history');
  const historyRow = page
    .getByRole('row')
    .filter({ hasText: words(lng, 'games', 'tambola.title') })
    .first();
  await expect(historyRow).toContainText(
    words(lng, 'games', 'tambola.tickets', { count: 2, list: '' }).trim(),
  );
  await expect(historyRow).toContainText(words(lng, 'games', 'tambola.prizes.full-house'));
  await historyRow.getByRole('link').click();
  const verify = page.getByTestId('tambola-verify');
  await expect(verify).toBeVisible();
  await expect(verify.locator('.verify__ok')).toHaveCount(2);
  await expect(verify.locator('.tambola-ticket')).toHaveCount(2);
  await shoot(page, testInfo, `tambola-verify-${lng}`);
});
