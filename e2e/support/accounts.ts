import type { Page } from '@playwright/test';
import { E2E_PASSWORD, loginViaUi, signUpViaApi, type TSignUpOptions } from './auth.ts';

/**
 * Accounts for the profile and admin specs, made through the product's own API (never the
 * database): thin wrappers over support/auth.ts for a page. `page.request` shares the page's
 * cookies, so signing up through it signs the page in. Unsafe requests carry the app's Origin,
 * as the browser would (CSRF origin check).
 */
export const TEST_PASSWORD = E2E_PASSWORD;

/** The Origin header of the app the page shows (open a page of the app first). */
export function originHeaders(page: Page): Record<string, string> {
  return { Origin: new URL(page.url()).origin };
}

/** Signs a new employee of the demo company up (and thereby in, for `page`). */
export async function signUpEmployee(
  page: Page,
  options: TSignUpOptions = {},
): Promise<{ email: string; password: string; id: string }> {
  if (page.url() === 'about:blank') await page.goto('/');
  return signUpViaApi(page.request, { ...options, origin: new URL(page.url()).origin });
}

/** Logs in through the Login tab of /auth (password step only). */
export const submitLogin = loginViaUi;
