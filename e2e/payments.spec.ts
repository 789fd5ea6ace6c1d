import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cashReady, shoot, login, OPERATOR, type Login, openAs, staffLogin } from './support';

// Add cash and withdraw as a new player would (issue 6, "What it must show"): a UPI deposit with a UTR from
// the sandbox bank credited at once, a gateway payment completed on the sandbox gateway page, a withdrawal
// approved through the cashier API with the balance, /history and the toast following, and a gateway QR
// that expires. Every page of the issue is photographed.

const payments = (lng: 'en' | 'hd') =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../apps/web/public/locales', lng, 'payments.json'),
      'utf8',
    ),
  ) as {
    addCash: { continue: string; gateway: string; upiQr: string };
    qr: { utr: string; submit: string; completed: string };
    kvm: {
      mobile: string;
      email: string;
      submit: string;
      expired: string;
      newAttempt: string;
      openPage: string;
    };
    withdraw: {
      upiId: string;
      amount: string;
      submit: string;
      submitted: string;
      bank: string;
      upi: string;
      crypto: string;
    };
  };
const en = payments('en');
const hd = payments('hd');

/** Pays the operator on the sandbox UPI bank page and reads the UTR it shows. */
async function payOnSandboxBank(
  page: Page,
  amount: string,
  shot?: { name: string; info: Parameters<typeof shoot>[1] },
) {
  await page.goto('/sandbox/upi-bank');
  await page.getByLabel('Amount (₹)').fill(amount);
  await page.getByRole('button', { name: 'Pay' }).click();
  const utr = (await page.getByTestId('utr').textContent())!.trim();
  expect(utr).toMatch(/^\d{12}$/);
  if (shot) await shoot(page, shot.info, shot.name);
  return utr;
}

async function fundByApi(request: APIRequestContext, player: Login, amount: number) {
  const paid = await request.post('/sandbox/upi-bank', {
    headers: { accept: 'application/json' },
    form: { upi_id: 'khelo.deposits@okaxis', amount: String(amount), payer: 'e2e' },
  });
  const { utr } = (await paid.json()) as { utr: string };
  const deposit = await request.post('/transaction/deposit', {
    headers: { authorization: `Bearer ${player.token}` },
    data: {
      operator_id: OPERATOR,
      player_id: player.player_id,
      deposit_method: 'upi-QR',
      transaction_id: utr,
      amount,
    },
  });
  expect(((await deposit.json()) as { credited: boolean }).credited).toBe(true);
}

const balance = (page: Page) => page.getByTestId('wallet-balance');

