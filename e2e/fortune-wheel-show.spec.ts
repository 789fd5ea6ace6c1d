import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { TableSnapshot } from '../packages/contracts/src/tables';
import { tilesOf } from '../packages/games/src/fortune-wheel/letters';
import type { FortuneWheelView } from '../packages/games/src/fortune-wheel/state';
import { login, openAs, staffLogin, type Login } from './support';
import { shootSettled } from './tables-support';

// Issue 24: a scheduled Fortune Wheel show with four browsers. The e2e server draws 3 stage picks and no
// alternates (scripts/e2e-server.mjs), so the three the draw picks play the round and the fourth watches and
// wins the audience prize. All four register on the show page; the pages' own polls are the presence check;
// the contestants go to their table from the show page and play the round to its end (toss-up, puzzles,
// bonus); the prizes land in /history as bonus, and the promotions budget goes down by what the show paid.
// Two of the four pages are phones (390 px), so at least one contestant plays at phone width; two are in Hindi.

type Snapshot = TableSnapshot<FortuneWheelView>;
/** The /history type of a bonus grant, in English (apps/web/public/locales/en/history.json). */
const HISTORY_BONUS = 'Bonus';
interface Browsing {
  player: Login;
  page: Page;
  lng: 'en' | 'hd';
}
interface StaffShow {
  id: string;
  status: string;
  prizes_paid: number;
  onstage: string[];
  audience: string[];
}

async function snapshotOf(request: APIRequestContext, player: Login, tableId: string): Promise<Snapshot> {
  const response = await request.post('/api/tables/state', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { player_id: player.player_id, table_id: tableId },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { table: Snapshot }).table;
}

/** The operator's puzzle (the show plays the set staff edit) whose board has this shape and turned tiles. */
function answerOf(view: FortuneWheelView, answers: string[]): string {
  const tiles = view.puzzle!.tiles;
  const found = answers.find((answer) => {
    const board = tilesOf(answer, view.language);
    return (
      board.length === tiles.length && board.every((tile, i) => tiles[i] === null || tiles[i] === tile.text)
    );
  });
  if (!found) throw new Error(`no puzzle fits ${JSON.stringify(tiles)}`);
  return found;
}

