import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page must render without console errors. Tests get `consoleErrors` (collected for the
 * page) and the fixture fails the test when any appeared that the test did not expect.
 */
type Fixtures = { consoleErrors: string[]; allowConsoleErrors: (pattern: RegExp) => void };

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  allowConsoleErrors: async ({ consoleErrors }, use) => {
    const allowed: RegExp[] = [];
    await use((pattern) => allowed.push(pattern));
    const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    expect(unexpected, 'console errors').toEqual([]);
  },
});

export { expect };

/** Waits until the route has rendered its page (not the loading fallback). */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
