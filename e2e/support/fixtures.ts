import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page must render without console errors. Tests get `consoleErrors` (collected for the
 * page) and the fixture fails the test when any appeared that the test did not expect.
 */
type Fixtures = { consoleErrors: string[]; allowConsoleErrors: (pattern: RegExp) => void };

/**
 * Each test is its own client: the e2e server trusts the loopback proxy (TRUST_PROXY=127.0.0.1), so a
 * random X-Forwarded-For from the benchmarking range 198.18.0.0/15 gives every test its own address
 * and per-IP rate limits (sign-up, lookups) behave as for separate people. Only a header: no traffic
 * goes to these addresses.
 */
function randomClientIp(): string {
  const octet = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${octet()}.${1 + Math.floor(Math.random() * 254)}`;
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': randomClientIp() });
  },
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
