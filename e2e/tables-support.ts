import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { RummyView } from '../packages/games/src/rummy/state';
import type { TableSnapshot } from '../packages/contracts/src/tables';
import { fundThroughWalletApi } from './house-launch';
import { login, openAs, shoot, text, type Login } from './support';

// Helpers of the tables specs: the tables' own locale files, the seat's snapshot as the player's browser
// gets it, the rummy moves made through the page as a player makes them, and the cash-table setup of the
// money specs (funded players in browsers of their own, joining an offer from the cash picker).

const root = path.resolve(import.meta.dirname, '..');

/** A key of apps/web/public/locales/<lng>/<ns>.json. */
export function words(
  lng: 'en' | 'hd',
  ns:
    | 'tables'
    | 'rummy'
    | 'call-break'
    | 'teen-patti'
    | 'games'
    | 'tambola'
    | 'poker'
    | 'ludo'
    | 'fortune-wheel',
  key: string,
  values: Record<string, string | number> = {},
) {
  const file = JSON.parse(
    readFileSync(path.join(root, 'apps/web/public/locales', lng, `${ns}.json`), 'utf8'),
  ) as Record<string, unknown>;
  return Object.entries(values).reduce(
    (out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)),
    text(file, key),
  );
}

export interface Seated {
  playerId: string;
  token: string;
  tableId: string;
}

/** The session the page stored at login, and the table in the address bar. */
export async function seatedFrom(page: Page): Promise<Seated> {
  const stored = await page.evaluate(() => ({
    playerId: localStorage.getItem('playerId'),
    token: localStorage.getItem('token'),
  }));
  const tableId = /\/tables\/rummy\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1];
  if (!stored.playerId || !stored.token || !tableId) throw new Error('not seated at a rummy table');
  return {
    playerId: JSON.parse(stored.playerId) as string,
    token: JSON.parse(stored.token) as string,
    tableId,
  };
}

/** POST /api/tables/state: what this player's browser is shown. The page's token may have been renewed. */
export async function tableState(
  request: APIRequestContext,
  page: Page,
  seated: Seated,
): Promise<TableSnapshot<RummyView>> {
  const token = JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? '""') as string;
  const response = await request.post('/api/tables/state', {
    headers: { authorization: `Bearer ${token || seated.token}` },
    data: { player_id: seated.playerId, table_id: seated.tableId },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { table: TableSnapshot<RummyView> }).table;
}

/**
 * POST /api/tables/state as this player's browser (its token may have been renewed); null once the game is
 * over and the table has closed (403).
 */
export async function seatSnapshot<View>(
  request: APIRequestContext,
  page: Page,
  player: { player_id: string; token: string },
  tableId: string | undefined,
): Promise<TableSnapshot<View> | null> {
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  const response = await request.post('/api/tables/state', {
    headers: { authorization: `Bearer ${stored ? (JSON.parse(stored) as string) : player.token}` },
    data: { player_id: player.player_id, table_id: tableId },
  });
  if (response.status() === 403) return null;
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { table: TableSnapshot<View> }).table;
}

export type Moment = 'draw' | 'discard' | 'meld' | 'over' | 'waiting';

export function momentOf(snapshot: TableSnapshot<RummyView>): Moment {
  const view = snapshot.view;
  const me = view.players.find((player) => player.seat === snapshot.my_seat);
  if (view.outcome && (view.stage === 'over' || view.phase !== 'playing')) return 'over';
  if (view.stage === 'meld' && me?.status === 'melding') return 'meld';
  if (
    view.turn === snapshot.my_seat &&
    me?.status === 'playing' &&
    (view.stage === 'draw' || view.stage === 'discard')
  )
    return view.stage;
  return 'waiting';
}

/** Waits until the table needs this player (or the hand is over). */
export async function nextMoment(
  request: APIRequestContext,
  page: Page,
  seated: Seated,
  wanted: readonly Moment[] = ['draw', 'discard', 'meld', 'over'],
  timeout = 90_000,
): Promise<TableSnapshot<RummyView>> {
  let latest: TableSnapshot<RummyView> | null = null;
  await expect
    .poll(
      async () => {
        latest = await tableState(request, page, seated);
        return wanted.includes(momentOf(latest));
      },
      // The bot moves TABLES_BOT_MS (300 ms in e2e) after the player: a poll backing off to a second left
      // most turns of a hand waiting on the poll, not on the table.
      { timeout, intervals: [100] },
    )
    .toBe(true);
  return latest!;
}

