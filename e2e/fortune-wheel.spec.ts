import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TableSnapshot } from '../packages/contracts/src/tables';
import { STARTER_PUZZLES } from '../packages/games/src/fortune-wheel/starter-puzzles';
import { tilesOf } from '../packages/games/src/fortune-wheel/letters';
import type { FortuneWheelView } from '../packages/games/src/fortune-wheel/state';
import { login, openAs, type Login } from './support';
import { shootSettled, words } from './tables-support';

// Issue 24: a visitor plays a practice Fortune Wheel round against bots from the toss-up to the bonus round,
// through the page: buzz and solve the toss-up, press Solve on a turn and type the answer, solve the bonus.
// The practice tables play the starter puzzles, so the test knows an answer by matching the board's shape
// against them (the page never sends it). Desktop in English, phone in Hindi. Shows (registration, the draw,
// presence, prizes) are covered by apps/server/src/modules/fortune-wheel/*.test.ts.

type Snapshot = TableSnapshot<FortuneWheelView>;

async function snapshotOf(request: APIRequestContext, player: Login, tableId: string): Promise<Snapshot> {
  const response = await request.post('/api/tables/state', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { player_id: player.player_id, table_id: tableId },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { table: Snapshot }).table;
}

/** The starter puzzle whose board has this shape and these turned tiles. */
function answerOf(view: FortuneWheelView): string {
  const tiles = view.puzzle!.tiles;
  const found = STARTER_PUZZLES[view.language].find((puzzle) => {
    const board = tilesOf(puzzle.answer, view.language);
    return (
      board.length === tiles.length && board.every((tile, i) => tiles[i] === null || tiles[i] === tile.text)
    );
  });
  if (!found) throw new Error(`no starter puzzle fits ${JSON.stringify(tiles)}`);
  return found.answer;
}

async function solveOnPage(page: Page, answer: string) {
  await page.getByTestId('answer').fill(answer, { timeout: 5_000 });
  await page.getByTestId('answer').press('Enter');
}

test('a practice Fortune Wheel round against bots, from the toss-up to the bonus round', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const lng = testInfo.project.name === 'phone' ? 'hd' : 'en';
  const player = await login(request);
  await openAs(
    page,
    player,
    `/tables/fortune-wheel?mode=practice&variant=${lng === 'hd' ? 'fwHi' : 'fwEn'}`,
    lng,
  );
  await page
    .locator(`[data-offer-id="practice-fortune-wheel-${lng === 'hd' ? 'hi' : 'en'}"]`)
    .getByRole('button', { name: words(lng, 'tables', 'offer.join') })
    .click();
  await expect(page).toHaveURL(/\/tables\/fortune-wheel\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const tableId = /([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(page.getByTestId('puzzle-board')).toBeVisible({ timeout: 20_000 });
  await shootSettled(page, testInfo, `fortune-wheel-toss-up-${lng}`);

  // One try per table version: a try the turn timer cut short (a loaded machine) is retried at the next wait.
  let acted = -1;
  for (let step = 0; step < 200; step++) {
    const snapshot = await snapshotOf(request, player, tableId);
    const view = snapshot.view;
    if (view.outcome) break;
    const mine = view.seat === snapshot.my_seat;
    const fresh = acted !== snapshot.version;
    try {
      if (fresh && view.canBuzz) {
        acted = snapshot.version;
        await page.getByTestId('buzz').click({ timeout: 3_000 });
        await solveOnPage(page, answerOf(view));
      } else if (fresh && mine && view.stage === 'turn') {
        acted = snapshot.version;
        await shootSettled(page, testInfo, `fortune-wheel-turn-${lng}`);
        await page.getByTestId('solve').click({ timeout: 3_000 });
        await solveOnPage(page, answerOf(view));
      } else if (
        fresh &&
        mine &&
        (view.stage === 'bonus' || view.stage === 'solving' || view.stage === 'toss-up-solve')
      ) {
        acted = snapshot.version;
        if (view.stage === 'bonus') await shootSettled(page, testInfo, `fortune-wheel-bonus-${lng}`);
        await solveOnPage(page, answerOf(view));
      }
    } catch {
      // the wait ended before the page acted: the next version tries again
    }
    await page.waitForTimeout(200);
  }
  await expect(page.getByTestId('fortune-wheel-results')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('bonus-result')).toBeVisible();
  await shootSettled(page, testInfo, `fortune-wheel-results-${lng}`);
});
