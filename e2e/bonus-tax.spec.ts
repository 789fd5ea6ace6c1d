import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { login, OPERATOR, openAs, shoot, staffLogin, type Login } from './support';

// Issue 8's new-user story with the product's bonus settings (Rs 25 sign-up, 100% welcome bonus, release
// at 10% of each cash bet): sign up and see the Rs 25, deposit and see the welcome bonus, play a cash bet
// and see bonus released, then withdraw winnings with the TDS on the preview and in /history.
// The shared e2e server runs with bonuses off (other specs count exact balances), so this spec starts its
// own server (scripts/e2e-server.mjs with E2E_BONUSES=1) on E2E_PORT + 1000.

const root = path.resolve(import.meta.dirname, '..');
// Far from the 180xx ports engineers and CI give the shared server (E2E_BONUS_PORT overrides it); one port
// per parallel worker, as the desktop and phone runs of this file may overlap.
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const port = Number(process.env.E2E_BONUS_PORT ?? Number(process.env.E2E_PORT ?? 18080) + 1000) + worker;
const baseURL = `http://127.0.0.1:${port}`;
test.use({ baseURL });

type Dictionary = Record<string, Record<string, string>>;
const payments = (lng: 'en' | 'hd') =>
  JSON.parse(
    readFileSync(path.join(root, 'apps/web/public/locales', lng, 'payments.json'), 'utf8'),
  ) as Dictionary;
