import { authPanel, E2E_PASSWORD, loginViaUi, signUpViaUi, type TAccount } from '../support/auth.ts';
import { expect, test, waitForPage } from '../support/fixtures.ts';
import { uniqueEmail } from '../support/stack.ts';

/**
 * One account for the whole file (sign-ups are rate limited per client address: 10 per 15 minutes),
 * made through the UI by the first test; the others use it.
 */
test.describe.serial('auth journey', { tag: '@db' }, () => {
  let account: TAccount;

  // @pg: also in CI's PostgreSQL smoke (ADR 006).
  test(
    'sign up with the demo company code, onboarding, dashboard; sign out; log in again',
    { tag: '@pg' },
    async ({ page }) => {
      account = await signUpViaUi(page);
      const { email, password } = account;
      await expect(page.getByText('Account created successfully')).toBeVisible();

      // Onboarding: three steps with progress.
      await expect(page.getByRole('heading', { level: 1, name: 'Set up OpenWell' })).toBeVisible();
      await expect(page.getByText('Step 1 of 3')).toBeVisible();
      // "Connect now" opens the connect dialog (Fitbit, demo data in demo mode, Apple Watch and Garmin coming soon).
      await page.getByRole('button', { name: 'Connect now' }).click();
      const connect = page.getByRole('dialog', { name: 'Connect a tracker' });
      await expect(
        connect.getByRole('listitem', { name: 'Garmin' }).getByRole('button', { name: 'Coming soon' }),
      ).toBeDisabled();
      await connect.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Skip' }).click();
      await expect(page.getByText('Step 2 of 3')).toBeVisible();
      // Resumable: a reload comes back to the stored step.
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: 'Complete your profile' })).toBeVisible();
      await page.getByRole('button', { name: 'Later' }).click();
      await expect(page.getByText('Step 3 of 3')).toBeVisible();
      await page.getByRole('button', { name: 'Continue to dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

      // Sign out from the header -> /auth; the dashboard is closed again.
      const header = page.getByRole('banner').first();
      await header.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();

      await loginViaUi(page, email, password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText('Signed in successfully')).toBeVisible();
      await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    },
  );

  test('a wrong password (or an unknown email) gives the same message', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 401/);
    const { email } = account;
    for (const [address, secret] of [
      [email, 'not-the-password'],
      [uniqueEmail('nobody'), E2E_PASSWORD],
    ] as const) {
      await loginViaUi(page, address, secret);
      await expect(authPanel(page, 'Login').getByRole('alert')).toHaveText(
        'Invalid email or password. Please try again.',
      );
      // Nothing entered is lost.
      await expect(authPanel(page, 'Login').getByLabel('Password', { exact: true })).toHaveValue(secret);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test('a signed-out visit to /dashboard goes to /auth, and back after logging in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await waitForPage(page);
    await loginViaUi(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sign-up keeps everything on errors and names each problem', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of (404|409)/);
    const existing = account;
    await page.goto('/auth?tab=signup');
    const panel = authPanel(page, 'Sign Up');
    await expect(panel.getByRole('group', { name: 'Legal Agreements (Required)' })).toBeVisible();

    await panel.getByLabel('Company code').fill('NO-SUCH-CODE');
    await panel.getByLabel('Company code').blur();
    await expect(panel.getByText('This company code is not valid. Please check it with your employer.')).toBeVisible();

    await panel.getByLabel('Email', { exact: true }).fill(existing.email);
    await panel.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await panel.getByLabel('Confirm password', { exact: true }).fill(`${E2E_PASSWORD}x`);
    await panel.getByLabel('Company code').fill('demo-e2etst');
    await panel.getByLabel('Company code').blur();
    await expect(panel.getByText(/^Company: /)).toBeVisible();
    await panel.getByLabel('Department').click();
    await page.getByRole('option', { name: 'Sales' }).click();
    await panel.getByLabel('Age', { exact: true }).fill('30');
    await panel.getByRole('radio', { name: 'Male', exact: true }).check();
    await panel.getByRole('button', { name: 'Create account' }).click();
    await expect(panel.getByText('The passwords do not match.')).toBeVisible();
    await expect(panel.getByText('Your consent to data processing is required to create an account.')).toBeVisible();
    await expect(panel.getByText('Please accept the privacy policy and the terms of service.')).toBeVisible();

    await panel.getByLabel('Confirm password', { exact: true }).fill(E2E_PASSWORD);
    await panel.getByRole('checkbox', { name: /processing of my personal and health data/ }).click();
    await panel.getByRole('checkbox', { name: /Privacy Policy/ }).click();
    await panel.getByRole('button', { name: 'Create account' }).click();
    await expect(panel.getByText('This email is already registered. Please login instead.')).toBeVisible();
    await expect(panel.getByLabel('Age', { exact: true })).toHaveValue('30');
    await expect(panel.getByLabel('Password', { exact: true })).toHaveValue(E2E_PASSWORD);

    await panel.getByRole('button', { name: 'Go to login' }).click();
    await expect(authPanel(page, 'Login').getByLabel('Email', { exact: true })).toHaveValue(existing.email);
  });
});
