import { test, expect, waitForPage } from '../support/fixtures.ts';
import { ROUTES, UNKNOWN_PATH } from '../support/routes.ts';

test.describe('every route answers with the app', () => {
  // One page visits them all (the browser's cache carries the app's code from one to the next, as for a visitor); the
  // fixture fails the test on a console error on any of them and names the route.
  test('each renders without console errors', async ({ page }) => {
    for (const path of ROUTES) {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      expect.soft(response?.headers()['content-type'], path).toContain('text/html');
      await waitForPage(page);
      await expect.soft(page.locator('html'), path).toHaveAttribute('lang', 'en');
    }
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('an unknown API path answers the JSON error shape, not the app', async ({ request }) => {
    const response = await request.get('/api/does-not-exist');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  test('the document carries the security headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
  });
});
