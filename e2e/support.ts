import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

/** The web app's own locale file, so assertions follow the words users see in each language. */
export function locale(lng: 'en' | 'hd'): Record<string, unknown> {
  return JSON.parse(
    readFileSync(path.join(root, 'apps/web/public/locales', lng, 'common.json'), 'utf8'),
  ) as Record<string, unknown>;
}

export function text(dictionary: Record<string, unknown>, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
  if (typeof value !== 'string') throw new Error(`locale key ${key} is not a string`);
  return value;
}

/** Full-page screenshots for people to look at: e2e/.artifacts/screenshots/<name>-<project>.png */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = path.join(root, 'e2e/.artifacts/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

/** The demo operator every test plays on. */
export const OPERATOR = 230201;

/** The login answer (core-platform.md section 7, login/mobile-confirm). */
export interface Login {
  player_id: string;
  operator_id: number;
  token: string;
  authToken: string;
  display_name: string;
  wallet_balance: number;
  mobile_number: string;
}

/** A new player logged in through the API with the code from the sandbox outbox. */
export async function login(request: APIRequestContext): Promise<Login> {
  const mobile = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  const sent = await request.post('/login/mobile', {
    headers: { operator_id: String(OPERATOR) },
    data: { country_code: '+91', mobile_number: mobile, operator_id: OPERATOR },
  });
  expect(sent.status()).toBe(200);
  const { objectId } = (await sent.json()) as { objectId: string };
  const [message] = (await (await request.get(`/sandbox/outbox?to=${mobile}`)).json()) as { code: string }[];
  const confirmed = await request.post('/login/mobile-confirm', {
    data: { otp: message!.code, _id: objectId, mobile_number: mobile, operator_id: OPERATOR },
  });
  expect(confirmed.status()).toBe(200);
  return (await confirmed.json()) as Login;
}

/**
 * Sets the language and stores a session the way apps/web/src/app/session/session-storage.ts does (JSON
 * values), once per call and tab, so that the app's own later changes survive reloads. The session of the
 * same player is kept as the app left it: the session guard rotates the refresh token, and putting the old
 * one back would be taken for a stolen token (the whole session is then revoked).
 */
export async function prepareSession(page: Page, language: 'en' | 'hd', player?: Login): Promise<void> {
  await page.addInitScript(
    ({ marker, lng, session }) => {
      if (sessionStorage.getItem(marker) !== null) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem('khelo.language', lng);
      if (!session || localStorage.getItem('playerId') === JSON.stringify(session.player_id)) return;
      const values: Record<string, string | number> = {
        playerId: session.player_id,
        oprId: session.operator_id,
        authToken: session.authToken,
        token: session.token,
        nickName: session.display_name,
        wallet_balance: session.wallet_balance,
      };
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
    },
    { marker: `e2e-session-${randomUUID()}`, lng: language, session: player ?? null },
  );
}

/** Opens `path` as `player`, logged in. */
export async function openAs(page: Page, player: Login, path: string, language: 'en' | 'hd' = 'en') {
  await prepareSession(page, language, player);
  await page.goto(path);
}
