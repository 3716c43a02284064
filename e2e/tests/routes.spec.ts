import { test, expect, waitForPage } from '../support/fixtures.ts';
import { ROUTES, UNKNOWN_PATH } from '../support/routes.ts';

test.describe('every route of the spec answers with the app', () => {
  for (const path of ROUTES) {
    test(`${path} renders without console errors`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await waitForPage(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

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
