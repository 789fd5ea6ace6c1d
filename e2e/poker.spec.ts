import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PokerView } from '../packages/games/src/poker/state';
import { fundThroughWalletApi } from './house-launch';
import { login, openAs, prepareSession } from './support';
import { stateOf as stateOfView, type TablePlayer } from './table-players';
import { historyBalance, newPlayerPage, shootSettled, words } from './tables-support';

// Issue 22, poker: a visitor opens Poker from the lobby at phone width in Hindi and plays a practice Hold'em
// hand against bots through the action bar; two browsers (desktop, English) buy in at a cash Hold'em table,
// play a hand to its end, stand up, and the balances, /game-history and /provably-fair agree. The side pots,
// the rake and no-flop-no-drop are proven in apps/server/src/modules/tables/games/poker-cash.api.test.ts.

type Player = TablePlayer;
const stateOf = (request: APIRequestContext, player: Player) => stateOfView<PokerView>(request, player);

function tableIdOf(page: Page): string {
  const id = /\/tables\/poker\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error('not at a poker table');
  return id;
}

/** Sits down at the offer through the picker and the buy-in dialog (the minimum when `min`). */
async function sitDown(page: Page, offerId: string, lng: 'en' | 'hd', min: boolean) {
  await page
    .locator(`[data-offer-id="${offerId}"]`)
    .getByRole('button', { name: words(lng, 'tables', 'offer.join') })
    .click();
  const dialog = page.getByRole('dialog', { name: words(lng, 'tables', 'buyIn.title') });
  await expect(dialog).toBeVisible();
  if (min)
    await dialog.getByRole('button', { name: new RegExp(`^${words(lng, 'tables', 'buyIn.min')}`) }).click();
  await dialog.locator('.buy-in__sit').click();
  await expect(page).toHaveURL(/\/tables\/poker\/[0-9a-f-]{36}$/, { timeout: 30_000 });
}

/** My turn on the page: all-in through the ½ pot / pot / all-in presets, else check or call; or fold. */
async function act(page: Page, lng: 'en' | 'hd', how: 'fold' | 'all-in' | 'check-call'): Promise<boolean> {
  const bar = page.getByTestId('pk-actions');
  const timeout = 3_000;
  try {
    await expect(bar).toBeVisible({ timeout });
    if (how === 'fold') {
      await bar.getByRole('button', { name: words(lng, 'poker', 'act.fold') }).click({ timeout });
      return true;
    }
    const allIn = bar.getByRole('button', { name: words(lng, 'poker', 'size.allIn'), exact: true });
    if (how === 'all-in' && (await allIn.isVisible())) {
      await allIn.click({ timeout });
      await bar.getByTestId('pk-raise').click({ timeout });
      return true;
    }
    const check = bar.getByRole('button', { name: words(lng, 'poker', 'act.check'), exact: true });
    if (await check.isVisible()) await check.click({ timeout });
    else
      await bar
        .getByRole('button', {
          name: new RegExp(`^${words(lng, 'poker', 'act.call', { amount: '' }).trim()}`),
        })
        .click({ timeout });
    return true;
  } catch {
    return false; // the turn passed (the timer) while we looked
  }
}