test('add cash by UPI QR with a UTR from the sandbox bank: the balance rises at once', async ({
  page,
  context,
}, info) => {
  const player = await login(page.request);
  await cashReady(page.request, player);
  await openAs(page, player, '/addCash');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Cash' })).toBeVisible();
  await page.getByRole('button', { name: /^₹100(\s|$)/ }).click();
  await shoot(page, info, 'payments-add-cash');
  await page.getByRole('button', { name: en.addCash.continue }).click();
  await expect(page).toHaveURL(/\/transaction-qr$/);
  await expect(page.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
  await expect(page.getByText('khelo.deposits@okaxis')).toBeVisible();
  await shoot(page, info, 'payments-transaction-qr');

  const bank = await context.newPage();
  const utr = await payOnSandboxBank(bank, '100', { name: 'payments-sandbox-upi-bank', info });
  await bank.close();

  await page.getByLabel(en.qr.utr).fill(utr);
  await page.getByRole('button', { name: en.qr.submit }).click();
  const result = page.getByTestId('deposit-result');
  await expect(result.getByRole('heading', { name: en.qr.completed })).toBeVisible();
  await expect(result).toContainText('₹100 added to your wallet.');
  await expect(balance(page)).toContainText('100');
});

test('the UTR page in Hindi, and back to /addCash without an amount', async ({ page }, info) => {
  const player = await login(page.request);
  await cashReady(page.request, player);
  await openAs(page, player, '/transaction-qr', 'hd');
  await expect(page).toHaveURL(/\/addCash$/);
  await page.getByRole('button', { name: /^₹50(\s|$)/ }).click();
  await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(page.getByLabel(hd.qr.utr)).toBeVisible();
  await page.getByLabel(hd.qr.utr).fill('123');
  await page.getByRole('button', { name: hd.qr.submit }).click();
  await expect(page.getByText('12 अंकों का UTR डालें')).toBeVisible();
  await shoot(page, info, 'payments-transaction-qr-hd');
});

test('add cash through the gateway page: pay on the sandbox gateway and see it complete', async ({
  page,
  context,
}, info) => {
  const player = await login(page.request);
  await cashReady(page.request, player);
  await openAs(page, player, '/addCash');
  await page.getByRole('button', { name: /^₹500(\s|$)/ }).click();
  await page.getByText(en.addCash.gateway, { exact: true }).click();
  await page.getByRole('button', { name: en.addCash.continue }).click();
  await expect(page).toHaveURL(/\/kvmPay$/);
  // The account's mobile number is filled in; a mobile account has no e-mail to offer.
  await expect(page.getByLabel(en.kvm.mobile)).toHaveValue(player.mobile_number);
  await page.getByLabel(en.kvm.email).fill('player@example.com');
  await shoot(page, info, 'payments-kvmpay-form');
  await page.getByRole('button', { name: en.kvm.submit }).click();
  await expect(page.getByTestId('countdown')).toHaveText(/^[78]:\d\d$/);
  await shoot(page, info, 'payments-kvmpay-qr');

  const paymentUrl = await page.getByRole('link', { name: en.kvm.openPage }).getAttribute('href');
  const gateway = await context.newPage();
  await gateway.goto(new URL(paymentUrl!).pathname);
  await shoot(gateway, info, 'payments-sandbox-gateway');
  await gateway.getByRole('button', { name: 'Pay ₹500.00' }).click();
  await expect(gateway.getByTestId('gateway-status')).toContainText('merchant confirmed');
  await gateway.close();

  // The deposit_confirm notice moves the header balance; the page checks the status and says so.
  const result = page.getByTestId('deposit-result');
  await expect(result.getByRole('heading', { name: en.qr.completed })).toBeVisible({ timeout: 15_000 });
  await expect(result).toContainText('₹500 added to your wallet.');
  await expect(result).toContainText('Your balance is now ₹500.');
  await expect(balance(page)).toContainText('500');
  await shoot(page, info, 'payments-kvmpay-success');
});

test('a gateway QR that expires: the page says so, and a late payment is refunded', async ({
  page,
  context,
}, info) => {
  const player = await login(page.request);
  await cashReady(page.request, player);
  await page.clock.install();
  await openAs(page, player, '/kvmPay');
  await expect(page.getByLabel(en.kvm.mobile)).toHaveValue(player.mobile_number);
  await page.getByLabel(en.kvm.email).fill('player@example.com');
  await page.getByLabel('Amount (₹)').fill('75');
  await page.getByRole('button', { name: en.kvm.submit }).click();
  await expect(page.getByTestId('countdown')).toBeVisible();
  const paymentUrl = await page.getByRole('link', { name: en.kvm.openPage }).getAttribute('href');

  // The server's 8 minutes pass through the sandbox gateway's shortcut; the page's through its clock.
  const gateway = await context.newPage();
  await gateway.goto(new URL(paymentUrl!).pathname);
  await gateway.getByRole('button', { name: /expire now/ }).click();
  await page.clock.fastForward('08:01');
  await expect(page.getByText(en.kvm.expired)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: en.kvm.newAttempt })).toBeVisible();
  await shoot(page, info, 'payments-kvmpay-expired');

  const late = await context.newPage();
  const created = await late.request.post('/pg/kvmpay-deposit', {
    headers: { authorization: `Bearer ${player.token}` },
    data: {
      operator_id: OPERATOR,
      player_id: player.player_id,
      deposit_method: 'UPI',
      amount: 40,
      mobileNo: '9876543210',
      email: 'p@example.com',
    },
  });
  const { payment_url: lateUrl } = (await created.json()) as { payment_url: string };
  await late.goto(new URL(lateUrl).pathname);
  await late.getByRole('button', { name: /expire now/ }).click();
  await late.getByRole('button', { name: 'Pay ₹40.00' }).click();
  await expect(late.getByTestId('gateway-status')).toContainText('Refunded');
  await shoot(late, info, 'payments-sandbox-gateway-refunded');
  await expect(balance(page)).toContainText('0');
});

