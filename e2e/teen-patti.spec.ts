import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TableSnapshot } from '../packages/contracts/src/tables';
import type { TeenPattiView } from '../packages/games/src/teen-patti/state';
import { login, openAs, type Login } from './support';
import {
  fundedPlayer,
  historyBalance,
  joinCashOffer,
  shootSettled,
  tableIdIn,
  words,
} from './tables-support';

// Issue 21, "What it must show": a practice Teen Patti hand against bots from the lobby's games bar (phone
// width too, English and Hindi), and two browsers at one cash table playing a hand to a show, with both
// balances, /history and the rake right. Moves are made through the page's buttons.

type Snapshot = TableSnapshot<TeenPattiView>;

function tp(lng: 'en' | 'hd', key: string, values: Record<string, string | number> = {}) {
  return words(lng, 'teen-patti', key, values);
}

interface Seat {
  player: Login;
  page: Page;
  tableId: string;
}

async function state(request: APIRequestContext, seat: Seat): Promise<Snapshot> {
  const token = JSON.parse((await seat.page.evaluate(() => localStorage.getItem('token'))) ?? '""') as string;
  const response = await request.post('/api/tables/state', {
    headers: { authorization: `Bearer ${token || seat.player.token}` },
    data: { player_id: seat.player.player_id, table_id: seat.tableId },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { table: Snapshot }).table;
}

const actions = (page: Page) => page.getByRole('toolbar');

for (const lng of ['en', 'hd'] as const) {
  test(`a practice Teen Patti hand against bots from the games bar (${lng})`, async ({
    page,
    request,
  }, testInfo) => {
    // English at desktop width, Hindi at phone width: each width and each language once keeps CI short.
    test.skip(testInfo.project.name !== (lng === 'en' ? 'desktop' : 'phone'), 'one width per language');
    test.setTimeout(5 * 60_000);
    const player = await login(request);
    await openAs(page, player, '/', lng);
    const gameName = words(lng, 'tables', 'games.teen-patti');
    await page.goto('/tables/teen-patti');
    await expect(
      page.getByRole('heading', { name: words(lng, 'tables', 'picker.title', { game: gameName }) }),
    ).toBeVisible();
    const offer = page.locator('[data-offer-id="practice-teen-patti-boot-6-1"]');
    await offer.getByRole('button', { name: words(lng, 'tables', 'offer.join') }).click();
    await expect(page).toHaveURL(/\/tables\/teen-patti\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    const seat: Seat = { player, page, tableId: tableIdIn(page, 'teen-patti') };
    await expect(page.getByTestId('my-cards')).toBeVisible({ timeout: 60_000 });

    let shotMid = false;
    // A practice table seats other people too (here: the other language's run, at the same time on
    // another worker); with three or more still in, no show is offered and the hand could run for minutes.
    // Like a player who has had enough, this one packs after a few chaals.
    let chaals = 0;
    for (let step = 0; step < 200; step++) {
      const snapshot = await state(request, seat);
      const view = snapshot.view;
      // A hand this player was dealt into (joining a shared table mid-hand, the one on sits it out).
      if (
        view.outcome &&
        !view.playing &&
        view.outcome.seats.some((entry) => entry.seat === snapshot.my_seat)
      )
        break;
      const me = view.seats.find((entry) => entry.seat === snapshot.my_seat);
      if (view.turn === snapshot.my_seat && !view.sideshow && view.costs && me?.status !== 'packed') {
        if (me?.status === 'blind') {
          await actions(page)
            .getByRole('button', { name: tp(lng, 'actions.see') })
            .click();
          await expect(page.getByTestId('my-cards').getByRole('img').first()).not.toHaveAttribute(
            'aria-label',
            tp(lng, 'board.hiddenCard'),
          );
          if (!shotMid) {
            shotMid = true;
            await shootSettled(page, testInfo, `teen-patti-practice-mid-hand-${lng}`);
          }
          continue;
        }
        const show = actions(page).getByRole('button', {
          name: new RegExp(`^${tp(lng, 'actions.show', { amount: '' }).trim()}`),
        });
        const chaal = actions(page).getByRole('button', {
          name: new RegExp(`^${tp(lng, 'actions.chaal', { amount: '' }).trim()}`),
        });
        if (await show.count()) await show.click();
        else if (chaals >= 4)
          await actions(page)
            .getByRole('button', { name: tp(lng, 'actions.pack') })
            .click();
        else {
          await chaal.click();
          chaals++;
        }
      }
      await page.waitForTimeout(300);
    }
    const results = page.getByTestId('teen-patti-results');
    await expect(results).toBeVisible({ timeout: 30_000 });
    await shootSettled(page, testInfo, `teen-patti-practice-result-${lng}`);
    // Up from the table, so that the next run's player gets a table of their own.
    const left = await request.post('/api/tables/leave', {
      headers: { authorization: `Bearer ${player.token}` },
      data: { player_id: player.player_id, table_id: seat.tableId },
    });
    expect(left.status()).toBe(200);

    // The hand in game history; its Verify link deals it again on /provably-fair.
    await page.goto('/game-history');
    const row = page.locator('[data-testid^="history-hand-"]').first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/provably-fair\?hand=/);
    await expect(page.getByTestId('teen-patti-verify')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('rummy-verdict')).toHaveText(words(lng, 'games', 'rummyVerify.verified'));
    await expect(
      page.locator('[data-testid^="teen-patti-seat-"]').first().locator('[data-card]'),
    ).toHaveCount(3);
    await shootSettled(page, testInfo, `teen-patti-verify-${lng}`);
  });
}

test('two browsers play a cash Teen Patti hand to a show: balances, rake and /history', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough for the money');
  test.setTimeout(5 * 60_000);
  const seats: Seat[] = [];
  for (let index = 0; index < 2; index++) {
    const { player, page } = await fundedPlayer(browser, request, testInfo, `teen-patti-cash-${index}`);
    const tableId = await joinCashOffer(page, player, '/tables/teen-patti?mode=cash', 'teen-patti-boot-6-1');
    seats.push({ player, page, tableId });
  }
  expect(seats[0]!.tableId).toBe(seats[1]!.tableId);
  for (const seat of seats) await expect(seat.page.getByTestId('my-cards')).toBeVisible({ timeout: 30_000 });
  const dealt = await state(request, seats[0]!);
  const first = dealt.view.turn === dealt.my_seat ? seats[0]! : seats[1]!;
  const other = first === seats[0] ? seats[1]! : seats[0]!;

  // Blind chaal ₹1; the other sees and asks for the show, ₹2 (a seen player's chaal at a ₹1 stake).
  await actions(first.page)
    .getByRole('button', { name: /^Blind/ })
    .click();
  await expect
    .poll(async () => (await state(request, other)).view.turn)
    .toBe((await state(request, other)).my_seat);
  await actions(other.page).getByRole('button', { name: 'See cards' }).click();
  await shootSettled(other.page, testInfo, 'teen-patti-cash-mid-hand-en');
  await actions(other.page).getByRole('button', { name: /^Show/ }).click();
  // The outcome as soon as the show is made: the next hand is dealt TABLES_NEXT_HAND_MS (5 s) later, and on a
  // loaded machine the results may take longer than that to appear in the page (the outcome was then gone).
  let end: Snapshot | null = null;
  await expect
    .poll(
      async () => {
        const seen = await state(request, first);
        if (seen.view.outcome) end = seen;
        return end !== null;
      },
      { timeout: 30_000, intervals: [100, 250] },
    )
    .toBe(true);
  await expect(other.page.getByTestId('teen-patti-results')).toBeVisible({ timeout: 30_000 });
  await shootSettled(other.page, testInfo, 'teen-patti-cash-result-en');
  const outcome = end!.view.outcome!;
  expect(outcome.pot).toBe(500); // two boots of ₹1, a blind chaal of ₹1, a seen show of ₹2
  const putOf = (seat: number) => outcome.seats.find((entry) => entry.seat === seat)!.put;
  const own = outcome.winners.reduce((sum, seat) => sum + putOf(seat), 0);
  const rake = Math.floor(((outcome.pot - own) * 10) / 100);
  const share = Math.floor((outcome.pot - rake) / outcome.winners.length);
  for (const seat of seats) {
    const snapshot = await state(request, seat);
    const mine = snapshot.my_seat!;
    const expected = 100_000 - putOf(mine) + (outcome.winners.includes(mine) ? share : 0);
    await expect
      .poll(() => historyBalance(request, seat.player, dealt.hand_no), { timeout: 30_000 })
      .toBe(expected);
  }
  await other.page.goto('/history');
  const table = other.page.getByRole('table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table).toContainText(/Teen Patti/i);
  for (const seat of seats) await seat.page.context().close();
});
