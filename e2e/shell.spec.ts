import { expect, test } from '@playwright/test';
import { locale, shoot, text } from './support';

const en = locale('en');
const hd = locale('hd');

test.describe('the home page layout', () => {
  // A first load of the built app takes seconds on a shared CI machine under load.
  test.describe.configure({ timeout: 60_000 });
  test('renders header, navigation, footer in English', async ({ page }, testInfo) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: text(en, 'brand.home') })).toBeVisible();
    await expect(header.getByRole('button', { name: text(en, 'actions.login') })).toBeVisible();
    await expect(header.getByRole('button', { name: text(en, 'actions.openMenu') })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const key of ['footer.terms', 'footer.privacyPolicy', 'footer.contactUs', 'footer.promotions']) {
      await expect(footer.getByRole('link', { name: text(en, key) })).toBeVisible();
    }
    await expect(footer.getByText(text(en, 'footer.copyright'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The games bar, on phones too (a strip that scrolls sideways to Live Casino).
    const games = page.getByRole('navigation', { name: text(en, 'nav.label') });
    await expect(games.getByRole('link', { name: 'Ludo' })).toBeVisible();
    const live = games.getByRole('link', { name: text(en, 'nav.liveCasino') });
    await live.scrollIntoViewIfNeeded();
    await expect(live).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, testInfo, 'home-en');
    await live.click();
    await expect(page).toHaveURL(/\?tab=4$/);
  });

  test('switches to Hindi from the language panel and keeps it after a reload', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: text(en, 'actions.changeLanguage') }).click();
    const panel = page.getByRole('dialog', { name: text(en, 'language.title') });
    await expect(panel).toBeVisible();
    await panel.getByRole('radio', { name: text(en, 'language.hd') }).click();
    await expect(panel).toBeHidden();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: text(hd, 'footer.terms') })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: text(hd, 'actions.login') }),
    ).toBeVisible();
    await shoot(page, testInfo, 'home-hd');

    await page.reload();
    await expect(footer.getByRole('link', { name: text(hd, 'footer.terms') })).toBeVisible();
    // Devanagari must render with a real font, not as empty boxes: the word is wider than one glyph box.
    const width = await footer
      .getByRole('link', { name: text(hd, 'footer.terms') })
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(40);
  });

  test('the side menu opens and closes', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: text(en, 'actions.openMenu') }).click();
    const menu = page.getByRole('dialog').first();
    await expect(menu).toBeVisible();
    await shoot(page, testInfo, 'side-menu-en');
    await menu.getByRole('button', { name: text(en, 'actions.close') }).click();
    await expect(menu).toBeHidden();
  });

  test('a player page sends a visitor home with the query and opens the login modal', async ({ page }) => {
    await page.goto('/addCash?ref=banner');
    await expect(page).toHaveURL(/\/\?ref=banner$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
