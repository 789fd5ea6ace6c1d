import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { fundThroughWalletApi, launchThroughLobby } from './house-launch';
import { login, openAs, shoot } from './support';

// Dragon Tiger and Baccarat as a new player tries them from the lobby: chips on the spots, the deal, the
// result; then the balance, /game-history and /history agree and the verify page deals the round again
// from the revealed shoe seed. Run with the short card timings of scripts/e2e-server.mjs (the cut card
// right after the first cards, so every shoe is one hand long and its seed is revealed at once).

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Waits for a betting window with time left, puts chips on the spots and places them. */
async function playHand(page: Page, testInfo: TestInfo, name: string, chips: [number, string][]) {
  const status = page.getByTestId('card-status');
  const secondsLeft = async () => {
    const text = (await status.textContent()) ?? '';
    const match = /(\d+) s/.exec(text);
    return match ? Number(match[1]) : 0;
  };
  await expect(status).toContainText('Place your bets', { timeout: 60_000 });
  // A loaded CI box took over 3 s to put two chips down and place them: bet with 6 s or more left.
  if ((await secondsLeft()) < 6) {
    await expect(status).not.toContainText('Place your bets', { timeout: 30_000 });
    await expect(status).toContainText('Place your bets', { timeout: 30_000 });
  }
  for (const [chip, spot] of chips) {
    await page.getByRole('radio', { name: String(chip), exact: true }).click();
    await page.getByTestId(`spot-${spot}`).click();
  }
  await shoot(page, testInfo, `${name}-chips`);
  await page.getByTestId('place-bets').click();
  await expect(page.getByTestId('my-card-bets').locator('li')).toHaveCount(chips.length);
  await expect(status).toContainText('dealing', { timeout: 30_000 });
  await expect(status).toContainText(/wins|Tie/, { timeout: 30_000 });
  await expect(page.getByTestId('my-card-bets')).toContainText('→', { timeout: 10_000 });
  // The result stays up for the pause between hands (HOUSE_CARDS_PAUSE_MS).
  if (name.includes('baccarat')) await expect(page.getByTestId('total-player')).toBeVisible();
  await shoot(page, testInfo, `${name}-result`);
}

test.describe('house card tables', () => {
  test('dragon tiger and baccarat from the lobby, history and a verified round', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const player = await login(request);
    await fundThroughWalletApi(request, player, `cards-${testInfo.project.name}-${Date.now()}`, 'SPB02030');

    await openAs(page, player, '/healthz');
    await launchThroughLobby(page, 'SPB02030');
    const tableUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Dragon Tiger' })).toBeVisible();
    await expect(page.getByTestId('play-balance')).toHaveText('₹1,000');
    await playHand(page, testInfo, 'house-dragon-tiger', [
      [100, 'dragon'],
      [10, 'tie'],
    ]);
    await expect(page.getByTestId('bead').last()).toBeVisible();

    await launchThroughLobby(page, 'SPB02031');
    await expect(page.getByRole('heading', { name: 'Baccarat' })).toBeVisible();
    await playHand(page, testInfo, 'house-baccarat', [
      [100, 'banker'],
      [50, 'player'],
    ]);
    // The header follows the wallet's answers; give the last credit a moment to arrive.
    const history = (await (
      await request.post('/api/game-history', {
        headers: { authorization: `Bearer ${player.token}` },
        data: { operator_id: player.operator_id, player_id: player.player_id, page: 1 },
      })
    ).json()) as { total: number; data: { stake: number; payout: number | null; status: string }[] };
    expect(history.total).toBe(4);
    expect(history.data.every((row) => row.status === 'won' || row.status === 'lost')).toBe(true);
    const net = history.data.reduce((sum, row) => sum - row.stake + (row.payout ?? 0), 0);
    await page.reload();
    await expect
      .poll(async () => rupees((await page.getByTestId('play-balance').textContent()) ?? ''))
      .toBeCloseTo(1000 + net, 2);

    // /game-history lists the four bets; /history the game debits of both tables.
    await page.goto('/game-history');
    const rows = page.getByTestId('game-history').locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(page.getByTestId('game-history')).toContainText('Banker');
    await shoot(page, testInfo, 'house-cards-game-history');
    await page.goto('/history?filter=game');
    await expect(page.getByRole('table')).toContainText('Baccarat Punto Banco');
    await expect(page.getByRole('table')).toContainText('Dragon Tiger Shoe');

    // The newest round (baccarat) is dealt again in the browser from its shoe seed.
    await page.goto('/game-history');
    await rows
      .getByRole('link', { name: /Verify/ })
      .first()
      .click();
    await expect(page.getByTestId('card-verify')).toBeVisible();
    await page.getByRole('button', { name: 'Shuffle the shoe and deal' }).click();
    await expect(page.getByTestId('verify-result')).toContainText('same as in the game');
    await expect(page.getByTestId('verify-result')).not.toContainText('No');
    await shoot(page, testInfo, 'house-cards-verify');

    // In Hindi.
    await page.evaluate(() => localStorage.setItem('khelo.language', 'hd'));
    await page.goto(tableUrl);
    await expect(page.getByRole('heading', { name: 'ड्रैगन टाइगर' })).toBeVisible();
    await expect(page.getByTestId('spot-dragon')).toContainText('ड्रैगन');
    await shoot(page, testInfo, 'house-dragon-tiger-hd');
  });

  test('the table says so when it cannot load, and retries', async ({ page, request }, testInfo) => {
    const player = await login(request);
    await fundThroughWalletApi(
      request,
      player,
      `cards-error-${testInfo.project.name}-${Date.now()}`,
      'SPB02031',
    );
    // The table's state fails; then the server is back but holds its answers until the player has pressed
    // Try again, so that a round event or the poll cannot load the table before the press.
    let mode: 'failing' | 'holding' = 'failing';
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/house/cards/SPB02031/state**', async (route) => {
      if (mode === 'failing') return route.fulfill({ status: 503, body: '{"status":0,"message":"down"}' });
      await released;
      // A request the page gave up meanwhile cannot go on.
      await route.fallback().catch(() => undefined);
    });
    await openAs(page, player, '/healthz');
    await launchThroughLobby(page, 'SPB02031');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be loaded', { ignoreCase: true });
    await shoot(page, testInfo, 'house-cards-error');
    // Another failed refetch (a round event or the poll) keeps the error and its button up.
    const failedAgain = page.waitForResponse(
      (response) => response.url().includes('/house/cards/SPB02031/state') && response.status() === 503,
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await failedAgain;
    await expect(alert).toContainText('could not be loaded', { ignoreCase: true });
    mode = 'holding';
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByTestId('spot-banker')).toBeVisible();
    await expect(alert).toBeHidden();
  });
});
