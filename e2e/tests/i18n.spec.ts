import { test, expect } from '../support/fixtures.ts';

test.describe('languages', () => {
  test('switching language changes the text and <html lang>, and persists across reload', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^$/);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get started' }).first()).toBeVisible();
    await page.getByLabel('Language').selectOption('de');
    await expect(page.getByRole('link', { name: 'Jetzt starten' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');

    await page.reload();
    await expect(page.getByRole('link', { name: 'Jetzt starten' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('without a stored choice the browser language is used', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-CH' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.close();
  });

  test('the stored choice wins over the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'it-IT' });
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'nl'));
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await context.close();
  });

  test('an unsupported browser language falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Get started' }).first()).toBeVisible();
    await context.close();
  });
});
