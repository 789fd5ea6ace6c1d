import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { totpCode, totpStep } from '../apps/server/src/modules/staff/totp';

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

/**
 * Full-page screenshots for people to look at: e2e/.artifacts/screenshots/<name>-<project>.png. One image
 * pixel per CSS pixel: at the phone's device scale (2.625) the ~9,500 px lobby made a 25-megapixel PNG that
 * took 15–40 s to encode on a loaded machine, longer than a test's whole timeout.
 */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (process.env.E2E_SHOTS === '0') return;
  const dir = path.join(root, 'e2e/.artifacts/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: path.join(dir, `${name}-${testInfo.project.name}.png`),
    fullPage: true,
    scale: 'css',
  });
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

export interface SandboxStaffMember {
  email: string;
  role: string;
  display_name: string;
  password: string;
  totp_secret: string;
}

/** The demo staff credentials the sandbox lists (docs/staff.md). */
export async function sandboxStaff(request: APIRequestContext, role: string): Promise<SandboxStaffMember> {
  const staff = (await (await request.get('/sandbox/staff')).json()) as SandboxStaffMember[];
  return staff.find((member) => member.role === role)!;
}

/** The current TOTP code of a secret; `after` skips steps up to and including it (codes are single-use). */
export function staffCode(secret: string, after = 0): { code: string; step: number } {
  const step = Math.max(totpStep(new Date()), after + 1);
  return { code: totpCode(secret, step), step };
}

const staffSessions = new Map<string, string>();

/**
 * Before another try at a staff login whose code of `step` was refused as used: the server takes the code of
 * the step after the clock's too (one step of drift, apps/server/src/modules/staff/totp.ts), so the next
 * step's code is tried at once; only when that one is out of the window too does this wait for the clock.
 */
export async function beforeNextStaffCode(step: number): Promise<void> {
  const wait = step * 30_000 - Date.now() + 200;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * A staff session token of the demo member of `role`, logged in through /staff/auth/login with password
 * and TOTP like the back office does. Kept per role for the run; a code already used (an earlier login of
 * the same role, maybe another worker's) makes it try the next step's code.
 */
export async function staffLogin(request: APIRequestContext, role: string): Promise<string> {
  const kept = staffSessions.get(role);
  if (kept && (await request.get('/staff/auth/me', { headers: { authorization: `Bearer ${kept}` } })).ok())
    return kept;
  const member = await sandboxStaff(request, role);
  let step = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    const next = staffCode(member.totp_secret, step);
    step = next.step;
    const response = await request.post('/staff/auth/login', {
      data: { email: member.email, password: member.password, code: next.code },
    });
    if (response.ok()) {
      const { token } = (await response.json()) as { token: string };
      staffSessions.set(role, token);
      return token;
    }
    await beforeNextStaffCode(step);
  }
  throw new Error(`staff login of ${role} failed`);
}

/**
 * Meets the cash-play rules (docs/compliance.md) through the real calls: an adult living in `state`
 * (default Maharashtra); with `kycName`, also a PAN in that name verified by a KYC reviewer (withdrawals
 * go only to an account in the KYC name).
 */
export async function cashReady(
  request: APIRequestContext,
  player: Pick<Login, 'player_id' | 'operator_id' | 'token'>,
  options: { state?: string; kycName?: string } = {},
): Promise<void> {
  const headers = { authorization: `Bearer ${player.token}` };
  const personal = await request.post('/update/personalDetails', {
    headers,
    data: {
      operator_id: player.operator_id,
      player_id: player.player_id,
      birthday: '1993-08-21',
      phone: '9876543210',
      city: 'Pune',
      state: options.state ?? 'Maharashtra',
    },
  });
  expect(personal.status(), await personal.text()).toBe(200);
  if (!options.kycName) return;
  // A 1x1 PNG is enough for a document the reviewer approves through the API.
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const letter = () => String.fromCharCode(65 + randomInt(26));
  const pan = `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(1000, 10_000))}${letter()}`;
  const submitted = await request.post('/save/kycdetails', {
    headers,
    data: {
      operator_id: player.operator_id,
      player_id: player.player_id,
      doc_type: 'pan',
      player_name: options.kycName,
      doc_number: pan,
      front_img: `data:image/png;base64,${png}`,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const staff = { authorization: `Bearer ${await staffLogin(request, 'kyc_reviewer')}` };
  const queue = (await (await request.get('/staff/kyc?status=pending', { headers: staff })).json()) as {
    data: { id: string; player_id: string }[];
  };
  const row = queue.data.find((item) => item.player_id === player.player_id);
  expect(row, 'the KYC submission is in the review queue').toBeDefined();
  const approved = await request.post(`/staff/kyc/${row!.id}/approve`, { headers: staff, data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
}
