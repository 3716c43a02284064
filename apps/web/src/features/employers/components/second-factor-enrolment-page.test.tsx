import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, renderFeature, sessionOf } from '@/test/feature-test-kit.tsx';
import { SecondFactorEnrolmentPage } from './second-factor-enrolment-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
afterEach(() => vi.unstubAllGlobals());

const TOTP_URI =
  'otpauth://totp/OpenWell:hr%40acme.test?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=OpenWell&digits=6&period=30';
const BACKUP_CODES = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333'];

function renderPage() {
  return renderFeature(<SecondFactorEnrolmentPage />, {
    path: '/admin/two-factor',
    extraRoutes: ['/admin/dashboard'],
  });
}

function currentStep() {
  const steps = screen.getByRole('list', { name: 'Setup steps' });
  const current = within(steps)
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step');
  expect(current).toHaveLength(1);
  // Without the step number drawn for the eye (hidden from screen readers).
  return current[0]!.querySelector('span:not([aria-hidden])')?.textContent;
}

describe('SecondFactorEnrolmentPage', () => {
  it('explains why, walks through password, QR code, code and backup codes, then opens the dashboard', async () => {
    let enrolled = false;
    let passwordOk = false;
    const api = mockApi({
      getSession: (request) =>
        sessionOf({ role: 'employer', email: 'hr@acme.test', twoFactorEnabled: enrolled })(request),
      enableTwoFactor: () =>
        passwordOk ? json(200, { totpURI: TOTP_URI, backupCodes: BACKUP_CODES }) : apiError(401, 'INVALID_CREDENTIALS'),
      verifyTotp: () => {
        enrolled = true;
        return json(200, { token: 't', user: { id: 'user-1' } });
      },
    });
    const { router } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeTruthy();
    expect(screen.getByText(/The admin area shows your company's data/)).toBeTruthy();
    expect(screen.getByText('Signed in as hr@acme.test')).toBeTruthy();
    expect(currentStep()).toBe('Step 1 of 3: Confirm your password');
    // The enrolment is required: there is nothing to cancel to.
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    // Step 1: the password (a wrong one gets the login error text).
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password. Please try again.');
    passwordOk = true;
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'the right password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 2: QR code and key, then a code from the app.
    expect(
      await screen.findByRole('img', { name: 'QR code for adding OpenWell to your authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(currentStep()).toBe('Step 2 of 3: Add OpenWell to your app');
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));

    // Step 3: the backup codes stay on screen although the session now has the second factor.
    expect(await screen.findByText('Two-factor authentication is now on.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('getSession').length).toBeGreaterThan(1));
    expect(screen.getAllByTestId('backup-code').map((item) => item.textContent)).toEqual(BACKUP_CODES);
    expect(currentStep()).toBe('Step 3 of 3: Save your backup codes');
    expect(router.state.location.pathname).toBe('/admin/two-factor');

    await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(toast.success).toHaveBeenCalledWith('Two-factor authentication is set up. Welcome to the admin area.');
    expect(api.callsTo('enableTwoFactor').map((call) => call.body)).toEqual([
      { password: 'wrong-password' },
      { password: 'the right password' },
    ]);
    expect(api.callsTo('verifyTotp')[0]!.body).toEqual({ code: '123456' });
  });

  it('starts over from the code step', async () => {
    mockApi({
      getSession: sessionOf({ role: 'admin', twoFactorEnabled: false }),
      enableTwoFactor: () => json(200, { totpURI: TOTP_URI, backupCodes: BACKUP_CODES }),
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Password'), 'the right password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(currentStep()).toBe('Step 1 of 3: Confirm your password');
  });

  it('sends an account that already has a second factor straight to the dashboard', async () => {
    const api = mockApi({ getSession: sessionOf({ role: 'admin', twoFactorEnabled: true }) });
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(api.callsTo('enableTwoFactor')).toHaveLength(0);
  });

  it('is in the account language: French', async () => {
    mockApi({ getSession: sessionOf({ role: 'employer', twoFactorEnabled: false }) });
    const { i18n } = await import('@/lib/i18n.ts');
    await i18n.changeLanguage('fr');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Configurer l'authentification à deux facteurs" }),
    ).toBeTruthy();
    expect(screen.getByText(/L'espace d'administration affiche des données de votre entreprise/)).toBeTruthy();
  });
});
