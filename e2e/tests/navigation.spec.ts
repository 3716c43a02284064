import { test, expect, waitForPage } from '../support/fixtures.ts';

test.describe('navigation', () => {
  test('scroll jumps to the top on every path change', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await waitForPage(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await waitForPage(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('pages fade in (and not at all with reduced motion)', async ({ browser }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto('/');
      await waitForPage(page);
      // Start sampling the page container's opacity, then navigate: the old page fades out, the new one in.
      await page.evaluate(() => {
        const samples: number[] = [];
        (window as unknown as { opacitySamples: number[] }).opacitySamples = samples;
        const start = performance.now();
        const tick = () => {
          const element = document.querySelector('[data-page-transition]');
          if (element) samples.push(Number(getComputedStyle(element).opacity));
          if (performance.now() - start < 3000) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.getByRole('link', { name: 'Get started' }).first().click();
      await expect(page).toHaveURL(/\/auth/);
      await waitForPage(page);
      await page.waitForTimeout(3100);
      const samples = await page.evaluate(() => (window as unknown as { opacitySamples: number[] }).opacitySamples);
      expect(samples.length).toBeGreaterThan(10);
      expect(samples.at(-1)).toBe(1);
      const inBetween = samples.filter((value) => value > 0.05 && value < 0.95);
      if (reducedMotion === 'reduce') expect(inBetween).toEqual([]);
      else expect(inBetween.length).toBeGreaterThan(0);
      await context.close();
    }
  });

  test('the app starts offline after the first visit (service worker)', async ({ page, context }) => {
    await page.goto('/');
    await waitForPage(page);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    await page.reload(); // now controlled by the service worker
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await waitForPage(page);
    await expect(page.getByRole('link', { name: 'Get started' }).first()).toBeVisible();
    await context.setOffline(false);
  });
});
