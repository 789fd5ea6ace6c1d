import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  beforeNextStaffCode,
  login,
  OPERATOR,
  sandboxStaff,
  shoot,
  staffCode,
  staffLogin,
  type Login,
} from './support';

// Issue 12 as a new staff member tries it: log in to /backoffice with the seeded admin's password and a
// TOTP code computed from the printed secret, approve a deposit and a withdrawal, verify a KYC document,
// take a game offline and see the lobby change, then find each action in the audit log.

const GAME = 'MZ010001';
const HOLDER = 'Asha Verma';

/** Cash play needs an adult's birthday and a state where it is allowed (docs/compliance.md). */
async function adultInMaharashtra(request: APIRequestContext, player: Login): Promise<void> {
  const response = await request.post('/update/personalDetails', {
    headers: { authorization: `Bearer ${player.token}` },
    data: {
      operator_id: OPERATOR,
      player_id: player.player_id,
      birthday: '1995-06-15',
      phone: player.mobile_number,
      city: 'Pune',
      state: 'Maharashtra',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function pendingDeposit(request: APIRequestContext, player: Login, amount: number) {
  // A UTR the sandbox bank never saw: the deposit waits for a cashier.
  const utr = String(randomInt(100_000_000_000, 999_999_999_999));
  const response = await request.post('/transaction/deposit', {
    headers: { authorization: `Bearer ${player.token}` },
    data: {
      operator_id: OPERATOR,
      player_id: player.player_id,
      deposit_method: 'upi-QR',
      transaction_id: utr,
      amount,
    },
  });
  const body = (await response.json()) as { transaction_id: string; credited: boolean };
  expect(body.credited, JSON.stringify(body)).toBe(false);
  return { depositId: body.transaction_id, utr };
}

async function submitPan(request: APIRequestContext, player: Login): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" rx="24" fill="#2563eb"/><text x="320" y="210" font-size="48" text-anchor="middle" font-family="sans-serif" fill="#fff">PAN</text></svg>`;
  const image = `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
  const letters = Array.from({ length: 5 }, () => String.fromCharCode(65 + randomInt(0, 26))).join('');
  const response = await request.post('/save/kycdetails', {
    headers: { authorization: `Bearer ${player.token}` },
    data: {
      operator_id: OPERATOR,
      player_id: player.player_id,
      doc_type: 'pan',
      player_name: HOLDER,
      doc_number: `${letters}${randomInt(1000, 10_000)}Z`,
      front_img: image,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function pendingWithdrawal(request: APIRequestContext, player: Login, amount: number): Promise<string> {
  const response = await request.post('/transaction/withdraw', {
    headers: { authorization: `Bearer ${player.token}` },
    data: {
      operator_id: OPERATOR,
      player_id: player.player_id,
      amount,
      method: 'upi',
      upi_id: 'asha@okicici',
      account_holder: HOLDER,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { transaction_id: string }).transaction_id;
}

/** The login screen as staff use it: password, then the authenticator's code (computed here). */
async function logIn(page: Page, info: Parameters<typeof shoot>[1]) {
  const admin = await sandboxStaff(page.request, 'admin');
  await page.goto('/backoffice');
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await shoot(page, info, 'backoffice-login');
  await page.getByRole('button', { name: 'Continue' }).click();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  if (await page.getByTestId('totp-secret').isVisible()) {
    await expect(page.getByTestId('totp-secret')).toHaveText(admin.totp_secret);
    await shoot(page, info, 'backoffice-login-enrol');
  }
  let step = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    const next = staffCode(admin.totp_secret, step);
    step = next.step;
    await codeField.fill(next.code);
    await page.getByRole('button', { name: 'Log in' }).click();
    const done = await page
      .waitForURL(/\/backoffice\/cashier$/, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (done) return;
    // The same admin logged in during this 30-second step already (another spec): the next step's code.
    await expect(page.getByRole('alert')).toContainText('already used');
    await beforeNextStaffCode(step);
  }
  throw new Error('could not log in');
}

/** Limits (a raise waiting its 72 hours), one Mines bet and a cool-off, for the player's file to show. */
async function playAndPause(request: APIRequestContext, player: Login): Promise<void> {
  const headers = { authorization: `Bearer ${player.token}` };
  const ids = { operator_id: OPERATOR, player_id: player.player_id };
  for (const daily of [1000, 5000]) {
    const limits = await request.post('/api/responsible-gaming/limits', { headers, data: { ...ids, daily } });
    expect(limits.status(), await limits.text()).toBe(200);
  }
  const launch = await request.post('/api/game-launch', { headers, data: { game_code: 'SPB02010' } });
  expect(launch.status(), await launch.text()).toBe(200);
  const { token } = (await launch.json()) as { token: string };
  const bet = await request.post('/house/mines/start', {
    data: { game_code: 'SPB02010', token, amount: 10, mines: 3 },
  });
  expect(bet.status(), await bet.text()).toBe(200);
  const pause = await request.post('/api/responsible-gaming/cool-off', {
    headers,
    data: { ...ids, duration: '24h', confirm: true },
  });
  expect(pause.status(), await pause.text()).toBe(200);
}

/** Another cashier holds the item: the admin sees who and cannot open it until it is released. */
async function claimedByAnother(page: Page, info: Parameters<typeof shoot>[1], kind: string, id: string) {
  const cashier = { authorization: `Bearer ${await staffLogin(page.request, 'cashier')}` };
  const claimed = await page.request.post(`/staff/${kind}/${id}/claim`, { headers: cashier });
  expect(claimed.status(), await claimed.text()).toBe(200);
  const card = page.getByTestId(`payment-${id}`);
  await card.getByRole('button', { name: 'Approve or reject…' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Being handled by' })).toBeVisible();
  await expect(card.getByLabel('Reason')).toHaveCount(0);
  await shoot(page, info, 'backoffice-cashier-claimed');
  await page.request.post(`/staff/${kind}/${id}/release`, { headers: cashier });
}

async function decide(page: Page, testId: string, reason: string) {
  const card = page.getByTestId(testId);
  await card.getByRole('button', { name: 'Approve or reject…' }).click();
  await card.getByLabel('Reason').fill(reason);
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Approved.');
  await expect(card).toHaveCount(0);
}

test('the back office: login with TOTP, cashier, KYC, catalog and the audit log', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const player = await login(page.request);
  await adultInMaharashtra(page.request, player);
  const { depositId, utr } = await pendingDeposit(page.request, player, 500);
  await submitPan(page.request, player);

  await logIn(page, info);
  await expect(page.getByTestId('staff-who')).toContainText('Demo Admin · Admin');

  // Cashier: the deposit waits with its UTR; approve it.
  await expect(page.getByTestId(`payment-${depositId}`)).toContainText('₹500');
  await expect(page.getByTestId(`payment-${depositId}`)).toContainText(`UTR${utr}`);
  await expect(page.getByTestId(`payment-${depositId}`).getByTestId('bank-match')).toHaveText(
    'Not on the bank statement (yet).',
  );
  await shoot(page, info, 'backoffice-cashier-deposits');
  await claimedByAnother(page, info, 'deposits', depositId);
  await decide(page, `payment-${depositId}`, 'UTR found on the bank statement');

  // KYC: open the documents (decrypted images) and verify.
  await page.getByRole('link', { name: 'KYC review' }).click();
  const submission = page.getByTestId(`kyc-${player.player_id}`);
  await submission.getByRole('button', { name: 'Open the documents' }).click();
  await expect(submission.getByRole('img', { name: 'Front of the document' })).toBeVisible();
  await shoot(page, info, 'backoffice-kyc');
  await submission.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Approved.');

  // The player, now funded and verified, asks for a withdrawal; the cashier pays it.
  const withdrawalId = await pendingWithdrawal(page.request, player, 200);
  await page.getByRole('link', { name: 'Cashier' }).click();
  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(page.getByTestId(`payment-${withdrawalId}`)).toContainText('asha@okicici');
  await shoot(page, info, 'backoffice-cashier-withdrawals');
  await decide(page, `payment-${withdrawalId}`, 'paid to UPI');

  // Players: find the player by part of the mobile number and open the file (limits, break, bets).
  await playAndPause(page.request, player);
  await page.getByRole('link', { name: 'Players' }).click();
  await page.getByLabel('Mobile, e-mail or player id').fill(player.mobile_number.slice(3));
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: player.display_name }).click();
  const file = page.getByTestId('player-file');
  await expect(file).toContainText('withdrawal');
  await expect(file.getByTestId('player-status')).toHaveText('Active');
  await expect(file.getByTestId('player-break')).toContainText('On a cool-off break until');
  await expect(file.getByTestId('player-rg')).toContainText('raise to ₹5,000');
  await expect(file.getByTestId('player-rounds')).toContainText('Mines');
  await shoot(page, info, 'backoffice-players');

  // Catalog: take a game offline; a visitor's lobby shows it under maintenance at once.
  await page.getByRole('link', { name: 'Catalog' }).click();
  const status = page.getByTestId(`game-${GAME}`).getByRole('combobox');
  await expect(status).toHaveValue('live');
  await status.selectOption('offline');
  await expect(page.getByRole('status')).toContainText(`${GAME} saved`);
  await expect(page.getByRole('heading', { name: 'Providers' })).toBeVisible();
  await shoot(page, info, 'backoffice-catalog');
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(
    visitor.locator(`[data-game-code="${GAME}"]`).first().getByTestId('maintenance'),
  ).toBeVisible();
  await status.selectOption('live');
  await expect(page.getByRole('status')).toContainText(`${GAME} saved`);
  await visitor.reload();
  await expect(visitor.locator(`[data-game-code="${GAME}"]`).first().getByTestId('maintenance')).toHaveCount(
    0,
  );
  await visitor.close();

  // The audit log has every action, and its hash chain is intact.
  await page.getByRole('link', { name: 'Audit log' }).click();
  const rows = page.getByTestId('audit-row');
  for (const [action, subject] of [
    ['deposit.approve', depositId],
    ['kyc.approve', null],
    ['withdrawal.approve', withdrawalId],
    ['game.update', GAME],
  ] as const) {
    const row = rows.filter({ hasText: action });
    await expect((subject ? row.filter({ hasText: subject }) : row).first()).toBeVisible();
  }
  await expect(rows.filter({ hasText: 'live → offline' }).filter({ hasText: GAME }).first()).toBeVisible();
  await expect(page.getByTestId('audit-chain')).toContainText('Hash chain intact');
  await shoot(page, info, 'backoffice-audit');

  // Ledger explorer and reports with their charts.
  await page.getByRole('link', { name: 'Ledger' }).click();
  await page.getByLabel('Type').selectOption('deposit');
  await expect(page.getByRole('cell', { name: utr, exact: false }).first()).toBeVisible();
  await shoot(page, info, 'backoffice-ledger');
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('img', { name: 'Daily deposits and withdrawals' })).toBeVisible();
  await expect(page.getByTestId('tds-payable')).toBeVisible();
  await shoot(page, info, 'backoffice-reports');

  // Messages and the Hindi screens.
  await page.getByRole('link', { name: 'Messages' }).click();
  await shoot(page, info, 'backoffice-contact');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.getByRole('link', { name: 'कैटलॉग' }).click();
  await expect(page.getByRole('heading', { name: 'कैटलॉग' })).toBeVisible();
  await shoot(page, info, 'backoffice-catalog-hd');
  await page.getByRole('link', { name: 'खिलाड़ी' }).click();
  await page.getByLabel('मोबाइल, ई-मेल या खिलाड़ी आईडी').fill(player.mobile_number.slice(3));
  await page.getByRole('button', { name: 'खोजें' }).click();
  await page.getByRole('button', { name: player.display_name }).click();
  await expect(page.getByTestId('player-break')).toContainText('कूल-ऑफ़ ब्रेक');
  await shoot(page, info, 'backoffice-players-hd');
  await page.getByRole('link', { name: 'ऑडिट लॉग' }).click();
  await expect(page.getByTestId('audit-chain')).toContainText('हैश चेन सही है');
  await shoot(page, info, 'backoffice-audit-hd');
  await page.getByRole('button', { name: 'English' }).click();

  // Logging out ends the session: the screens ask for the login again.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/backoffice\/login$/);
});
