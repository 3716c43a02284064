import { test, expect, waitForPage } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

test.describe('navigation', () => {
  test('scroll jumps to the top on every path change', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await waitForPage(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test.describe(`with reducedMotion: ${reducedMotion}`, () => {
      test.use({ reducedMotion });

      test(reducedMotion === 'reduce' ? 'pages do not fade' : 'pages fade in', async ({ page }) => {
        await page.goto('/');
        await waitForPage(page);
        await page.evaluate(observePageTransitions);
        await page.getByRole('link', { name: 'Get started' }).first().click();
        await expect(page).toHaveURL(/\/auth/);
        // The new page itself (the address changes before the old page leaves the screen).
        await expect(page.getByRole('heading', { level: 1, name: 'Welcome to OpenWell' })).toBeVisible();
        // Wait for the state, however long this machine takes: one page container, fully opaque.
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.querySelectorAll('[data-page-transition]')].map(
                (element) => getComputedStyle(element).opacity,
              ),
            ),
          )
          .toEqual(['1']);
        const seen = await page.evaluate(() => (window as unknown as TTransitionWindow).pageTransitions);
        if (reducedMotion === 'reduce') {
          // The new page is there at full opacity from the start, and nothing animates its opacity.
          expect(seen.inserted, JSON.stringify(seen)).not.toEqual([]);
          expect(
            seen.inserted.every((opacity) => opacity === 1),
            JSON.stringify(seen),
          ).toBe(true);
          expect(seen.opacityAnimations, JSON.stringify(seen)).toEqual([]);
        } else {
          // The new page's container arrives transparent and its opacity is animated (not set) to 1.
          expect(Math.min(...seen.inserted), JSON.stringify(seen)).toBeLessThan(1);
          expect(seen.opacityAnimations.length, JSON.stringify(seen)).toBeGreaterThan(0);
          expect(
            seen.opacityAnimations.every((duration) => duration > 0),
            JSON.stringify(seen),
          ).toBe(true);
        }
      });
    });
  }

  test.describe('with the service worker', () => {
    test.use({ serviceWorker: 'on' });

    /** Visits the landing page until the service worker controls it. */
    async function controlledByTheServiceWorker(page: Page): Promise<void> {
      await page.goto('/');
      await waitForPage(page);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active?.state;
      });
      await page.reload(); // now controlled by the service worker
      await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    }

    test('the app starts offline after the first visit (service worker)', async ({
      page,
      context,
      allowConsoleErrors,
    }) => {
      // Offline on purpose: the API is never cached, so the session check cannot load.
      allowConsoleErrors(/ERR_INTERNET_DISCONNECTED \(http:\/\/[^/]+\/api\//);
      await controlledByTheServiceWorker(page);
      await context.setOffline(true);
      await page.reload();
      await waitForPage(page);
      await expect(page.getByRole('link', { name: 'Get started' }).first()).toBeVisible();
      await context.setOffline(false);
    });

    test('an API address in any case never gets the cached app, and online answers JSON', async ({
      page,
      context,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 404 \(Not Found\) \(http:\/\/[^/]+\/API\/admin\/users\)/);
      await controlledByTheServiceWorker(page);
      await context.setOffline(true);
      for (const path of ['/api/health', '/API/health', '/Api/admin/users']) {
        await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      }
      await context.setOffline(false);
      const response = await page.goto('/API/admin/users');
      expect(response?.headers()['content-type']).toContain('application/json');
      expect(response?.status()).toBe(404);
    });
  });
});

type TTransitionWindow = Window & {
  pageTransitions: { inserted: number[]; opacityAnimations: number[] };
  pageTransitionObserver: MutationObserver;
};

/**
 * Runs in the page: records the opacity each page container (`[data-page-transition]`) has when it
 * is inserted (a MutationObserver callback runs before the next frame is drawn, so this is its
 * starting opacity whatever the machine's speed) and the duration of every opacity animation on a
 * page container, whether a CSS transition (the first page's fade-out) or a Web Animation (motion).
 */
function observePageTransitions(): void {
  const target = window as unknown as TTransitionWindow;
  const seen: TTransitionWindow['pageTransitions'] = { inserted: [], opacityAnimations: [] };
  target.pageTransitions = seen;
  const isPage = (node: unknown): node is Element => node instanceof Element && node.matches('[data-page-transition]');
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const element of [node, ...node.querySelectorAll('[data-page-transition]')])
          if (isPage(element)) seen.inserted.push(Number(getComputedStyle(element).opacity));
      }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  target.pageTransitionObserver = observer; // referenced, so it cannot be garbage-collected mid-test
  document.addEventListener(
    'transitionrun',
    (event) => {
      if (isPage(event.target) && event.propertyName === 'opacity')
        seen.opacityAnimations.push(parseFloat(getComputedStyle(event.target).transitionDuration) * 1000);
    },
    true,
  );
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, keyframes, options) {
    const animation = animate.call(this, keyframes, options);
    if (isPage(this) && JSON.stringify(keyframes ?? null).includes('opacity')) {
      seen.opacityAnimations.push(Number(animation.effect?.getTiming().duration ?? 0));
    }
    return animation;
  };
}
