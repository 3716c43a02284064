import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, waitForPage } from './fixtures.ts';

/** axe's serious and critical findings on the page as it is now, one line each (rule, help, elements). */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/**
 * Opens `path` for a scan and makes sure the scan will look at that screen: the page has rendered
 * (not the loading fallback), no guard or redirect moved it elsewhere, and the theme is the one asked for.
 */
export async function openScreen(page: Page, path: string, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.goto(path);
  await waitForPage(page);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expectTheme(page, colorScheme);
}

/** The document carries the theme class the app sets for `colorScheme` (lib/theme). */
export async function expectTheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  if (colorScheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}
