import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { LudoView } from '../packages/games/src/ludo/state';
import type { TableSnapshot } from '../packages/contracts/src/tables';
import { fundThroughWalletApi } from './house-launch';
import { login, openAs, prepareSession, type Login } from './support';
import { seatSnapshot, shootSettled, words } from './tables-support';

// Issue 23, Ludo: a visitor opens Ludo from the lobby at phone width in Hindi and plays a 2-minute timed
// practice game against a bot to its result (rolls and token moves through the page), finds it in game
// history and verifies its rolls; on desktop two
// browsers play a cash timed game to a win, and the balances, /history and the rake follow the result.

type Snapshot = TableSnapshot<LudoView>;

interface Seat {
  login: Login;
  page: Page;
  tableId: string;
}

/** What the player's browser is shown; null once the game is over and the table has closed. */
function stateOf(request: APIRequestContext, seat: Seat): Promise<Snapshot | null> {
  return seatSnapshot<LudoView>(request, seat.page, seat.login, seat.tableId);
}

function tableIdOf(page: Page): string {
  const id = /\/tables\/ludo\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error('not at a Ludo table');
  return id;
}

/**
 * Rolls, or taps a glowing token (odd steps: the square it would land on), if the table waits for this
 * player. The turn timer may run out first on a loaded machine (the server then plays the turn).
 */
async function act(seat: Seat, snapshot: Snapshot, step: number): Promise<boolean> {
  const view = snapshot.view;
  if (view.phase !== 'playing' || view.toAct !== snapshot.my_seat) return false;
  // Short: a stale snapshot's control is disabled or gone on the page, and the next snapshot is newer.
  const timeout = 2_000;
  try {
    if (view.step === 'roll') {
      await seat.page.getByTestId('ludo-roll').click({ timeout });
    } else {
      const target = step % 2 === 1 ? 'ludo-target' : 'ludo-token-legal';
      await seat.page.getByTestId(target).first().click({ timeout });
    }
    return true;
  } catch {
    return false;
  }
}

/** Plays through the pages until the game is over, or until `actions` rolls and moves were made. */
async function play(
  request: APIRequestContext,
  seats: Seat[],
  testInfo: TestInfo,
  name: string,
  actions = Infinity,
): Promise<void> {
  let shot = false;
  let made = 0;
  for (let step = 0; step < 400 && made < actions; step++) {
    let moved = false;
    for (const seat of seats) {
      const snapshot = await stateOf(request, seat);
      if (!snapshot || snapshot.view.result) return;
      if (!shot && snapshot.view.step === 'move' && snapshot.view.toAct === snapshot.my_seat) {
        await expect(seat.page.getByTestId('ludo-token-legal').first()).toBeVisible();
        await shootSettled(seat.page, testInfo, `${name}-legal-moves`);
        shot = true;
      }
      if (await act(seat, snapshot, step)) {
        moved = true;
        made += 1;
        // The move lands when the table's version moves on.
        await expect
          .poll(async () => (await stateOf(request, seat))?.version ?? Infinity, {
            intervals: [50],
            timeout: 3_000,
          })
          .toBeGreaterThan(snapshot.version)
          .catch(() => undefined);
      }
    }
    if (!moved) await seats[0]!.page.waitForTimeout(100);
  }
  if (made < actions) throw new Error('the game did not end');
}

test('a visitor plays a timed practice Ludo game against a bot at phone width, in Hindi', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'practice in Hindi runs at phone width');
  // The game lasts 30 s on the e2e server's short minute; the page loads take the rest on a loaded machine.
  test.setTimeout(3 * 60_000);
  const player = await login(request);
  await prepareSession(page, 'hd', player);
  await page.goto('/');
  await page.locator('[data-game-code="MZ010067"]').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tables\/ludo/);
  await page.getByRole('tab', { name: words('hd', 'tables', 'variant.timed') }).click();
  await page
    .locator('[data-offer-id="practice-ludo-timed2-2-10"]')
    .getByRole('button', { name: words('hd', 'tables', 'offer.join') })
    .click();
  await expect(page).toHaveURL(/\/tables\/ludo\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const seat: Seat = { login: player, page, tableId: tableIdOf(page) };
  // The bot takes the other seat and the game starts: my four tokens in my yard, the roll button.
  await expect(page.getByTestId('ludo-board')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('seat').filter({ hasText: words('hd', 'tables', 'seat.bot') })).toHaveCount(
    1,
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByTestId('ludo-timed')).toBeVisible();
  await shootSettled(page, testInfo, 'ludo-practice-start-hd');

  await play(request, [seat], testInfo, 'ludo-practice-hd');
  await expect(page.getByTestId('winner')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('ludo-results').locator('li')).toHaveCount(2);
  await shootSettled(page, testInfo, 'ludo-practice-result-hd');

  // The game in game history with its places; its Verify link recomputes the game's rolls.
  await page.goto('/game-history');
  const row = page.locator('[data-testid^="history-hand-"]').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.locator('button[aria-expanded]').click();
  await expect(page.getByTestId('ludo-history').locator('tbody tr')).toHaveCount(2);
  await shootSettled(page, testInfo, 'ludo-game-history-hd');
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/provably-fair\?hand=.*&rolls=\d+/);
  await expect(page.getByTestId('ludo-verify')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('rummy-verdict')).toBeVisible();
  // Every roll the game made (the count comes with the history link) is recomputed.
  const rolls = Number(new URL(page.url()).searchParams.get('rolls'));
  expect(rolls).toBeGreaterThan(0);
  await expect(page.getByTestId('ludo-rolls').locator('li')).toHaveCount(rolls);
  await shootSettled(page, testInfo, 'ludo-verify-hd');
});