/** How the back office writes rupees (components/query-state.tsx formatRupees). */
function rupees(amount: number): string {
  return `₹${(Math.round(amount * 100) / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

/** The back office as the demo admin: the staff session the login screen would store. */
async function asStaff(page: Page, request: APIRequestContext, token: string) {
  const me = (await (
    await request.get('/staff/auth/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { staff: unknown };
  await page.addInitScript(
    ({ token, staff }) =>
      sessionStorage.setItem(
        'khelo.staff',
        JSON.stringify({ token, staff, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
      ),
    { token, staff: me.staff },
  );
}

async function pageOf(browser: Browser, phone: boolean): Promise<Page> {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1440, height: 900 } },
  );
  return context.newPage();
}

test('a scheduled show: three contestants and an audience browser, prizes as bonus, the budget down', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run: its four pages are desktops and phones');
  // About 50 s on an idle machine, most of it the wait for the start time and the presence check; under
  // load (8 agents on 2 cores) page loads alone take tens of seconds, so the timeout bounds a failure only.
  test.setTimeout(150_000);
  const token = await staffLogin(request, 'admin');
  const staff = { authorization: `Bearer ${token}` };
  const puzzles = (await (
    await request.get('/staff/fortune-wheel/puzzles?language=en', { headers: staff })
  ).json()) as { puzzles: { answer: string }[] };
  const answers = puzzles.puzzles.map((p) => p.answer);

  // Four players open the show page (two phones, two in Hindi) before the show is scheduled: on a loaded
  // machine a page takes seconds to load, which must not eat into the time left to register.
  const players = await Promise.all([0, 1, 2, 3].map(() => login(request)));
  const languages = ['hd', 'en', 'hd', 'en'] as const;
  const pages = await Promise.all(
    players.map(async (player, i) => {
      const page = await pageOf(browser, i < 2);
      await openAs(page, player, '/fortune-wheel', languages[i]);
      return page;
    }),
  );

  // Staff fund the budget and schedule the show on the back-office screen (UTC, so the start is exact).
  const office = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'UTC' })
  ).newPage();
  await asStaff(office, request, token);
  await office.goto('/backoffice/fortune-wheel');
  const budget = office.getByTestId('fortune-budget');
  await budget.getByLabel('Amount (₹)').fill('1000');
  await budget.getByLabel('Reason').fill('e2e show');
  await budget.getByRole('button', { name: 'Fund the budget' }).click();
  await expect(office.locator('.bo-success')).toContainText('Budget funded');
  const balanceBefore = (
    (await (await request.get('/staff/fortune-wheel/budget', { headers: staff })).json()) as {
      balance: number;
    }
  ).balance;
  await expect(budget.getByTestId('budget-balance')).toHaveText(rupees(balanceBefore));

  const title = `E2E show ${Date.now().toString(36)}`;
  const shows = office.getByTestId('fortune-shows');
  await shows.getByLabel('Title', { exact: true }).fill(title);
  await shows.getByLabel('Starts at').fill(new Date(Date.now() + 25_000).toISOString().slice(0, 19));
  await shows.getByLabel('Budget', { exact: true }).fill('800');
  await shows.getByLabel('₹ per point').fill('0.01');
  await shows.getByLabel('Audience prize (₹)').fill('5');
  await shows.getByRole('button', { name: 'Schedule the show' }).click();
  const row = shows.getByTestId('fortune-show-row').filter({ hasText: title });
  await expect(row.getByTestId('show-status')).toHaveText('Scheduled');
  const showId = (await row.getAttribute('data-show-id'))!;

  // Each registers on the show page (free, once per show); the list refreshes every 3 s.
  const browsing: Browsing[] = await Promise.all(
    players.map(async (player, i) => {
      const page = pages[i]!;
      const lng = languages[i]!;
      const show = page.locator(`[data-show-id="${showId}"]`);
      await show.getByTestId('register').click({ timeout: 15_000 });
      await expect(show.getByTestId('register')).toBeHidden();
      await expect(show.getByTestId('role')).toBeVisible();
      await shootSettled(page, testInfo, `fortune-show-registered-${lng}-${i < 2 ? 'phone' : 'wide'}`);
      return { player, page, lng };
    }),
  );

  // The draw at the start time: the stage picks, seen by staff; the others' pages keep saying "here".
  let drawn: StaffShow | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/staff/fortune-wheel/shows', { headers: staff })).json()) as {
          shows: StaffShow[];
        };
        drawn = list.shows.find((s) => s.id === showId);
        return drawn?.onstage.length ?? 0;
      },
      { timeout: 45_000 },
    )
    .toBe(3);
  const contestants = browsing.filter((b) => drawn!.onstage.includes(b.player.player_id));
  const audience = browsing.find((b) => !drawn!.onstage.includes(b.player.player_id))!;
  expect(contestants).toHaveLength(3);

  // After the presence check, each contestant's show page links to the round's table.
  await Promise.all(
    contestants.map(async ({ page }) => {
      const link = page.locator(`[data-show-id="${showId}"]`).getByTestId('to-table');
      await link.click({ timeout: 20_000 });
      await expect(page.getByTestId('puzzle-board')).toBeVisible({ timeout: 15_000 });
    }),
  );
  const tableId = /([0-9a-f-]{36})$/.exec(contestants[0]!.page.url())![1]!;
  await expect(audience.page.getByTestId('show-stage').getByTestId('puzzle-board')).toBeVisible({
    timeout: 10_000,
  });
  await shootSettled(audience.page, testInfo, `fortune-show-audience-${audience.lng}`);

  // The round through the pages: the first contestant buzzes and solves the toss-up; at each turn the seat
  // on turn presses Solve and types the answer; the leader solves the bonus. One try per table version.
  const acted = new Map<number, number>();
  let over = false;
  for (let step = 0; step < 200 && !over; step++) {
    const snapshots = await Promise.all(contestants.map((c) => snapshotOf(request, c.player, tableId)));
    for (const [i, snapshot] of snapshots.entries()) {
      const view = snapshot.view;
      if (view.outcome) over = true;
      if (over || acted.get(i) === snapshot.version) continue;
      const page = contestants[i]!.page;
      const mine = view.seat === snapshot.my_seat;
      try {
        if (i === 0 && view.canBuzz) {
          acted.set(i, snapshot.version);
          await page.getByTestId('buzz').click({ timeout: 3_000 });
          await page.getByTestId('answer').fill(answerOf(view, answers), { timeout: 5_000 });
          await page.getByTestId('answer').press('Enter');
        } else if (mine && view.stage === 'turn') {
          acted.set(i, snapshot.version);
          await page.getByTestId('solve').click({ timeout: 3_000 });
          await page.getByTestId('answer').fill(answerOf(view, answers), { timeout: 5_000 });
          await page.getByTestId('answer').press('Enter');
        } else if (mine && (view.stage === 'bonus' || view.stage === 'solving')) {
          acted.set(i, snapshot.version);
          if (view.stage === 'bonus')
            await shootSettled(page, testInfo, `fortune-show-bonus-${contestants[i]!.lng}`);
          await page.getByTestId('answer').fill(answerOf(view, answers), { timeout: 5_000 });
          await page.getByTestId('answer').press('Enter');
        }
      } catch {
        // the wait ended before the page acted: the next version tries again
      }
    }
    if (!over) await contestants[0]!.page.waitForTimeout(200);
  }
  expect(over, 'the round ended').toBe(true);
  for (const { page } of contestants)
    await expect(page.getByTestId('fortune-wheel-results')).toBeVisible({ timeout: 10_000 });
  const phone = contestants.find((c) => c.lng === 'hd') ?? contestants[0]!;
  await shootSettled(phone.page, testInfo, `fortune-show-results-${phone.lng}`);

  // The show ends after its one round: the audience prize, everything paid within the budget.
  let finished: StaffShow | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/staff/fortune-wheel/shows', { headers: staff })).json()) as {
          shows: StaffShow[];
        };
        finished = list.shows.find((s) => s.id === showId);
        return finished?.status;
      },
      { timeout: 15_000 },
    )
    .toBe('finished');
  expect(finished!.audience).toEqual([audience.player.player_id]);
  // The toss-up's 1000 points at ₹0.01, the bonus wedge's prize if solved, the audience's ₹5.
  expect(finished!.prizes_paid).toBeGreaterThanOrEqual(15);
  await expect
    .poll(async () => {
      const now = (await (await request.get('/staff/fortune-wheel/budget', { headers: staff })).json()) as {
        balance: number;
      };
      return Math.round((balanceBefore - now.balance) * 100) / 100;
    })
    .toBe(finished!.prizes_paid);

  // The staff screen shows the show finished and the budget down by what it paid.
  await office.reload();
  await expect(row.getByTestId('show-status')).toHaveText('Finished');
  await expect(row.getByTestId('show-paid')).toHaveText(rupees(finished!.prizes_paid));
  await expect(budget.getByTestId('budget-balance')).toHaveText(
    rupees(balanceBefore - finished!.prizes_paid),
  );
  await shootSettled(office, testInfo, 'fortune-show-backoffice-en');

  // The prizes are bonus money in each winner's /history; the audience page names its prize. The winner is
  // the contestant the show paid (prizes_won): who solves the toss-up or plays the bonus depends on timing.
  const won = await Promise.all(
    contestants.map(async ({ player }) => {
      const answer = (await (
        await request.post('/api/fortune-wheel/shows', {
          headers: { authorization: `Bearer ${player.token}` },
          data: { player_id: player.player_id },
        })
      ).json()) as { shows: { id: string; prizes_won: number }[] };
      return answer.shows.find((s) => s.id === showId)?.prizes_won ?? 0;
    }),
  );
  const winner = contestants[won.findIndex((amount) => amount > 0)];
  expect(winner, `a contestant won a prize (${won.join(', ')})`).toBeDefined();
  for (const { player, page } of [winner!, audience]) {
    await openAs(page, player, '/history', 'en');
    const rows = page.getByRole('table').locator('tbody tr', { hasText: title });
    await expect(rows.first()).toBeVisible({ timeout: 10_000 });
    await expect(rows.first()).toContainText(HISTORY_BONUS);
  }
  await expect(
    audience.page.getByRole('table').locator('tbody tr', { hasText: 'audience prize' }),
  ).toHaveCount(1);
  await shootSettled(winner!.page, testInfo, 'fortune-show-history-en');
  for (const { page } of [...browsing, { page: office }]) await page.context().close();
});