const en = payments('en');
const hd = payments('hd');

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), E2E_BONUSES: '1' },
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 120_000; waited += 500) {
    const up = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    // Our server is the one answering only if it is still running (a taken port makes it exit).
    if (up && server.exitCode === null) return;
    if (server.exitCode !== null)
      throw new Error(`the bonus e2e server exited (${server.exitCode}); is ${port} free?`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the bonus e2e server did not start');
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

const bearer = (player: Login) => ({ authorization: `Bearer ${player.token}` });

/** Birthday and state (cash play) and a verified PAN (withdrawals of winnings), through the real calls. */
async function makeEligible(request: APIRequestContext, player: Login) {
  const personal = await request.post('/update/personalDetails', {
    headers: bearer(player),
    data: {
      operator_id: OPERATOR,
      player_id: player.player_id,
      birthday: '1995-06-15',
      phone: player.mobile_number,
      city: 'Bengaluru',
      state: 'Karnataka',
    },
  });
  expect(personal.status(), await personal.text()).toBe(200);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#0ea5e9"/></svg>';
  const image = `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
  const letters = Array.from({ length: 2 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  const pan = `ABC${letters[0]}V${String(randomInt(1000, 10_000))}${letters[1]}`;
  const submitted = await request.post('/save/kycdetails', {
    headers: bearer(player),
    data: {
      operator_id: OPERATOR,
      player_id: player.player_id,
      doc_type: 'pan',
      player_name: 'Asha Verma',
      doc_number: pan,
      front_img: image,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const staff = { authorization: `Bearer ${await staffLogin(request, 'kyc_reviewer')}` };
  const queue = (await (await request.get('/staff/kyc?status=pending', { headers: staff })).json()) as {
    data: { id: string; player_id: string }[];
  };
  const row = queue.data.find((item) => item.player_id === player.player_id)!;
  expect((await request.post(`/staff/kyc/${row.id}/approve`, { headers: staff, data: {} })).status()).toBe(
    200,
  );
}

async function deposit(request: APIRequestContext, player: Login, amount: number) {
  const paid = await request.post('/sandbox/upi-bank', {
    headers: { accept: 'application/json' },
    form: { upi_id: 'khelo.deposits@okaxis', amount: String(amount), payer: 'e2e' },
  });
  const { utr } = (await paid.json()) as { utr: string };
  const response = await request.post('/transaction/deposit', {
    headers: bearer(player),
    data: {
      operator_id: OPERATOR,
      player_id: player.player_id,
      deposit_method: 'upi-QR',
      transaction_id: utr,
      amount,
    },
  });
  expect(((await response.json()) as { credited: boolean }).credited).toBe(true);
}

/** A cash bet and a win as the game provider sends them: signed wallet-api calls with a launch token. */
async function play(request: APIRequestContext, player: Login, stake: number, payout: number) {
  const launch = await request.post('/api/game-launch', {
    headers: bearer(player),
    data: { game_code: 'SPB02001' },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  const { token } = (await launch.json()) as { token: string };
  const { secret } = (await (await request.get('/sandbox/wallet-providers/SPB')).json()) as {
    secret: string;
  };
  const round = randomUUID();
  for (const [kind, amount] of [
    ['debit', stake],
    ['credit', payout],
  ] as const) {
    const body = JSON.stringify({
      request_id: randomUUID(),
      token,
      game_code: 'SPB02001',
      transaction_id: randomUUID(),
      round_id: round,
      amount,
      currency: 'INR',
    });
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    const response = await request.post(`/wallet-api/${kind}`, {
      headers: { 'content-type': 'application/json', 'x-provider-code': 'SPB', 'x-signature': signature },
      data: body,
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

const header = (page: Page) => page.getByTestId('wallet-balance');

test('sign up, Rs 25, welcome bonus, bonus released by a cash bet, withdrawal with TDS', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const player = await login(request);
  expect(player.wallet_balance).toBe(25);

  await openAs(page, player, '/addCash');
  await expect(header(page)).toContainText('25');
  const card = page.getByTestId('bonus-balance');
  await expect(card.getByTestId('bonus-cash')).toHaveText('₹25');
  await expect(page.getByTestId('welcome-offer')).toHaveText(
    en.bonus!.welcome!.replace('{{percent}}', '100').replace('{{cap}}', '₹1,000'),
  );
  await shoot(page, info, 'bonus-add-cash-new-en');

  await makeEligible(request, player);
  await deposit(request, player, 1000);
  await page.reload();
  await expect(card.getByTestId('bonus-amount')).toHaveText('₹1,000');
  await expect(card.getByTestId('bonus-cash')).toHaveText('₹1,025');
  await expect(page.getByTestId('welcome-offer')).toHaveCount(0);
  await shoot(page, info, 'bonus-add-cash-welcome-en');

  // A 500 bet releases 50 of the bonus; the round pays 2000.
  await play(request, player, 500, 2000);
  await page.goto('/history?filter=bonus');
  await expect(page.getByText('Bonus released: 10% of a ₹500.00 stake')).toBeVisible();
  await expect(page.getByText('Welcome bonus: 100% of your first deposit of ₹1,000.00')).toBeVisible();
  await expect(page.getByText('Sign-up bonus')).toBeVisible();
  await expect(card.getByTestId('bonus-amount')).toHaveText('₹950');
  await shoot(page, info, 'bonus-history-en');

  // Withdraw 2000 of the 2575: net winnings 2000 − 1000 deposited = 1000, TDS 300, 1700 arrives.
  await page.goto('/withdrawal');
  await page.getByRole('tab', { name: en.withdraw!.bank! }).click();
  await page.getByLabel(en.withdraw!.holder!).fill('Asha Verma');
  await page.getByLabel(en.withdraw!.accountNumber!).fill('123456789012');
  await page.getByLabel(en.withdraw!.ifsc!).fill('SBIN0001234');
  await page.getByLabel(en.withdraw!.amount!).fill('2000');
  const preview = page.getByTestId('tds-preview');
  await expect(preview.getByTestId('tds-amount')).toHaveText('₹300');
  await expect(preview.getByTestId('tds-net')).toHaveText('₹1,700');
  await shoot(page, info, 'bonus-withdrawal-preview-en');
  await page.getByRole('button', { name: en.withdraw!.submit!, exact: true }).click();
  await expect(page.getByText(en.withdraw!.submitted!).first()).toBeVisible();
  await expect(header(page)).toContainText('575');

  await page.goto('/history?filter=other');
  await expect(
    page.getByText('TDS u/s 194BA: 30% of net winnings ₹1,000.00 (FY', { exact: false }),
  ).toBeVisible();
  await shoot(page, info, 'bonus-history-tax-en');
  const download = page.waitForEvent('download');
  await page.getByTestId('tax-statement').click();
  expect((await download).suggestedFilename()).toMatch(/^khelo-tax-statement-\d{4}-\d{2}\.csv$/);
});

test('the same pages in Hindi, and the referral code on /info', async ({ page, request }, info) => {
  const player = await login(request);
  // Add cash and withdrawal show their forms to a player who may use them (birthday, state, KYC).
  await makeEligible(request, player);
  await openAs(page, player, '/info', 'hd');
  const referral = page.getByTestId('referral');
  await expect(referral.getByTestId('referral-code')).toHaveText(/^[A-Z2-9]{8}$/);
  await expect(referral).toContainText('/?referral_code=');
  await expect(referral.getByText(hd.referral!.title!)).toBeVisible();
  await shoot(page, info, 'bonus-referral-hd');

  await page.goto('/addCash');
  await expect(page.getByTestId('bonus-balance')).toContainText(hd.bonus!.bonus!);
  await shoot(page, info, 'bonus-add-cash-hd');
  await page.goto('/withdrawal');
  await page.getByLabel(hd.withdraw!.amount!).first().fill('20');
  await expect(page.getByTestId('tds-preview')).toContainText(hd.tds!.net!);
  await shoot(page, info, 'bonus-withdrawal-preview-hd');
  await page.goto('/history');
  await expect(page.getByTestId('tax-statement')).toHaveText(hd.tds!.statement!);
  await shoot(page, info, 'bonus-history-hd');
});