/** Leave on the table bar, then its confirmation (opened again if a re-render of the table closed it). */
async function standUp(page: Page) {
  const confirm = page.getByRole('button', { name: words('en', 'tables', 'leave.confirm'), exact: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    await page
      .getByRole('button', { name: words('en', 'tables', 'leave.button'), exact: false })
      .first()
      .click();
    try {
      await confirm.click({ timeout: 5_000 });
      break;
    } catch {
      // the dialog went away with a re-render: open it again
    }
  }
  await expect(page).toHaveURL(/\/tables\/poker(\?|$)/, { timeout: 20_000 });
}

test("a visitor opens Poker from the lobby and plays a practice Hold'em hand against bots, in Hindi", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'practice in Hindi runs at phone width');
  const player = await login(request);
  await prepareSession(page, 'hd', player);
  await page.goto('/');
  await page.locator('[data-game-code="MZ010001"]').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tables\/poker/);
  await shootSettled(page, testInfo, 'poker-picker-hd');
  await sitDown(page, 'practice-poker-holdem-6-2', 'hd', false);
  const me: Player = { login: player, page, tableId: tableIdOf(page) };
  await expect(page.getByTestId('pk-hole').locator('[data-card]')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByTestId('pk-seat').filter({ hasText: words('hd', 'poker', 'seat.bot') })).toHaveCount(
    2,
  );

  let shot = false;
  let hand = 0;
  for (let step = 0; step < 200; step++) {
    const snapshot = await stateOf(request, me);
    const view = snapshot!.view;
    hand ||= view.handNumber;
    if (view.outcome?.hand === hand) break;
    if (view.toAct === snapshot!.my_seat && view.phase === 'playing') {
      if (!shot) {
        await shootSettled(page, testInfo, 'poker-practice-my-turn-hd');
        shot = true;
      }
      if (!(await act(page, 'hd', 'all-in'))) await page.waitForTimeout(200);
    } else await page.waitForTimeout(250);
  }
  await expect(page.getByTestId('pk-results')).toBeVisible({ timeout: 20_000 });
  await shootSettled(page, testInfo, 'poker-practice-result-hd');
});

test("two players buy in at a cash Hold'em table, play a hand, stand up: balances, history and the deal agree", async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the money runs once, on the desktop');
  // A loaded box bounds it; it takes ~40 s on a quiet one.
  test.setTimeout(120_000);
  const offer = 'poker-holdem-6-2';
  const players: Player[] = await Promise.all(
    [0, 1].map(async (index) => {
      const player = await login(request);
      await fundThroughWalletApi(request, player, `poker-${index}-${Date.now()}`, 'SPB02001');
      return { login: player, page: await newPlayerPage(browser, testInfo) };
    }),
  );
  const before = await Promise.all(players.map((player) => historyBalance(request, player.login)));
  await Promise.all(
    players.map((player) =>
      openAs(
        player.page,
        { ...player.login, wallet_balance: 1000 },
        '/tables/poker?mode=cash&variant=holdem',
      ),
    ),
  );
  for (const player of players) {
    await sitDown(player.page, offer, 'en', true);
    player.tableId = tableIdOf(player.page);
  }
  expect(players[1]!.tableId).toBe(players[0]!.tableId);
  // The ₹80 buy-in went from each wallet into the table.
  for (const [index, player] of players.entries())
    expect(await historyBalance(request, player.login)).toBe(before[index]! - 8_000);
  for (const { page } of players)
    await expect(page.getByTestId('pk-hole').locator('[data-card]')).toHaveCount(2, { timeout: 20_000 });

  // The first to act folds through the page: the hand ends before a flop (no rake).
  const first = await stateOf(request, players[0]!);
  const acting = players.find((_, index) => index === (first!.view.toAct === first!.my_seat ? 0 : 1))!;
  expect(await act(acting.page, 'en', 'fold')).toBe(true);
  for (const { page } of players)
    await expect(page.getByTestId('pk-results')).toBeVisible({ timeout: 20_000 });
  await shootSettled(players[0]!.page, testInfo, 'poker-cash-result');

  // Both stand up: the stacks go back to the wallets; the blinds moved between them and nothing else.
  for (const { page } of players) await standUp(page);
  await expect
    .poll(async () => {
      const after = await Promise.all(players.map((player) => historyBalance(request, player.login)));
      return after.reduce((sum, value, index) => sum + value - before[index]!, 0);
    })
    .toBe(0);

  const page = players[0]!.page;
  await page.goto('/game-history');
  const row = page.locator('[data-testid^="history-hand-"]').first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(/Poker/);
  await row.locator('button[aria-expanded]').click();
  await expect(page.getByTestId('history-cards').locator('[data-card]')).toHaveCount(2);
  // The newest hand: the fold, or (when the next hand was dealt before both stood up) the leave.
  await expect(page.getByTestId('history-actions')).toContainText(
    new RegExp(`${words('en', 'games', 'poker.act.fold')}|${words('en', 'games', 'poker.act.leave')}`),
  );
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/provably-fair\?hand=/);
  await expect(page.getByTestId('poker-verify')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('rummy-verdict')).toBeVisible();
  await shootSettled(page, testInfo, 'poker-verify');
  for (const player of players) await player.page.context().close();
});
