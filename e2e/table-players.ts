import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TableSnapshot } from '../packages/contracts/src/tables';
import type { Login } from './support';

// The players of the table specs that play in several browsers: their own page and login, and the snapshot
// their browser is shown (their pages and balances: tables-support.ts).

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
