import type { APIRequestContext, Page } from '@playwright/test';
import { LEGAL_VERSIONS } from '../../packages/contracts/src/legal.ts';
import { DEMO_COMPANY_CODE, uniqueEmail } from './stack.ts';
import { expect } from './fixtures.ts';

/**
 * Accounts for the profile and admin specs, made through the product's own API (never the
 * database). `page.request` shares the page's cookies, so signing up through it signs the page in.
 * Unsafe requests carry the app's Origin, as the browser would (CSRF origin check).
 */
export const TEST_PASSWORD = 'Wellbeing-Test-Passphrase-7';

/** The Origin header of the app the page shows (open a page of the app first). */
export function originHeaders(page: Page): Record<string, string> {
  return { Origin: new URL(page.url()).origin };
}

export async function departmentsOf(request: APIRequestContext, code = DEMO_COMPANY_CODE) {
  const response = await request.get(`/api/companies/lookup?code=${encodeURIComponent(code)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { departments: Array<{ id: string; name: string }> }).departments;
}

/** Signs a new employee of the demo company up (and thereby in, for `page`). */
export async function signUpEmployee(
  page: Page,
  options: { email?: string; department?: string; aiTips?: boolean; companyInsights?: boolean } = {},
): Promise<{ email: string; password: string; id: string }> {
  const email = options.email ?? uniqueEmail('w2');
  if (page.url() === 'about:blank') await page.goto('/');
  const departments = await departmentsOf(page.request);
  const department = departments.find((candidate) => candidate.name === (options.department ?? 'Engineering'));
  const response = await page.request.post('/api/accounts/sign-up', {
    headers: originHeaders(page),
    data: {
      email,
      password: TEST_PASSWORD,
      companyCode: DEMO_COMPANY_CODE,
      departmentId: department!.id,
      age: 30,
      gender: 'female',
      language: 'en',
      consents: {
        dataProcessing: true,
        aiTips: options.aiTips ?? false,
        companyInsights: options.companyInsights ?? false,
      },
      acceptedLegalVersions: { privacy: LEGAL_VERSIONS.privacy, terms: LEGAL_VERSIONS.terms },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: string };
  return { email, password: TEST_PASSWORD, id: body.id };
}

/** Logs in through the Login tab of /auth (password step only). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Login' });
  await panel.getByLabel('Email', { exact: true }).fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Login', exact: true }).click();
}