/** Sum of the player's /transaction/history rows in paise: the cash balance. */
async function historyBalance(request: APIRequestContext, player: Login): Promise<number> {
  const response = await request.post('/transaction/history', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { operator_id: player.operator_id, player_id: player.player_id, page: 1 },
  });
  const body = (await response.json()) as { data?: { amount: number; type: string }[] };
  return (body.data ?? []).reduce(
    (sum, row) =>
      sum +
      Math.round(row.amount * 100) * (['game_debit', 'withdrawal', 'fee', 'tax'].includes(row.type) ? -1 : 1),
    0,
  );
}

test('two players play a cash timed Ludo game to a win: balances, /history and the rake follow the result', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'money flows run on desktop');
  // The game itself lasts 30 s (a 2-minute game on the e2e server's 15 s minute); logins, funding and two
  // browsers take the rest, longer on a loaded machine.
  test.setTimeout(5 * 60_000);
  const entry = 1_000;
  const seats: Seat[] = [];
  const before: number[] = [];
  for (let index = 0; index < 2; index++) {
    const player = await login(request);
    await fundThroughWalletApi(request, player, `ludo-${index}-${Date.now()}`, 'SPB02001');
    before.push(await historyBalance(request, player));
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await openAs(page, { ...player, wallet_balance: 1000 }, '/tables/ludo?mode=cash&variant=timed');
    await page
      .locator('[data-offer-id="ludo-timed2-2-10"]')
      .getByRole('button', { name: words('en', 'tables', 'offer.join') })
      .click();
    await expect(page).toHaveURL(/\/tables\/ludo\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    seats.push({ login: player, page, tableId: tableIdOf(page) });
  }
  expect(seats[0]!.tableId).toBe(seats[1]!.tableId);
  // Both seated, the game is dealt: the clock runs on both pages.
  await expect
    .poll(async () => (await stateOf(request, seats[0]!))?.view.phase, { timeout: 30_000 })
    .toBe('playing');
  await expect(seats[0]!.page.getByTestId('ludo-timed')).toBeVisible();
  await shootSettled(seats[0]!.page, testInfo, 'ludo-cash-timed');

  // Both play through their pages until the game's clock (a short minute on the e2e server) ends it: the
  // higher score wins both entries less the rake.
  await play(request, seats, testInfo, 'ludo-cash');
  const final = await Promise.all(
    seats.map(async (seat) => (await seat.page.getByTestId('winner').textContent({ timeout: 30_000 })) ?? ''),
  );
  const prizeText = words('en', 'ludo', 'results.youWinPrize', { prize: '₹18' });
  const winnerIndex = final.findIndex((text) => text === prizeText);
  expect(winnerIndex, `one page says "${prizeText}": ${final.join(' | ')}`).toBeGreaterThanOrEqual(0);
  await shootSettled(seats[winnerIndex]!.page, testInfo, 'ludo-cash-result');

  const rake = (2 * entry) / 10;
  await expect
    .poll(
      async () => {
        const after = await Promise.all(seats.map((seat) => historyBalance(request, seat.login)));
        return after.map((value, index) => value - before[index]!);
      },
      { timeout: 30_000 },
    )
    .toEqual(seats.map((_, index) => (index === winnerIndex ? entry - rake : -entry)));

  // Both players' /history list the game's money rows.
  for (const seat of seats) {
    await seat.page.goto('/history');
    const table = seat.page.getByRole('table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(table).toContainText(/Ludo/);
  }
  await shootSettled(seats[winnerIndex]!.page, testInfo, 'ludo-cash-history');
  for (const seat of seats) await seat.page.context().close();
});
