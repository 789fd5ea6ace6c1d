import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fundThroughWalletApi, launchThroughLobby } from './house-launch';
import { login, openAs, shoot, type Login } from './support';

// European roulette and Mines as a new player tries them, from the lobby: a table of bets on one spin,
// then two Mines rounds; the balance, /game-history and /history agree, and a round of each game verifies
// on the public page. Fast spins: scripts/e2e-server.mjs sets HOUSE_ROULETTE_* (docs/house-games.md).

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

interface HistoryRow {
  game_code: string;
  stake: number;
  payout: number | null;
  status: string;
  round_id: number;
  verifiable: boolean;
}

async function historyOf(request: APIRequestContext, player: Login) {
  const response = await request.post('/api/game-history', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { operator_id: player.operator_id, player_id: player.player_id, page: 1 },
  });
  return ((await response.json()) as { data: HistoryRow[] }).data;
}

/** Plays one Mines round: start, open tiles from the top left until a mine or `safeWanted` gems, cash out. */
async function playMines(page: Page, mines: number, safeWanted: number) {
  await page.getByTestId('mines-count').selectOption(String(mines));
  await page.getByTestId('mines-start').click();
  await expect(page.getByTestId('mines-fair')).toContainText('SHA-256');
  const grid = page.getByTestId('mines-grid');
  for (let tile = 0, safe = 0; tile < 25 && safe < safeWanted; tile++) {
    await grid.locator(`[data-tile="${tile}"]`).click();
    const state = grid.locator(`[data-tile="${tile}"]`);
    await expect(state).not.toHaveAttribute('data-state', 'closed');
    if ((await state.getAttribute('data-state')) !== 'gem') return;
    safe++;
    if (!(await page.getByTestId('mines-cashout').isVisible())) return;
  }
  await page.getByTestId('mines-cashout').click();
}

