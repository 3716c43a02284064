import type { Page } from '@playwright/test';
import { authenticatorFromKey, totpCode, type Authenticator } from './authenticator.ts';
import { expect, waitForPage } from './fixtures.ts';

/** What an admin-area account keeps from its enrolment: the authenticator and the backup codes (each works once). */
export interface TSecondFactor {
  authenticator: Authenticator;
  backupCodes: string[];
}

/**
 * On /admin/two-factor (where the admin area sends employer and admin accounts without a second factor): password,
 * the key as an authenticator app would take it, a code, the backup codes; then on to the dashboard.
 */
export async function enrolSecondFactor(page: Page, password: string): Promise<TSecondFactor> {
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await waitForPage(page);
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication', level: 1 })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  const authenticator = authenticatorFromKey(secret);
  await page.getByLabel('6-digit code').fill(totpCode(authenticator));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByTestId('backup-code').first()).toBeVisible();
  const backupCodes = await page.getByTestId('backup-code').allTextContents();
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return { authenticator, backupCodes };
}

/**
 * Logs in at /admin/login with the second step done by a backup code (each works once, so a test can log in as
 * often as it has codes, without waiting for the authenticator's next time step).
 */
export async function adminLogIn(page: Page, email: string, password: string, factor: TSecondFactor): Promise<void> {
  const code = factor.backupCodes.shift();
  if (!code) throw new Error('no backup code left');
  await page.goto('/admin/login');
  await waitForPage(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await page.getByLabel('Backup code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
