import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { verhoeffDigit } from '../packages/contracts/src/kyc';
import { locale, shoot as fullPage, text, login, openAs, staffLogin } from './support';

// Issue 7 as a new player tries it: change nickname and avatar, upload a picture and see it in the
// header, fill in personal information, submit an aadhar with both images, see "pending", have a reviewer
// verify it through the staff API, see "verified" — then the same pages in Hindi.

type Dictionary = Record<string, unknown>;
const namespace = (lng: 'en' | 'hd', ns: 'profile' | 'kyc') =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../apps/web/public/locales', lng, `${ns}.json`), 'utf8'),
  ) as Dictionary;
const profileEn = namespace('en', 'profile');
const profileHd = namespace('hd', 'profile');
const kycEn = namespace('en', 'kyc');
const kycHd = namespace('hd', 'kyc');
const commonHd = locale('hd');

/** The sticky header would sit mid-page in a full-page shot taken while scrolled. */
async function shoot(page: Page, testInfo: Parameters<typeof fullPage>[1], name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPage(page, testInfo, name);
}

async function photo(color: string, label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" rx="24" fill="${color}"/><circle cx="320" cy="170" r="90" fill="#fff" opacity=".85"/><rect x="200" y="280" width="240" height="70" rx="35" fill="#fff" opacity=".6"/><text x="320" y="330" font-size="36" text-anchor="middle" font-family="sans-serif" fill="#111">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function aadharNumber(checkDigitOff = 0): string {
  const body = `7${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
  return `${body}${(verhoeffDigit(body) + checkDigitOff) % 10}`;
}

/** "1234 5678 9012", as a card prints it and players paste it. */
const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

test('profile and KYC, from nickname to a verified aadhar, in English and Hindi', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const player = await login(request);
  await openAs(page, player, '/info');
  const header = page.locator('.site-header');

  // Nickname: the header follows at once.
  await expect(page.getByTestId('profile-name')).toHaveText(player.display_name);
  const nickname = page.getByLabel(text(profileEn, 'nickname.label'));
  await nickname.fill('Raja Rani 7');
  await page.getByRole('button', { name: text(profileEn, 'nickname.save') }).click();
  await expect(page.getByText(text(profileEn, 'toasts.nicknameUpdated'))).toBeVisible();
  await expect(header.getByTestId('user-name')).toHaveText('Raja Rani 7');

  // A generated avatar.
  await page.getByRole('radio', { name: 'Avatar 3', exact: true }).click();
  await page.getByRole('button', { name: text(profileEn, 'avatar.save') }).click();
  await expect(page.getByText(text(profileEn, 'toasts.avatarUpdated'))).toBeVisible();
  await expect(header.locator('.user-summary__avatar img')).toHaveAttribute('src', /avatar-03\.svg$/);

  // An uploaded picture becomes the header's avatar.
  await page.getByTestId('picture-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await photo('#0ea5e9', 'ME'),
  });
  await expect(page.getByText(text(profileEn, 'toasts.imageUploaded'))).toBeVisible();
  await expect(header.locator('.user-summary__avatar img')).toHaveAttribute(
    'src',
    /^\/media\/pictures\/[\w-]{43}\.webp$/,
  );
  const headerPicture = await header
    .locator('.user-summary__avatar img')
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth);
  expect(headerPicture).toBe(512);

  // Personal information; an under-18 birthday is refused first.
  await page.getByLabel(text(profileEn, 'personal.birthday')).fill('01/01/2015');
  await page.getByLabel(text(profileEn, 'personal.phone')).fill('9876543210');
  await page.getByLabel(text(profileEn, 'personal.city')).fill('Bengaluru');
  await page.getByLabel(text(profileEn, 'personal.state')).selectOption('Karnataka');
  await page.getByRole('button', { name: text(profileEn, 'personal.save') }).click();
  await expect(page.getByText(text(profileEn, 'errors.underage'))).toBeVisible();
  await page.getByLabel(text(profileEn, 'personal.birthday')).fill('15/06/1995');
  const save = page.getByRole('button', { name: text(profileEn, 'personal.save') });
  await save.click();
  const saved = page.locator('[data-sonner-toast]').filter({ hasText: text(profileEn, 'personal.saved') });
  await expect(saved).toBeVisible();
  // The toast leaves the button it answers free (ADR 026), on the phone too.
  const [button, toast] = [(await save.boundingBox())!, (await saved.boundingBox())!];
  expect(toast.y + toast.height <= button.y || toast.y >= button.y + button.height).toBe(true);
  await expect(page.getByTestId('vip-points')).toHaveText('0');
  await shoot(page, testInfo, 'profile-en');

  // KYC: an aadhar with both images → pending.
  await page.goto('/kyc');
  await expect(page.getByText(text(kycEn, 'status.none'))).toBeVisible();
  await page.getByLabel(text(kycEn, 'form.name')).fill('Raja Rani');
  const number = page.getByLabel(text(kycEn, 'form.number'));
  await number.fill(`${aadharNumber()}99`);
  await expect(number).toHaveValue(/^\d{12}$/);
  await page.getByRole('button', { name: text(kycEn, 'form.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: text(kycEn, 'messages.attach') })).toBeVisible();
  await number.fill(aadharNumber());
  await page.getByTestId('front_img-input').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: await photo('#f59e0b', 'FRONT'),
  });
  await page.getByTestId('back_img-input').setInputFiles({
    name: 'back.png',
    mimeType: 'image/png',
    buffer: await photo('#10b981', 'BACK'),
  });
  await expect(page.locator('.kyc-image__preview')).toHaveCount(2);
  // A pasted number keeps all 12 digits; a mistyped digit is named as a failed check digit.
  const mistyped = aadharNumber(1);
  await number.fill(spaced(mistyped));
  await expect(number).toHaveValue(mistyped);
  await page.getByRole('button', { name: text(kycEn, 'form.submit') }).click();
  const checksum = text(kycEn, 'messages.invalidBecause').replace(
    '{{reason}}',
    text(kycEn, 'messages.invalidReasons.aadhar_checksum'),
  );
  await expect(page.locator('.kyc-card__error')).toHaveText(checksum);
  await shoot(page, testInfo, 'kyc-invalid-en');
  await number.fill(spaced(aadharNumber()));
  await page.getByRole('button', { name: text(kycEn, 'form.submit') }).click();
  await expect(page.getByText(text(kycEn, 'messages.updated'))).toBeVisible();
  await expect(page.getByTestId('kyc-aadhar').getByTestId('kyc-status')).toHaveText(
    text(kycEn, 'status.pending'),
  );
  await shoot(page, testInfo, 'kyc-pending-en');

  // A reviewer verifies it through the staff API.
  const auth = { authorization: `Bearer ${await staffLogin(request, 'kyc_reviewer')}` };
  const queue = (await (await request.get('/staff/kyc?status=pending', { headers: auth })).json()) as {
    data: { id: string; player_id: string }[];
  };
  const submission = queue.data.find((row) => row.player_id === player.player_id)!;
  const detail = await request.get(`/staff/kyc/${submission.id}`, { headers: auth });
  expect(((await detail.json()) as { data: { front_img: string } }).data.front_img).toMatch(
    /^data:image\/jpeg/,
  );
  const approved = await request.post(`/staff/kyc/${submission.id}/approve`, { headers: auth, data: {} });
  expect(approved.status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('kyc-aadhar').getByTestId('kyc-status')).toHaveText(
    text(kycEn, 'status.verified'),
  );
  await shoot(page, testInfo, 'kyc-verified-en');

  // The same pages in Hindi: no English left in the content.
  await page.evaluate(() => localStorage.setItem('khelo.language', 'hd'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(commonHd, 'pages.kyc'));
  await expect(page.getByTestId('kyc-aadhar').getByTestId('kyc-status')).toHaveText(
    text(kycHd, 'status.verified'),
  );
  await expect(page.locator('main')).not.toContainText(text(kycEn, 'form.title'));
  await shoot(page, testInfo, 'kyc-verified-hd');
  // A PAN in the wrong format: the reason in Hindi.
  await page.getByLabel(text(kycHd, 'form.name')).fill('Raja Rani');
  await page.getByLabel(text(kycHd, 'form.number')).fill('ABCD12345E');
  await page.getByTestId('front_img-input').setInputFiles({
    name: 'pan.png',
    mimeType: 'image/png',
    buffer: await photo('#6366f1', 'PAN'),
  });
  await page.getByRole('button', { name: text(kycHd, 'form.submit') }).click();
  await expect(page.locator('.kyc-card__error')).toHaveText(
    text(kycHd, 'messages.invalidBecause').replace(
      '{{reason}}',
      text(kycHd, 'messages.invalidReasons.pan_format'),
    ),
  );
  await shoot(page, testInfo, 'kyc-invalid-hd');

  await page.goto('/info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(commonHd, 'pages.info'));
  await expect(page.getByText(text(profileHd, 'points.vip'))).toBeVisible();
  await expect(page.getByLabel(text(profileHd, 'personal.state'))).toHaveValue('Karnataka');
  await expect(page.locator('main')).not.toContainText(text(profileEn, 'points.vip'));
  await expect(page.locator('main')).not.toContainText(text(profileEn, 'personal.title'));
  await shoot(page, testInfo, 'profile-hd');
});
