import type { BrowserContext, Page } from '@playwright/test';
import { authPanel, signUpViaApi, type TAccount } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * A prerendered form is on screen before its scripts have run (docs/decisions/011-prerendered-public-pages.md): on a
 * phone or a slow network a person types, a password manager fills the fields, and the form may be sent before the
 * page is live. The page's scripts are held back here (page.route) while that happens, then let through.
 */

/** Opens `path` with the page's scripts held back until the returned `release` is called. */
async function openWithScriptsHeld(
  context: BrowserContext,
  path: string,
): Promise<{ page: Page; release: () => void }> {
  // A page of the context, not the fixture's `page`, whose goto waits until the page is live.
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-ready');
  return { page, release };
}

/** A new employee, signed out again (the sign-up signs the context in). */
async function signedOutAccount(context: BrowserContext, baseURL: string): Promise<TAccount> {
  const account = await signUpViaApi(context.request, { origin: baseURL });
  await context.clearCookies();
  return account;
}

test.describe('prerendered forms before the page is live', { tag: '@db' }, () => {
  test('what is typed and autofilled before hydration stays, and signs in', async ({ context, baseURL }) => {
    const account = await signedOutAccount(context, baseURL!);
    const { page, release } = await openWithScriptsHeld(context, '/auth');
    const login = authPanel(page, 'Login');
    const email = login.getByLabel('Email', { exact: true });
    const password = login.getByLabel('Password', { exact: true });
    await email.pressSequentially(account.email); // typed key by key
    await password.fill(account.password); // set at once, as a password manager does
    await expect(page.locator('html')).not.toHaveAttribute('data-ready');

    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await expect(email).toHaveValue(account.email);
    await expect(password).toHaveValue(account.password);
    const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    expect((await signIn).status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  test('a form sent before hydration is sent once the page is live, never in the address', async ({
    context,
    baseURL,
  }) => {
    const account = await signedOutAccount(context, baseURL!);
    const { page, release } = await openWithScriptsHeld(context, '/auth');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const login = authPanel(page, 'Login');
    await login.getByLabel('Email', { exact: true }).fill(account.email);
    await login.getByLabel('Password', { exact: true }).fill(account.password);
    await login.getByLabel('Password', { exact: true }).press('Enter');
    // Held back: no navigation, nothing sent.
    await expect(page).toHaveURL(/\/auth$/);
    expect(requested.filter((url) => !url.includes('/assets/'))).toEqual([]);

    const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    expect((await signIn).status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    const signIns = requested.filter((url) => url.endsWith('/api/auth/sign-in/email'));
    expect(signIns).toHaveLength(1);
    expect(requested.filter((url) => url.includes(encodeURIComponent(account.password)))).toEqual([]);
  });
});

test('/auth is live without its validation code, which loads once the form is used', async ({ page }) => {
  const zodScripts: string[] = [];
  const checks: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    checks.push(
      response.text().then((body) => {
        if (body.includes('$ZodError')) zodScripts.push(new URL(response.url()).pathname);
      }),
    );
  });
  await page.goto('/auth'); // waits until the page is live
  await page.waitForLoadState('networkidle');
  await Promise.all(checks);
  // zod and the contracts' schemas (170 KB of script to evaluate) are no part of the page's start.
  expect(zodScripts).toEqual([]);

  await authPanel(page, 'Login').getByLabel('Email', { exact: true }).focus();
  await expect.poll(async () => (await Promise.all(checks), zodScripts.length)).toBeGreaterThan(0);
});
