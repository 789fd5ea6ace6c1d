import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { shoot, login, prepareSession } from './support';

// Every route of both spec documents, in English and in Hindi, at the project's width (desktop 1440 px and
// phone 390 px): a screenshot each, no sideways overflow, an axe check (no serious or critical violation;
// English at desktop width, Hindi at phone width) and, on Hindi pages, no run of English words outside the
// names the product keeps in English. Player routes are visited after a
// login through the API and the sandbox outbox. Issue 9's own pages are then exercised: the rules show the
// figures of /gameRules.json, the contact carousel moves by itself and the verification page reaches its
// last step.

// The longest spec (about 5 minutes a project): its tests are independent (each logs in its own player), so
// both workers take them rather than one running the whole file while the other has finished.
test.describe.configure({ mode: 'parallel' });

const root = path.resolve(import.meta.dirname, '..');
const json = <T>(relative: string): T => JSON.parse(readFileSync(path.join(root, relative), 'utf8')) as T;

const gameRules = json<Record<string, { title: string; hd: { title: string } }>>(
  'apps/web/public/gameRules.json',
);
const routesSource = readFileSync(path.join(root, 'packages/contracts/src/routes.ts'), 'utf8');

/** The route lists of packages/contracts/src/routes.ts (read as text: e2e runs without the TS path aliases). */
function listed(name: string): string[] {
  const block =
    new RegExp(`export const ${name} = [\\[{]([\\s\\S]*?)[\\]}] as const`).exec(routesSource)?.[1] ?? '';
  return [...block.matchAll(/'(\/[^']+)'(?=\s*[,:])/g)].map((match) => match[1]!);
}

const PLAYER_ROUTES = listed('PLAYER_ROUTES');
const STATIC_ROUTES = listed('STATIC_ROUTES');
const RULES_ROUTES = listed('RULES_ROUTES');
const PUBLIC_ROUTES = ['/', '/signup'];
const PUBLIC_PAGES = [...PUBLIC_ROUTES, ...STATIC_ROUTES, '/game-rules/aviator', ...RULES_ROUTES];

/** Words the Hindi pages keep in Latin letters: names, codes and the spec's fixed terms. */
const KEPT_IN_ENGLISH = new Set(
  [
    'khelo',
    'kyc',
    'otp',
    'pan',
    'upi',
    'tds',
    'utr',
    'qr',
    'rs',
    'inr',
    'id',
    'ludo',
    'rummy',
    'poker',
    'teen',
    'patti',
    'aviator',
    'matic',
    'polygon',
    'ist',
    'joker',
    'beta',
  ].map((word) => word.toLowerCase()),
);

/** Proper names that are English on every page. */
const NAMES = ['Online Gaming Act'];

/** Runs of three or more English words on one line that are not kept names. */
function englishRuns(text: string): string[] {
  const cleaned = NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text);
  const runs = cleaned.match(/[A-Za-z][A-Za-z'’]+(?:[ \t,.&-]+[A-Za-z][A-Za-z'’]+){2,}/g) ?? [];
  return runs.filter((run) =>
    run
      .split(/[ \t,.&-]+/)
      .some((word) => word.length > 2 && !KEPT_IN_ENGLISH.has(word.toLowerCase().replace(/['’]s$/, ''))),
  );
}

/**
 * The text a reader sees, without hidden parts (carousel copies, icons marked aria-hidden, scripts) and
 * without names marked translate="no" (game names stay as the catalog spells them).
 */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll(
      '[aria-hidden="true"], [translate="no"], script, style, noscript, [hidden]',
    )) {
      element.remove();
    }
    // innerText needs layout: the copy is laid out off screen for a moment.
    clone.style.position = 'absolute';
    clone.style.left = '-100000px';
    document.documentElement.append(clone);
    const text = clone.innerText;
    clone.remove();
    return text;
  });
}

