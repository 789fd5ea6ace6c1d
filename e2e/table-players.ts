import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { TableSnapshot } from '../packages/contracts/src/tables';
import type { Login } from './support';

// The players of the table specs that play in several browsers: their own page and login, the snapshot
// their browser is shown, and their cash balance as /transaction/history adds it up.

export interface TablePlayer {
  login: Login;
  page: Page;
  tableId?: string;
}

/** The page's token (it may have been renewed since the login). */
export async function tokenOf(page: Page, fallback: string): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  return stored ? (JSON.parse(stored) as string) : fallback;
}

/** What the player's browser is shown; null once the player has no seat there (403). */
export async function stateOf<View>(
  request: APIRequestContext,
  player: TablePlayer,
): Promise<TableSnapshot<View> | null> {
  const response = await request.post('/api/tables/state', {
    headers: { authorization: `Bearer ${await tokenOf(player.page, player.login.token)}` },
    data: { player_id: player.login.player_id, table_id: player.tableId },
  });
  if (response.status() === 403) return null;
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { table: TableSnapshot<View> }).table;
}

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

/** Sum of the player's /transaction/history rows in paise: the cash balance. */
export async function historyBalance(request: APIRequestContext, player: Login): Promise<number> {
  let paise = 0;
  for (let page = 1; page < 10; page++) {
    const response = await request.post('/transaction/history', {
      headers: { authorization: `Bearer ${player.token}` },
      data: { operator_id: player.operator_id, player_id: player.player_id, page },
    });
    const body = (await response.json()) as {
      data?: { amount: number; type: string }[];
      total_pages?: number;
    };
    for (const row of body.data ?? [])
      paise +=
        Math.round(row.amount * 100) *
        (['game_debit', 'withdrawal', 'fee', 'tax'].includes(row.type) ? -1 : 1);
    if (!body.total_pages || page >= body.total_pages) break;
  }
  return paise;
}
