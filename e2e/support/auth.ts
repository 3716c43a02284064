import type { APIRequestContext, Page } from '@playwright/test';
import { LEGAL_VERSIONS } from '../../packages/contracts/src/legal.ts';
import { expect, requireDatabaseTag } from './fixtures.ts';
import { DEMO_COMPANY_CODE, uniqueEmail } from './stack.ts';

/**
 * Sign-up and login helpers for the auth specs (and anyone else): through the UI as a user would,
 * or through the product's API (never the database). Unsafe API calls carry the app's Origin, as a
 * browser would (CSRF origin check).
 */
export const E2E_PASSWORD = 'Wellbeing-E2E-Passphrase-42';

export interface TSignUpOptions {
  email?: string;
  /** Default: the demo company's. */
  companyCode?: string;
  password?: string;
  department?: string;
  age?: number;
  gender?: 'male' | 'female';
  language?: 'en' | 'de' | 'nl' | 'fr' | 'it';
  aiTips?: boolean;
  companyInsights?: boolean;
}

export interface TAccount {
  email: string;
  password: string;
}

/** The visible tab panel of /auth ("Login" or "Sign Up"). */
export function authPanel(page: Page, tab: 'Login' | 'Sign Up') {
  return page.getByRole('tabpanel', { name: tab });
}

/** Signs up through the Sign Up tab of /auth; ends on /onboarding, signed in. */
export async function signUpViaUi(page: Page, options: TSignUpOptions = {}): Promise<TAccount> {
  requireDatabaseTag('Signing up');
  const email = options.email ?? uniqueEmail('w1');
  const password = options.password ?? E2E_PASSWORD;
  await page.goto('/auth?tab=signup');
  const panel = authPanel(page, 'Sign Up');
  await panel.getByLabel('Email', { exact: true }).fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByLabel('Confirm password', { exact: true }).fill(password);
  await panel.getByLabel('Company code').fill((options.companyCode ?? DEMO_COMPANY_CODE).toLowerCase());
  await panel.getByLabel('Company code').blur();
  await expect(panel.getByText(/^Company: /)).toBeVisible();
  await panel.getByLabel('Department').click();
  await page.getByRole('option', { name: options.department ?? 'Engineering' }).click();
  await panel.getByLabel('Age', { exact: true }).fill(String(options.age ?? 30));
  await panel.getByRole('radio', { name: options.gender === 'male' ? 'Male' : 'Female', exact: true }).check();
  if (options.language) {
    await panel.getByLabel('Language', { exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${autonym(options.language)}$`) }).click();
  }
  await panel.getByRole('checkbox', { name: /processing of my personal and health data/ }).click();
  await panel.getByRole('checkbox', { name: /Privacy Policy/ }).click();
  if (options.aiTips) await panel.getByRole('switch', { name: 'Personal AI health tips' }).click();
  if (options.companyInsights) await panel.getByRole('switch', { name: 'Anonymous company insights' }).click();
  await panel.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  return { email, password };
}

function autonym(language: string): string {
  return { en: 'English', de: 'Deutsch', nl: 'Nederlands', fr: 'Français', it: 'Italiano' }[language] ?? language;
}

/** Signs up through POST /api/accounts/sign-up; `request` keeps the session cookies (page.request signs the page in). */
export async function signUpViaApi(
  request: APIRequestContext,
  options: TSignUpOptions & { origin: string },
): Promise<TAccount & { id: string }> {
  requireDatabaseTag('Signing up');
  const email = options.email ?? uniqueEmail('w1');
  const password = options.password ?? E2E_PASSWORD;
  const lookup = await request.get(`/api/companies/lookup?code=${encodeURIComponent(DEMO_COMPANY_CODE)}`);
  expect(lookup.status(), await lookup.text()).toBe(200);
  const { departments } = (await lookup.json()) as { departments: Array<{ id: string; name: string }> };
  const department = departments.find((candidate) => candidate.name === (options.department ?? 'Engineering'));
  const response = await request.post('/api/accounts/sign-up', {
    headers: { Origin: options.origin },
    data: {
      email,
      password,
      companyCode: DEMO_COMPANY_CODE,
      departmentId: department!.id,
      age: options.age ?? 30,
      gender: options.gender ?? 'female',
      language: options.language ?? 'en',
      consents: {
        dataProcessing: true,
        aiTips: options.aiTips ?? false,
        companyInsights: options.companyInsights ?? false,
      },
      acceptedLegalVersions: { privacy: LEGAL_VERSIONS.privacy, terms: LEGAL_VERSIONS.terms },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password, id: ((await response.json()) as { id: string }).id };
}

/** Logs in through the Login tab of /auth (the password step; a second factor is asked next if enabled). */
export async function loginViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  const panel = authPanel(page, 'Login');
  await panel.getByLabel('Email', { exact: true }).fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The newest mail to `to` in the development mailbox (NODE_ENV=test), waiting for it to arrive. */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/mailbox.json');
      const { mails } = (await response.json()) as { mails: Array<{ to: string; subject: string; text: string }> };
      found = mails.find((mail) => mail.to === to);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
