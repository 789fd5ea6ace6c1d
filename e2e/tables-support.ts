import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { RummyView } from '../packages/games/src/rummy/state';
import type { TableSnapshot } from '../packages/contracts/src/tables';
import { shoot, text } from './support';

// Helpers of the tables specs: the tables' own locale files, the seat's snapshot as the player's browser
// gets it, and the rummy moves made through the page as a player makes them.

const root = path.resolve(import.meta.dirname, '..');

/** A key of apps/web/public/locales/<lng>/<ns>.json. */
export function words(
  lng: 'en' | 'hd',
  ns: 'tables' | 'rummy' | 'call-break' | 'games' | 'fortune-wheel',
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
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return latest!;
}

export function handCard(page: Page, card: string): Locator {
  return page.locator(`[data-testid="hand-card"][data-card="${card}"]`).first();
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

/** A screenshot once the page's finite animations (a dialog fading in, a card dealt) have run. */
export async function shootSettled(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await shoot(page, testInfo, name);
}
