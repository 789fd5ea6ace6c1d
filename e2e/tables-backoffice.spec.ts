import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { RummyTableSnapshot, TableFairness } from '@khelo/contracts/tables';
import { login, openAs, shoot, staffLogin, type Login } from './support';

// Issue 17's operations side as people meet it: a player's finished rummy hand is in /game-history, and
// its Verify link deals it again on /provably-fair from the revealed seed, matching the cards the table gave; staff watch a
// live practice table in the back office, read the hand's move log and void it, and see the refund.

const OFFER = 'practice-rummy-points-2-1';

function tables(request: APIRequestContext, player: Login) {
  const call = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(`/api/tables/${path}`, {
      headers: { authorization: `Bearer ${player.token}` },
      data: { player_id: player.player_id, ...data },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { table: RummyTableSnapshot }).table;
  };
  return {
    join: () => call('join', { offer_id: OFFER }),
    state: (tableId: string) => call('state', { table_id: tableId }),
    move: (tableId: string, move: Record<string, unknown>) => call('move', { table_id: tableId, move }),
  };
}

/** Seats the player at a practice points table (a bot takes the other seat) and waits for the deal. */
async function dealtTable(request: APIRequestContext, player: Login) {
  const api = tables(request, player);
  const { table_id: tableId } = await api.join();
  let table = await api.state(tableId);
  await expect
    .poll(async () => (table = await api.state(tableId)).view.phase, { timeout: 30_000 })
    .toBe('playing');
  return { api, tableId, table };
}

async function asStaff(page: Page, request: APIRequestContext) {
  const token = await staffLogin(request, 'admin');
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

test('a finished rummy hand is in game history and dealt again on /provably-fair as the table dealt it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const player = await login(request);
  const { api, tableId } = await dealtTable(request, player);
  // At the player's first turn, before drawing, their cards are the 13 they were dealt; they drop.
  let table = await api.state(tableId);
  await expect
    .poll(
      async () => {
        table = await api.state(tableId);
        return table.view.turn === table.my_seat && table.view.stage === 'draw';
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  const dealt = table.view.hand!.flat().sort();
  expect(dealt).toHaveLength(13);
  const handId = table.fairness!.hand_id;
  await api.move(tableId, { type: 'drop' });
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/tables/hands/${handId}/fairness`);
        return ((await response.json()) as TableFairness).server_seed !== null;
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  // The player's game history lists the hand: a first drop costs 20 points, 20 chips at 1 chip a point.
  await openAs(page, player, '/game-history');
  const row = page.getByTestId(`history-hand-${handId}`);
  await expect(row).toContainText('Rummy');
  await expect(row).toContainText('Dropped · 20 points');
  await expect(row.getByTestId('history-amount')).toHaveText('−20 chips');
  await row.getByRole('button', { name: 'Cards' }).click();
  await expect(page.getByTestId('history-hand-detail')).toContainText('You dropped');
  await shoot(page, testInfo, 'tables-game-history');

  // Its Verify link deals the hand again in the browser: the player's seat holds the cards it was dealt.
  await row.getByRole('link', { name: /Verify/ }).click();
  await expect(page).toHaveURL(new RegExp(`/provably-fair\\?hand=${handId}`));
  await expect(page.getByTestId('rummy-verdict')).toHaveText(/^Verified/);
  const seat = page.getByTestId(`rummy-seat-${table.my_seat}`);
  const shown = await seat.getByRole('img').evaluateAll((cards) => cards.map((card) => card.dataset.card));
  expect(shown.sort()).toEqual(dealt);
  await shoot(page, testInfo, 'tables-verify-hand');
});

test('staff watch a live practice table, read the hand and void it with a refund', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // Staff log in first: the hand must still run when they void it (a player who does not move is dropped
  // after three missed turns, about half a minute with the e2e server's 8 s turns).
  await asStaff(page, request);
  const player = await login(request);
  const { tableId, table } = await dealtTable(request, player);

  await page.goto('/backoffice/tables');
  const row = page.getByTestId(`table-row-${tableId}`);
  await expect(row).toContainText(player.display_name);
  await expect(row).toContainText('Bot');
  await row.getByRole('link', { name: /Rummy · Points/ }).click();
  await expect(page.getByTestId('live-closed')).toContainText('cards');
  await expect(page.getByTestId('live-wild').getByRole('img')).toHaveCount(1);
  // The live view comes over the staff socket (table_watch with the staff token).
  await expect(page.getByTestId('table-watching')).toContainText('every change at the table shows at once');
  await shoot(page, testInfo, 'tables-backoffice-table');

  await page.getByRole('link', { name: `Hand ${table.hand_no}` }).click();
  await expect(page.getByTestId('hand-moves')).toContainText('Deal');
  await expect(page.getByTestId(`dealt-${table.my_seat}`).getByRole('img')).toHaveCount(13);
  const collected = page.getByTestId(`money-collect-${table.my_seat}`);
  await expect(collected).toContainText('80 chips');

  const form = page.getByTestId('void-hand');
  await form.getByLabel(/Reason/).fill('e2e: the operator voids a live hand');
  await form.getByRole('button', { name: 'Void hand…' }).click();
  await form.getByRole('button', { name: 'Yes, void the hand' }).click();
  await expect(form.getByRole('status')).toContainText('Hand voided:');
  await expect(page.getByTestId('hand-status')).toHaveText('Voided');
  await expect(page.getByTestId(`money-refund-${table.my_seat}`)).toContainText('+80 chips');
  await shoot(page, testInfo, 'tables-backoffice-void');

  // The player's game history keeps the hand as refunded: what was collected came back in full.
  const history = await request.post('/api/game-history', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { operator_id: player.operator_id, player_id: player.player_id, page: 1 },
  });
  const rows = ((await history.json()) as { data: { hand_id?: string; status: string; amount?: number }[] })
    .data;
  expect(rows.find((entry) => entry.hand_id === table.fairness!.hand_id)).toMatchObject({
    status: 'refunded',
    amount: 0,
  });
});
