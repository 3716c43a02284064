import { test, expect } from '../support/fixtures.ts';

test.describe('theme', () => {
  test.describe('with a dark operating system', () => {
    test.use({ colorScheme: 'dark' });

    test('defaults to system and follows the operating system preference', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBeNull();
    });
  });

  test.describe('with a light operating system', () => {
    test.use({ colorScheme: 'light' });

    test('a chosen theme is stored under vite-ui-theme and persists across reload', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Dark' }).click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
