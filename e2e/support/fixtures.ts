import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Every page must run without console errors and without uncaught exceptions. An automatic
 * fixture watches every page of every browser context a test opens (the default one and any made
 * with `browser.newContext()`) and fails the test on any console error or page error that is
 * neither on the global allow-list below nor allowed by the test itself:
 *
 *   test('...', async ({ page, allowConsoleErrors }) => {
 *     allowConsoleErrors(/status of 401/); // the wrong password this test enters answers 401
 *   });
 *
 * `consoleErrors` lists the texts seen so far, for tests that assert that an error was logged.
 */
type Options = {
  /**
   * 'off' (default): the app's service worker never registers. It precaches the whole build (some
   * 130 files) in every fresh browser context, which costs a 2-core machine more than most tests
   * themselves, and only the offline test needs it: that test sets `test.use({ serviceWorker: 'on' })`.
   * Unlike Playwright's `serviceWorkers: 'block'` (whose stub resolves register() with undefined,
   * which the app rightly treats as an error), registration just stays pending, as on a slow start.
   * Applies to the test's own context; contexts a test makes with browser.newContext() keep it on.
   */
  serviceWorker: 'on' | 'off';
};

type Fixtures = {
  /** Console errors and page errors (prefixed `pageerror: `) seen so far in this test. */
  consoleErrors: string[];
  /** Allows console errors matching `pattern` for this test only: an error the test provokes on purpose. */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Automatic: fails the test on console errors and page errors that are not allowed. */
  failOnConsoleErrors: ConsoleWatch;
};

/**
 * Errors allowed in every test. Keep this list short; each entry says why it cannot be avoided.
 * An error a test provokes on purpose belongs in that test (`allowConsoleErrors`), not here.
 */
const GLOBAL_ALLOWED: ReadonlyArray<{ pattern: RegExp; why: string }> = [];

/**
 * The tag of tests that write data (sign-ups, logins, profile changes...); of these, the PostgreSQL
 * pass of CI runs those also tagged @pg (below; docs/decisions/006-testing-and-ci.md). A test
 * without it that sends a state-changing API request fails, so a missing tag cannot go unnoticed.
 */
export const DATABASE_TAG = '@db';
/**
 * The tag of the few @db tests that run again on PostgreSQL in CI (`npm test -- --database-only`): a smoke of the
 * wiring to the database engine (sign-up and sign-in, a tracker sync, a write in each main feature). The rest of the
 * @db tests run on PGlite only: the server's SQL runs on PostgreSQL in the Vitest project server-db, and what else an
 * end-to-end test checks (the browser, the pages, the API between them) does not depend on the engine (ADR 006).
 * A @pg test must be @db too.
 */
export const POSTGRES_TAG = '@pg';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** For helpers that write data through the API: fails unless the running test is tagged @db. */
export function requireDatabaseTag(what: string): void {
  if (!test.info().tags.includes(DATABASE_TAG))
    throw new Error(`${what} writes data: tag the test { tag: '${DATABASE_TAG}' } (ADR 006).`);
}

interface ConsoleWatch {
  /** Each error with the path of the page it came from. */
  errors: Array<{ text: string; url: string }>;
  /** The same errors' texts (what `consoleErrors` shows). */
  texts: string[];
  allowed: RegExp[];
}

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

function pagePath(page: Page | null): string {
  if (!page) return '(no page)';
  const url = new URL(page.url());
  return url.protocol.startsWith('http') ? `${url.pathname}${url.search}` : page.url();
}

/**
 * A prerendered public page (docs/decisions/011-prerendered-public-pages.md) shows its elements
 * before the app that makes them work has started: a click in between would be lost (or follow a
 * link as a full page load). After goto and reload on such a page, wait until the app marks it live.
 */
async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('script[data-app]') || document.documentElement.hasAttribute('data-ready'),
    undefined,
    { timeout: 15_000 },
  );
}

export const test = base.extend<Fixtures & Options>({
  serviceWorker: ['off', { option: true }],
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (response?.headers()['content-type']?.includes('text/html')) await waitUntilLive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      if (response?.headers()['content-type']?.includes('text/html')) await waitUntilLive(page);
      return response;
    };
    await use(page);
  },
  context: async ({ context, serviceWorker }, use) => {
    if (serviceWorker === 'off') {
      await context.addInitScript(() => {
        if ('serviceWorker' in navigator) ServiceWorkerContainer.prototype.register = () => new Promise(() => {});
      });
    }
    await use(context);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': randomClientIp() });
  },
  failOnConsoleErrors: [
    async ({ browser, context }, use, testInfo) => {
      const watch: ConsoleWatch = { errors: [], texts: [], allowed: [] };
      const writesData = testInfo.tags.includes(DATABASE_TAG);
      if (testInfo.tags.includes(POSTGRES_TAG) && !writesData)
        throw new Error(`a ${POSTGRES_TAG} test writes data: tag it '${DATABASE_TAG}' too (ADR 006).`);
      const untaggedWrites: string[] = [];
      const record = (text: string, page: Page | null) => {
        watch.errors.push({ text, url: pagePath(page) });
        watch.texts.push(text);
      };
      const watched = new WeakSet<BrowserContext>();
      const observe = (observed: BrowserContext) => {
        if (watched.has(observed)) return;
        watched.add(observed);
        observed.on('console', (message) => {
          if (message.type() !== 'error') return;
          // A failed request names only its status; its address is in the message's location.
          const resource = message.text().startsWith('Failed to load resource') ? ` (${message.location().url})` : '';
          record(`${message.text()}${resource}`, message.page());
        });
        observed.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (!writesData && !SAFE_METHODS.has(request.method()) && pathname.startsWith('/api/'))
            untaggedWrites.push(`${request.method()} ${pathname}`);
        });
        observed.on('weberror', (webError) => {
          const error = webError.error();
          record(`pageerror: ${error.name}: ${error.message}`, webError.page());
        });
      };
      observe(context);
      browser.on('context', observe);
      try {
        await use(watch);
      } finally {
        browser.off('context', observe);
      }
      const unexpected = watch.errors
        .filter(({ text }) => !GLOBAL_ALLOWED.some(({ pattern }) => pattern.test(text)))
        .filter(({ text }) => !watch.allowed.some((pattern) => pattern.test(text)))
        .map(({ text, url }) => `${url}: ${text}`);
      expect(unexpected, 'console errors and page errors (see e2e/support/fixtures.ts)').toEqual([]);
      expect(untaggedWrites, `this test writes data: tag it { tag: '${DATABASE_TAG}' } (ADR 006)`).toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ failOnConsoleErrors }, use) => {
    await use(failOnConsoleErrors.texts);
  },
  allowConsoleErrors: async ({ failOnConsoleErrors }, use) => {
    await use((pattern) => {
      failOnConsoleErrors.allowed.push(pattern);
    });
  },
});

export { expect };

/**
 * Waits until the route has rendered its page (not the loading fallback) after a full page load
 * (goto, reload). After a client-side navigation the old page stays on screen for a moment after
 * the address has changed: wait for the new page's own heading instead.
 */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
