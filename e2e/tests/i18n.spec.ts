import { test, expect } from '../support/fixtures.ts';

test.describe('languages', () => {
  test('switching language changes the text and <html lang>, and persists across reload', async ({ page }) => {
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

  test.describe('with a Swiss French browser', () => {
    test.use({ locale: 'fr-CH' });

    test('without a stored choice the browser language is used', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });

  test.describe('with an Italian browser', () => {
    test.use({ locale: 'it-IT' });

    test('the stored choice wins over the browser language', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('i18nextLng', 'nl'));
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    });
  });

  test.describe('with a Japanese browser', () => {
    test.use({ locale: 'ja-JP' });

    test('an unsupported browser language falls back to English', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('link', { name: 'Get started' }).first()).toBeVisible();
    });
  });
});
