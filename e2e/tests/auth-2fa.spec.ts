import { authPanel, loginViaUi, signUpViaApi } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';
import { authenticatorFromUri, totpCode, wrongTotpCode } from '../support/authenticator.ts';

/**
 * The login side of the second factor. Enrolment goes through the API here (the profile screen's
 * enrolment has its own spec, profile-two-factor.spec.ts).
 */
test(
  'login asks for the authenticator code: format check, wrong code, right code, no reuse, backup code',
  { tag: '@db' },
  async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of (400|401)/);
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    const account = await signUpViaApi(page.request, { origin });
    const enable = await page.request.post('/api/auth/two-factor/enable', {
      headers: { Origin: origin },
      data: { password: account.password },
    });
    expect(enable.status(), await enable.text()).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    const authenticator = authenticatorFromUri(totpURI);
    const confirm = await page.request.post('/api/auth/two-factor/verify-totp', {
      headers: { Origin: origin },
      data: { code: totpCode(authenticator) },
    });
    expect(confirm.status(), await confirm.text()).toBe(200);
    await page.context().clearCookies();

    // Password first, then the code.
    await loginViaUi(page, account.email, account.password);
    const code = page.getByLabel('Authentication code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    // Wrong format: refused here, without a request.
    let verifyCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/two-factor/verify')) verifyCalls += 1;
    });
    await code.fill('12ab5');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid Code');
    await expect(page.getByRole('alert')).toContainText('Please enter a valid 6-digit code');
    expect(verifyCalls).toBe(0);

    // Wrong code.
    const right = totpCode(authenticator, { stepOffset: 1 });
    await code.fill(wrongTotpCode(authenticator));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid verification code. Please try again.');

    // Right code.
    await code.fill(right);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Signed in with two-factor authentication')).toBeVisible();

    // The same code a second time is refused.
    await page.getByRole('banner').first().getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await loginViaUi(page, account.email, account.password);
    await page.getByLabel('Authentication code').fill(right);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid verification code. Please try again.');

    // A backup code works instead (the pending sign-in still stands); "Back to login" returns.
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('banner').first().getByRole('button', { name: 'Sign out' }).click();
    await loginViaUi(page, account.email, account.password);
    await page.getByRole('button', { name: 'Back to login' }).click();
    await expect(authPanel(page, 'Login').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  },
);