test.describe('house wheel games', () => {
  test('european roulette and mines from the lobby, game history, /history and verified rounds', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const player = await login(request);
    await fundThroughWalletApi(request, player, `wheel-${testInfo.project.name}-${Date.now()}`, 'SPB02020');
    await openAs(page, player, '/healthz');

    // European roulette: chips on a number, a split, a corner, red and a dozen (then undo the dozen).
    await launchThroughLobby(page, 'SPB02020');
    const rouletteUrl = page.url();
    await expect(page.getByRole('heading', { name: 'European Roulette' })).toBeVisible();
    await expect(page.getByTestId('play-balance')).toHaveText('₹1,000');
    const phase = page.getByTestId('roulette-phase');
    await expect(phase).toHaveText('Place your bets', { timeout: 30_000 });
    // Bet early in a window: a tap as it closes lands on a disabled table.
    if (Number(await page.getByRole('timer').textContent()) < 9) {
      await expect(phase).not.toHaveText('Place your bets', { timeout: 15_000 });
      await expect(phase).toHaveText('Place your bets', { timeout: 30_000 });
    }
    await page.getByRole('radio', { name: '₹50', exact: true }).click();
    for (const bet of ['straight:17', 'split:17-20', 'corner:1-2-4-5', 'red', 'dozen:2']) {
      await page.locator(`[data-bet="${bet}"]`).click();
      await expect(page.locator(`[data-bet="${bet}"] .roulette-chip`)).toHaveText('₹50');
    }
    await page.getByRole('button', { name: 'Undo' }).click();
    await shoot(page, testInfo, 'house-roulette-chips');
    await page.getByRole('button', { name: /^Place bets/ }).click();
    await expect(page.getByText('Bets placed. Good luck!')).toBeVisible();
    await expect(page.getByTestId('roulette-my-bets').locator('li')).toHaveCount(4);
    await expect(page.getByTestId('play-balance')).toHaveText('₹800');
    await expect(page.getByTestId('roulette-won')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('roulette-result').locator('.roulette-ball')).toBeVisible();
    // Nothing wider than the screen, however many numbers the recent list holds.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The result and the table in sight together: at 1366 × 800 without scrolling; on a phone the wheel
    // stays pinned above the table the player scrolled to.
    const board = page.locator('.roulette-board');
    if (testInfo.project.name === 'desktop') {
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole('button', { name: /^Place bets/ })).toBeInViewport({ ratio: 1 });
      await expect(board).toBeInViewport({ ratio: 1 });
    } else {
      await board.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      // The whole table between the pinned bar and the bottom of the screen; scrolling snaps to device
      // pixels, so its edge may sit a fraction of a pixel past the screen.
      const edges = async () => {
        const bar = (await page.locator('.roulette__head').boundingBox())!;
        const table = (await board.boundingBox())!;
        return {
          underBar: table.y >= bar.y + bar.height,
          onScreen: table.y + table.height <= page.viewportSize()!.height + 1,
        };
      };
      await expect.poll(edges).toEqual({ underBar: true, onScreen: true });
    }
    await expect(page.getByTestId('roulette-wheel')).toBeInViewport({ ratio: 1 });
    await shoot(page, testInfo, 'house-roulette-result');

    // Mines: a 3-mine round cashed out after two gems (or lost on a mine), then a 24-mine round.
    await launchThroughLobby(page, 'SPB02010');
    const minesUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Mines' })).toBeVisible();
    await expect(page.getByText('House edge 1 %')).toBeVisible();
    await shoot(page, testInfo, 'house-mines-setup');
    await playMines(page, 3, 2);
    await expect(page.getByTestId('mines-status')).toContainText(/You won|Boom/);
    await expect(
      page.getByTestId('mines-grid').locator('[data-state="mine"], [data-state="hit"]'),
    ).toHaveCount(3);
    await shoot(page, testInfo, 'house-mines-over');
    await playMines(page, 24, 1);
    await expect(
      page.getByTestId('mines-grid').locator('[data-state="mine"], [data-state="hit"]'),
    ).toHaveCount(24);
    await shoot(page, testInfo, 'house-mines-second');
    const balance = rupees((await page.getByTestId('play-balance').textContent())!);

    // The balance is the deposit less the stakes plus the payouts of every bet in /game-history.
    const rows = await historyOf(request, player);
    expect(rows.map((row) => row.game_code).sort()).toEqual(['SPB02010', 'SPB02010', 'SPB02020']);
    expect(rows.every((row) => row.verifiable)).toBe(true);
    const net = rows.reduce((sum, row) => sum - row.stake + (row.payout ?? 0), 0);
    expect(balance).toBeCloseTo(1000 + net, 2);

    await page.goto('/game-history');
    const table = page.getByTestId('game-history');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table).toContainText('European Roulette');
    await expect(table).toContainText('Straight 17');
    await expect(table).toContainText('3 mines');
    await shoot(page, testInfo, 'house-wheel-history');

    await page.goto('/history?filter=game');
    await expect(page.getByRole('table')).toContainText('European Roulette');
    await expect(page.getByRole('table')).toContainText('Mines');

    // A round of each game verifies in the browser.
    for (const gameCode of ['SPB02020', 'SPB02010']) {
      const row = rows.find((item) => item.game_code === gameCode)!;
      await page.goto(`/provably-fair?round=${row.round_id}`);
      await expect(page.locator('select')).toHaveValue(gameCode === 'SPB02020' ? 'roulette' : 'mines');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(page.getByTestId('verify-result')).toContainText('same as in the game');
      await expect(page.getByTestId('verify-result')).not.toContainText('No');
      await shoot(page, testInfo, `house-verify-${gameCode === 'SPB02020' ? 'roulette' : 'mines'}`);
    }

    // In Hindi.
    await page.evaluate(() => localStorage.setItem('khelo.language', 'hd'));
    await page.goto(rouletteUrl);
    await expect(page.getByRole('heading', { name: 'यूरोपियन रूलेट' })).toBeVisible();
    await shoot(page, testInfo, 'house-roulette-hd');
    await page.goto(minesUrl);
    await expect(page.getByRole('heading', { name: 'माइंस' })).toBeVisible();
    await shoot(page, testInfo, 'house-mines-hd');
  });

  test('zoo roulette: a practice bet from the lobby at phone width, settled by the spin', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'practice plays at phone width');
    test.setTimeout(90_000);
    const player = await login(request);
    await openAs(page, player, '/healthz');
    await launchThroughLobby(page, 'RRL06002', 'practice');
    await expect(page.getByRole('heading', { name: 'Zoo Roulette' })).toBeVisible();
    await expect(page.getByTestId('practice-badge')).toBeVisible();
    const phase = page.getByTestId('zoo-phase');
    await expect(phase).toHaveText('Place your bets', { timeout: 20_000 });
    if (Number(await page.getByRole('timer').textContent()) < 9) {
      await expect(phase).not.toHaveText('Place your bets', { timeout: 10_000 });
      await expect(phase).toHaveText('Place your bets', { timeout: 15_000 });
    }
    // Beasts and birds: one of them wins unless a shark comes (2 sectors in 50).
    await page.getByRole('radio', { name: '50', exact: true }).click();
    await page.getByTestId('zoo-spot-beasts').click();
    await page.getByTestId('zoo-spot-birds').click();
    await page.getByTestId('zoo-spot-lion').click();
    await expect(page.getByTestId('zoo-spot-beasts')).toContainText('50');
    await page.getByTestId('zoo-place').click();
    await expect(page.getByText('Bets placed. Good luck!')).toBeVisible();
    await expect(page.getByTestId('zoo-my-bets').locator('li')).toHaveCount(3);
    await shoot(page, testInfo, 'house-zoo-bets');
    await expect(page.getByTestId('zoo-won')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('zoo-result')).not.toBeEmpty();
    await expect(page.getByTestId('zoo-recent').locator('li').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, testInfo, 'house-zoo-result');
    await page.evaluate(() => localStorage.setItem('khelo.language', 'hd'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'ज़ू रूलेट' })).toBeVisible();
    await expect(page.getByTestId('zoo-spot-birds')).toContainText('पक्षी');
    await shoot(page, testInfo, 'house-zoo-hd');
  });
});