export function handCard(page: Page, card: string): Locator {
  return copiesInHand(page, card).first();
}

/** Every copy of a card in the hand: a two-deck hand may hold two, and the planner discards a spare one. */
export function copiesInHand(page: Page, card: string): Locator {
  return page.locator(`[data-testid="hand-card"][data-card="${card}"]`);
}

/** Arranges the hand through the page: each group's cards tapped, then Group. */
export async function arrangeByTapping(page: Page, groups: readonly string[][], lng: 'en' | 'hd' = 'en') {
  for (const group of groups) {
    for (const card of group) await handCard(page, card).click();
    await page
      .getByRole('toolbar')
      .getByRole('button', { name: new RegExp(`^${words(lng, 'rummy', 'actions.group_one')}`) })
      .click();
  }
}

/** Once the page's finite animations (a dialog fading in, a card dealt) have run. */
export async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A screenshot once the page's finite animations have run. */
export async function shootSettled(page: Page, testInfo: TestInfo, name: string) {
  await settled(page);
  await shoot(page, testInfo, name);
}

/** The table id in the page's address, /tables/<game>/<id>. */
export function tableIdIn(page: Page, game: string): string {
  const id = new RegExp(`/tables/${game}/([0-9a-f-]{36})$`).exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`not at a ${game} table`);
  return id;
}

/** A page in a browser context of its own, shaped as the project's (viewport, touch). */
export async function newPlayerPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? null,
    isMobile: use.isMobile ?? false,
    hasTouch: use.hasTouch ?? false,
  });
  return context.newPage();
}

/** A new player with ₹1000 paid in through the wallet API, and a page of its own. */
export async function fundedPlayer(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
  ref: string,
): Promise<{ player: Login; page: Page }> {
  const player = await login(request);
  await fundThroughWalletApi(request, player, `${ref}-${Date.now()}`, 'SPB02001');
  return { player, page: await newPlayerPage(browser, testInfo) };
}

/** Opens the cash picker (`picker`: its path and query) as the player, joins the offer: the table id. */
export async function joinCashOffer(
  page: Page,
  player: Login,
  picker: string,
  offerId: string,
): Promise<string> {
  const game = /^\/tables\/([a-z-]+)/.exec(picker)![1]!;
  await openAs(page, { ...player, wallet_balance: 1000 }, picker);
  await page
    .locator(`[data-offer-id="${offerId}"]`)
    .getByRole('button', { name: words('en', 'tables', 'offer.join') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tables/${game}/[0-9a-f-]{36}$`), { timeout: 30_000 });
  return tableIdIn(page, game);
}

/**
 * Sum of the player's history rows in paise (credits in, debits out): the cash balance, as it was after
 * table hand `lastHand` when given. The next hand starts on its own a few seconds after a result and takes
 * its boot or reserve; its rows ("… table, hand N: boot") are then left out.
 */
export async function historyBalance(
  request: APIRequestContext,
  player: Login,
  lastHand = Infinity,
): Promise<number> {
  let paise = 0;
  for (let page = 1; page < 10; page++) {
    const response = await request.post('/transaction/history', {
      headers: { authorization: `Bearer ${player.token}` },
      data: { operator_id: player.operator_id, player_id: player.player_id, page },
    });
    const body = (await response.json()) as {
      data?: { amount: number; type: string; transaction_details: { remarks: string } }[];
      total_pages?: number;
    };
    for (const row of body.data ?? []) {
      const hand = /table, hand (\d+):/.exec(row.transaction_details.remarks);
      if (hand && Number(hand[1]) > lastHand) continue;
      paise +=
        Math.round(row.amount * 100) *
        (['game_debit', 'withdrawal', 'fee', 'tax'].includes(row.type) ? -1 : 1);
    }
    if (!body.total_pages || page >= body.total_pages) break;
  }
  return paise;
}
