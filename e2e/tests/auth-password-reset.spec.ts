import type { Page } from '@playwright/test';
import { authPanel, E2E_PASSWORD, latestMailTo, loginViaUi, signUpViaApi } from '../support/auth.ts';
import { expect, test, waitForPage } from '../support/fixtures.ts';
import { uniqueEmail } from '../support/stack.ts';

const GENERIC = 'If an account exists with this email, a password reset link will be sent.';

async function requestReset(page: Page, email: string) {
  await page.goto('/auth');
  await authPanel(page, 'Login').getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\?view=forgot$/);
  await authPanel(page, 'Login').getByLabel('Email', { exact: true }).fill(email);
  await authPanel(page, 'Login').getByRole('button', { name: 'Send reset link' }).click();
}

test.describe('password reset', () => {
  test('an unknown email gets the generic answer and no mail', { tag: '@db' }, async ({ page }) => {
    const email = uniqueEmail('unknown');
    await requestReset(page, email);
    await expect(authPanel(page, 'Login').getByRole('status')).toContainText(GENERIC);
    const { mails } = (await (await page.request.get('/api/dev/mailbox.json')).json()) as {
      mails: Array<{ to: string }>;
    };
    expect(mails.some((mail) => mail.to === email)).toBe(false);
  });

  test(
    'the mailed link sets a new password once, and ends the old sessions',
    { tag: '@db' },
    async ({ page, browser, allowConsoleErrors }) => {
      allowConsoleErrors(/status of (400|401)/);
      // A signed-in browser elsewhere.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await otherPage.goto('/');
      const account = await signUpViaApi(otherPage.request, { origin: new URL(otherPage.url()).origin });
      await otherPage.goto('/dashboard');
      await expect(otherPage.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

      // Forgot password -> generic answer; the mail is in the development mailbox.
      await requestReset(page, account.email);
      await expect(authPanel(page, 'Login').getByRole('status')).toContainText(GENERIC);
      const mail = await latestMailTo(page.request, account.email);
      const link = /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(mail.text)?.[0];
      expect(link, mail.text).toBeTruthy();

      // The link sets a new password.
      const newPassword = `${E2E_PASSWORD}-new`;
      await page.goto(link!);
      await waitForPage(page);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(
        page.getByText('Your password has been changed. Please log in with your new password.'),
      ).toBeVisible();

      // Works once.
      await page.goto(link!);
      await page.getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
      await page.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}-again`);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(
        page.getByText('This password reset link is invalid or has expired. Please request a new one.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Request a new link' })).toBeVisible();

      // The other browser's session has ended.
      await otherPage.reload();
      await expect(otherPage).toHaveURL(/\/auth$/);
      await other.close();

      // Old password refused, new one works.
      await loginViaUi(page, account.email, account.password);
      await expect(authPanel(page, 'Login').getByRole('alert')).toHaveText(
        'Invalid email or password. Please try again.',
      );
      await loginViaUi(page, account.email, newPassword);
      await expect(page).toHaveURL(/\/dashboard$/);
    },
  );

  test('/reset-password without a token explains itself and offers the form', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Password reset' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });
});
