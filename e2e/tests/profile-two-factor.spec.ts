import { signUpEmployee, submitLogin } from '../support/accounts.ts';
import { expect, test, waitForPage } from '../support/fixtures.ts';
import { authenticatorFromKey, totpCode } from '../support/authenticator.ts';

test(
  'enrol TOTP in the profile, log in with a code; the same code is refused a second time',
  { tag: '@db' },
  async ({ page, allowConsoleErrors }) => {
    // Wrong codes answer 401, which Chromium reports as a failed resource load.
    allowConsoleErrors(/status of 401/);
    const { email, password } = await signUpEmployee(page);
    await page.goto('/profile');
    await waitForPage(page);

    // Enrol: password -> QR code + key -> code -> backup codes.
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for adding OpenWell to your authenticator app' }),
    ).toBeVisible();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const authenticator = authenticatorFromKey(secret);

    await page.getByLabel('6-digit code').fill('12345');
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid Code');
    await expect(page.getByRole('alert')).toContainText('Please enter a valid 6-digit code');

    await page.getByLabel('6-digit code').fill(totpCode(authenticator));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(page.getByText('Two-factor authentication is now on.')).toBeVisible();
    await expect(page.getByTestId('backup-code')).toHaveCount(10);
    await expect(page.getByText(/You won't see these again/)).toBeVisible();
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByTestId('two-factor-status')).toHaveText('Two-factor authentication is on.');
    await page.reload();
    await expect(page.getByTestId('two-factor-status')).toHaveText('Two-factor authentication is on.');

    // Log out, then in with a code (the next time step: the enrolment's code is spent).
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const loginCode = totpCode(authenticator, { stepOffset: 1 });
    await submitLogin(page, email, password);
    await page.getByLabel('Authentication code').fill(loginCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Log out again; the same code does not work twice.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await submitLogin(page, email, password);
    await page.getByLabel('Authentication code').fill(loginCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Invalid verification code. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  },
);
