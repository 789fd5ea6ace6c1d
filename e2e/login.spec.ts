import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { locale, shoot, text } from './support';

// Login by mobile and by e-mail as a new user would (issue 3), against the built app on a fresh database.
// The OTP comes from the sandbox outbox. Each test requests a single code: the server allows 20 codes per
// IP address per hour and the whole e2e run shares 127.0.0.1.

const en = locale('en');
const hd = locale('hd');
type Dictionary = typeof en;

function uniqueMobile(): string {
  return `6${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

function uniqueEmail(): string {
  return `e2e.${Date.now().toString(36)}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest code sent to `to`, read as JSON from GET /sandbox/outbox. */
async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as Array<{ to: string; code: string | null }>;
      code = messages[0]?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A 6-digit code that is not `code`. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

function header(page: Page) {
  return page.getByRole('banner');
}

function loginDialog(page: Page, dictionary: Dictionary) {
  return page.getByRole('dialog', { name: text(dictionary, 'login.title') });
}

/** "Resend OTP in {{time}}" as a pattern over m:ss. */
function countdownPattern(dictionary: Dictionary): RegExp {
  const [before, after] = text(dictionary, 'login.resendIn').split('{{time}}');
  const escape = (value = '') => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before)}\\d+:\\d\\d${escape(after)}`);
}

async function expectLoggedIn(page: Page, name: RegExp | string) {
  await expect(header(page).getByTestId('user-name')).toHaveText(name);
  await expect(header(page).getByTestId('wallet-balance')).toHaveText('₹0');
  await expect(header(page).getByRole('button', { name: text(en, 'actions.login') })).toHaveCount(0);
}

async function logOut(page: Page) {
  await header(page)
    .getByRole('button', { name: text(en, 'actions.openMenu') })
    .click();
  await page.getByRole('button', { name: text(en, 'actions.logout') }).click();
  await expect(header(page).getByRole('button', { name: text(en, 'actions.login') })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('playerId'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
}

test.describe('login', () => {
  test('by mobile: code from the outbox, reload keeps the session, log out', async ({ page }, testInfo) => {
    // socket.io frames: sendPlayerData after the login, logout at the end.
    const sent: string[] = [];
    const received: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => sent.push(String(frame.payload)));
      socket.on('framereceived', (frame) => received.push(String(frame.payload)));
    });
    // A controllable clock shows the 30 s resend countdown ending without waiting for it.
    await page.clock.install();
    await page.goto('/?ref=e2e');
    await header(page)
      .getByRole('button', { name: text(en, 'actions.login') })
      .click();
    const dialog = loginDialog(page, en);
    await expect(dialog).toBeVisible();
    const mobile = uniqueMobile();
    const confirm = dialog.getByRole('button', { name: text(en, 'actions.confirm') });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(text(en, 'login.mobileLabel')).fill(mobile);
    await expect(confirm).toBeEnabled();
    await shoot(page, testInfo, 'login-entry-en');

    await confirm.click();
    const otp = dialog.getByLabel(text(en, 'login.otpLabel'), { exact: true });
    await expect(otp).toBeVisible();
    await expect(otp).toBeFocused();
    const submit = dialog.getByRole('button', { name: text(en, 'login.submitOtp') });
    await expect(submit).toBeDisabled();
    // The login and confirm buttons stay visible in the otp state (section 2); while the code is live
    // Confirm is off (a second tap would only be refused), and the modal says how many codes are left.
    await expect(confirm).toBeVisible();
    await expect(confirm).toBeDisabled();
    const [leftBefore] = text(en, 'login.requestsLeft').split('{{destination}}');
    await expect(dialog.getByText(new RegExp(`^${leftBefore}.*: 4$`))).toBeVisible();
    await expect(header(page).getByRole('button', { name: text(en, 'actions.login') })).toBeVisible();
    await expect(dialog.getByText(countdownPattern(en))).toBeVisible();
    await shoot(page, testInfo, 'login-otp-en');

    // The countdown ends in the page; the server's own 30 s have not passed, so it answers 429 with the
    // seconds left, which the toast and a new countdown show.
    await page.clock.fastForward(31_000);
    await dialog.getByRole('button', { name: text(en, 'login.resend') }).click();
    const [waitBefore] = text(en, 'login.resendWait').split('{{seconds}}');
    await expect(page.getByText(new RegExp(`^${waitBefore}\\d+`))).toBeVisible();
    await expect(dialog.getByText(countdownPattern(en))).toBeVisible();

    const code = await latestCode(page.request, mobile);
    await otp.fill(wrongCode(code));
    await submit.click();
    await expect(page.getByText(text(en, 'login.wrongOtp'))).toBeVisible();
    await expect(otp).toHaveValue('');

    await otp.fill(code);
    await submit.click();
    await expect(dialog).toBeHidden();
    const name = `Player ${mobile.slice(-4)}`;
    await expectLoggedIn(page, name);
    await expect(page).toHaveURL(/\/\?ref=e2e$/);
    const stored = await page.evaluate(() =>
      Object.fromEntries(
        ['playerId', 'oprId', 'authToken', 'token', 'nickName', 'wallet_balance', 'operatorInfo'].map(
          (key) => [key, localStorage.getItem(key)],
        ),
      ),
    );
    for (const [key, value] of Object.entries(stored)) expect(value, key).toBeTruthy();
    expect(JSON.parse(stored.nickName!)).toBe(name);
    expect(JSON.parse(stored.operatorInfo!)).toMatchObject({ mobile_number: mobile, status: 1 });
    await expect.poll(() => sent.some((frame) => frame.includes('"sendPlayerData"'))).toBe(true);
    await expect.poll(() => received.some((frame) => frame.includes('"connected"'))).toBe(true);
    await shoot(page, testInfo, 'login-header-en');

    await page.reload();
    await expectLoggedIn(page, name);

    await logOut(page);
    await expect.poll(() => sent.some((frame) => frame.includes('"logout"'))).toBe(true);
  });

  test('by e-mail: a wrong code says "Invalid OTP", the right one logs in; reload; log out', async ({
    page,
  }) => {
    await page.goto('/');
    await header(page)
      .getByRole('button', { name: text(en, 'actions.login') })
      .click();
    const dialog = loginDialog(page, en);
    await dialog.getByRole('tab', { name: text(en, 'login.emailTab') }).click();
    const email = uniqueEmail();
    await dialog.getByLabel(text(en, 'login.emailLabel')).fill(email);
    await dialog.getByRole('button', { name: text(en, 'actions.confirm') }).click();
    const otp = dialog.getByLabel(text(en, 'login.otpLabel'), { exact: true });
    await expect(otp).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: email })).toBeVisible();

    const code = await latestCode(page.request, email);
    const submit = dialog.getByRole('button', { name: text(en, 'login.submitOtp') });
    await otp.fill(wrongCode(code));
    await submit.click();
    await expect(page.getByText(text(en, 'login.invalidOtp'), { exact: true })).toBeVisible();

    await otp.fill(code);
    await submit.click();
    await expect(dialog).toBeHidden();
    const name = email.split('@')[0]!.slice(0, 17);
    await expectLoggedIn(page, name);

    await page.reload();
    await expectLoggedIn(page, name);
    await logOut(page);
  });

  test('in Hindi', async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('khelo.language')) localStorage.setItem('khelo.language', 'hd');
    });
    await page.goto('/');
    await header(page)
      .getByRole('button', { name: text(hd, 'actions.login') })
      .click();
    const dialog = loginDialog(page, hd);
    await expect(dialog).toBeVisible();
    const mobile = uniqueMobile();
    await dialog.getByLabel(text(hd, 'login.mobileLabel')).fill(mobile);
    await shoot(page, testInfo, 'login-entry-hd');

    await dialog.getByRole('button', { name: text(hd, 'actions.confirm') }).click();
    const otp = dialog.getByLabel(text(hd, 'login.otpLabel'), { exact: true });
    await expect(otp).toBeVisible();
    await expect(dialog.getByText(countdownPattern(hd))).toBeVisible();
    await shoot(page, testInfo, 'login-otp-hd');

    await otp.fill(await latestCode(page.request, mobile));
    await dialog.getByRole('button', { name: text(hd, 'login.submitOtp') }).click();
    await expect(dialog).toBeHidden();
    await expect(header(page).getByTestId('user-name')).toHaveText(`Player ${mobile.slice(-4)}`);
    await shoot(page, testInfo, 'login-header-hd');
  });
});