test('request a withdrawal, approve it through the cashier API: balance, history and toast follow', async ({
  page,
}, info) => {
  const player = await login(page.request);
  await cashReady(page.request, player, { kycName: 'Asha Rao' });
  await fundByApi(page.request, player, 300);
  await openAs(page, { ...player, wallet_balance: 300 }, '/withdrawal');
  await expect(balance(page)).toContainText('300');
  await shoot(page, info, 'payments-withdrawal-upi');
  await page.getByLabel(en.withdraw.upiId).fill('asha@okicici');
  await page.getByLabel('Name on the UPI account').fill('Asha Rao');
  await page.getByLabel(en.withdraw.amount).fill('500');
  await page.getByRole('button', { name: en.withdraw.submit }).click();
  await expect(page.getByText(/More than your withdrawable balance/)).toBeVisible();
  await page.getByLabel(en.withdraw.amount).fill('120');
  await page.getByRole('button', { name: en.withdraw.submit }).click();
  await expect(page.getByText(en.withdraw.submitted).first()).toBeVisible();
  await expect(balance(page)).toContainText('180');
  await page.getByRole('tab', { name: en.withdraw.bank }).click();
  await shoot(page, info, 'payments-withdrawal-bank');

  await page.goto('/history?filter=pending');
  await expect(page.getByText('Withdrawal to UPI asha@okicici')).toBeVisible();

  const cashier = { token: await staffLogin(page.request, 'cashier') };
  const pending = await page.request.get('/staff/withdrawals?status=pending', {
    headers: { authorization: `Bearer ${cashier.token}` },
  });
  const row = ((await pending.json()) as { data: { transaction_id: string; player_id: string }[] }).data.find(
    (item) => item.player_id === player.player_id,
  )!;
  const approved = await page.request.post(`/staff/withdrawals/${row.transaction_id}/approve`, {
    headers: { authorization: `Bearer ${cashier.token}` },
    data: { reason: 'paid to UPI' },
  });
  expect(approved.status()).toBe(200);
  await expect(page.getByText(/Withdrawal of ₹120 paid/)).toBeVisible();
  await page.goto('/history?filter=other');
  await expect(page.getByText('Withdrawal to UPI asha@okicici')).toBeVisible();
  await expect(balance(page)).toContainText('180');
  await shoot(page, info, 'payments-history-after-withdrawal');
});

test('the crypto withdrawal page is hidden until the operator turns it on (CRYPTO_WITHDRAWALS)', async ({
  page,
}) => {
  const player = await login(page.request);
  // With KYC approved the withdrawal form itself shows, so the missing crypto tab is the setting's doing.
  await cashReady(page.request, player, { kycName: 'Asha Rao' });
  await openAs(page, player, '/withdraw-cash');
  await expect(page).toHaveURL(/\/withdrawal$/);
  await expect(page.getByRole('tab', { name: en.withdraw.upi })).toBeVisible();
  await expect(page.getByRole('link', { name: en.withdraw.crypto })).toHaveCount(0);
  await expect(page.getByText(/MATIC/)).toHaveCount(0);
});