function slug(route: string): string {
  return route === '/' ? 'home' : route.replace(/^\//, '').replace(/[/:]/g, '_');
}

/** Visits, screenshots and checks one route; failures are soft so that every route is reported. */
async function visit(page: Page, testInfo: TestInfo, route: string, language: 'en' | 'hd') {
  await page.goto(route);
  // Each page has an h1 (home: its title); wait for it and for lazy content to settle.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'hd' ? 'hi' : 'en');
  await shoot(page, testInfo, `pages-${language}-${slug(route)}`);

  // Nothing may stick out sideways (a 390 px phone scrolls only vertically).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `horizontal overflow on ${route} (${language})`).toBeLessThanOrEqual(0);

  // axe is the slowest step of this spec: English pages are checked at desktop width, Hindi ones at phone
  // width, so every page meets axe at each width and in each language once.
  if (testInfo.project.name === (language === 'en' ? 'desktop' : 'phone'))
    await checkAxe(page, route, language);

  if (language === 'hd') {
    expect.soft(englishRuns(await visibleText(page)), `English left on ${route} (hd)`).toEqual([]);
  }
}

async function checkAxe(page: Page, route: string, language: 'en' | 'hd') {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The carousels move by themselves; their slides are checked while visible.
    .exclude('[aria-hidden="true"]')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  expect.soft(serious, `axe on ${route} (${language})`).toEqual([]);
}

for (const language of ['en', 'hd'] as const) {
  test.describe(`every page in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
    test.describe.configure({ timeout: 240_000 });

    // In parts of 8 pages: the whole list in one test ran past its timeout on a loaded machine (axe alone
    // took up to 40 s a page there).
    const parts = Array.from({ length: Math.ceil(PUBLIC_PAGES.length / 8) }, (_, part) =>
      PUBLIC_PAGES.slice(part * 8, part * 8 + 8),
    );
    for (const [part, routes] of parts.entries())
      test(`public pages ${part + 1} of ${parts.length}: screenshot, axe and language`, async ({
        page,
      }, testInfo) => {
        await prepareSession(page, language);
        for (const route of routes) await visit(page, testInfo, route, language);
      });

    test('player pages after a login', async ({ page, request }, testInfo) => {
      const player = await login(request);
      await prepareSession(page, language, player);
      for (const route of PLAYER_ROUTES) await visit(page, testInfo, route, language);
    });
  });
}

test.describe('issue 9 pages at work', () => {
  test('a rules page shows the figures of /gameRules.json; a lobby alias leads to it', async ({ page }) => {
    await prepareSession(page, 'en');
    await page.goto('/european-roulette-timer-rules');
    await expect(page.getByRole('heading', { level: 1, name: 'European Roulette rules' })).toBeVisible();
    for (const figure of ['35:1', '17:1', '11:1', '8:1', '5:1', '2.7 percent'])
      await expect(page.getByText(figure).first()).toBeVisible();
    await page.goto('/teen-patti-rules');
    await expect(page).toHaveURL(/\/teenpatti-rules$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `${gameRules.teenpatti!.title} rules` }),
    ).toBeVisible();
    await page.goto('/game-rules/snakes-and-ladders');
    await expect(page.getByRole('alert')).toHaveText(/Game rules not found\./);
  });

  test('the rummy rules show the worked example and the penalties', async ({ page }) => {
    await prepareSession(page, 'hd');
    await page.goto('/rummy-rules');
    await expect(page.getByTestId('rummy-sum')).toHaveText('2 + 3 + 10 + 10 = 25');
    await expect(page.getByRole('heading', { name: 'अंक गणना और दंड' })).toBeVisible();
  });

  test('the contact carousel moves by itself every 2 seconds and the form thanks the sender', async ({
    page,
  }, testInfo) => {
    await prepareSession(page, 'en');
    await page.goto('/contact-us');
    const carousel = page.getByRole('region', { name: 'Why players choose Khelo' });
    await expect(carousel).toHaveAttribute('data-selected', '0');
    await expect(carousel).toHaveAttribute('data-selected', '1', { timeout: 3_500 });
    await expect(carousel).toHaveAttribute('data-selected', '2', { timeout: 3_500 });

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Asha Verma');
    await page.getByRole('textbox', { name: 'Email' }).fill('asha@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('My withdrawal is still pending since yesterday.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, Asha Verma!' })).toBeVisible();
    await shoot(page, testInfo, 'pages-contact-thanks');
  });

  test('mobile verification: number, OTP from the outbox, download', async ({ page, request }, testInfo) => {
    const player = await login(request);
    await prepareSession(page, 'en');
    await page.goto('/verify-mobile');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(player.mobile_number);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    await expect(page.getByText(/Resend OTP in \d+ sec/)).toBeVisible();
    await shoot(page, testInfo, 'pages-verify-otp');
    let code = '';
    await expect
      .poll(async () => {
        const response = await request.get(`/sandbox/outbox?to=${player.mobile_number}`);
        const [latest] = (await response.json()) as { code: string }[];
        code = latest?.code ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: 'OTP' }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Download and Start Playing' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download & Play' })).toBeVisible();
    await shoot(page, testInfo, 'pages-verify-done');
  });
});
