import { signUpEmployee } from '../support/accounts.ts';
import { expect, test, waitForPage } from '../support/fixtures.ts';

/**
 * The prerendered public pages (docs/decisions/011-prerendered-public-pages.md): the server answers
 * their HTML in the visitor's language, compressed, and the app takes them over without a hydration
 * error (the fixture fails a test on any console error, and the app logs hydration errors).
 */
test.describe('prerendered public pages', () => {
  test('the HTML arrives in the browser language, compressed, with the page text before any script', async ({
    request,
  }) => {
    const response = await request.get('/', {
      headers: { 'accept-language': 'de-CH,de;q=0.9', 'accept-encoding': 'br, gzip' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['content-language']).toBe('de');
    expect(response.headers().vary).toMatch(/accept-language/i);
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Gesündere Gewohnheiten im Job, die sich lohnen');
    // The page's scripts start after the first paint (public/boot.js): none in the markup itself.
    expect(html).not.toContain('type="module"');
    const stored = await request.get('/privacy-policy', {
      headers: { 'accept-language': 'de', cookie: 'i18nextLng=it' },
    });
    expect(await stored.text()).toContain('<html lang="it">');
  });

  for (const path of ['/', '/auth', '/privacy-policy', '/terms-of-service', '/cookie-policy']) {
    test(`${path} hydrates and works in French`, async ({ browser }) => {
      const context = await browser.newContext({ locale: 'fr-FR' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-ready', '');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await waitForPage(page);
      // Live: the language switcher works and the page follows.
      await page.getByLabel('Langue', { exact: true }).selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('a signed-in visitor of /auth still goes to the dashboard', { tag: '@db' }, async ({ page }) => {
    await signUpEmployee(page);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForPage(page);
  });
});
