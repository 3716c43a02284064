import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, employee, json, mockApi, renderFeature, sessionResponse } from '@/test/feature-test-kit.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
afterEach(() => vi.unstubAllGlobals());

const TOTP_URI =
  'otpauth://totp/OpenWell:ann%40example.test?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=OpenWell&digits=6&period=30';
const BACKUP_CODES = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333'];
const ENABLE = 'enableTwoFactor';
const VERIFY = 'verifyTotp';
const DISABLE = 'disableTwoFactor';

function setup(enabled: boolean, routes: Parameters<typeof mockApi>[0]) {
  const user = employee({ twoFactorEnabled: enabled });
  const api = mockApi({
    getSession: sessionResponse(user),
    getMe: () => json(200, user),
    ...routes,
  });
  renderFeature(<TwoFactorCard enabled={enabled} />);
  return api;
}

describe('TwoFactorCard enrolment', () => {
  it('goes password -> QR code and secret -> code -> backup codes once -> done', async () => {
    let passwordOk = false;
    let codeOk = false;
    const api = setup(false, {
      [ENABLE]: () =>
        passwordOk ? json(200, { totpURI: TOTP_URI, backupCodes: BACKUP_CODES }) : apiError(401, 'INVALID_CREDENTIALS'),
      [VERIFY]: () =>
        codeOk ? json(200, { token: 't', user: { id: 'user-1' } }) : apiError(401, 'INVALID_TWO_FACTOR_CODE'),
    });
    expect(screen.getByTestId('two-factor-status').textContent).toBe('Two-factor authentication is off.');
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));

    // Step 1: the password. Empty is caught here; a wrong one gives the login error text.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your password.');
    expect(api.callsTo(ENABLE)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password. Please try again.');
    passwordOk = true;
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(api.callsTo(ENABLE).at(-1)!.body).toEqual({ password: 'correct horse battery' });

    // Step 2: QR code (an image with alt text, a data URL) and the secret as grouped text.
    const qr = await screen.findByRole('img', { name: 'QR code for adding OpenWell to your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    // A wrongly formatted code never reaches the server.
    await userEvent.type(screen.getByLabelText('6-digit code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    const formatAlert = screen.getByRole('alert');
    expect(formatAlert.textContent).toContain('Invalid Code');
    expect(formatAlert.textContent).toContain('Please enter a valid 6-digit code');
    expect(api.callsTo(VERIFY)).toHaveLength(0);

    // A wrong code: the server's verdict.
    await userEvent.clear(screen.getByLabelText('6-digit code'));
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code. Please try again.');

    // The right code: backup codes, shown this once.
    codeOk = true;
    await userEvent.clear(screen.getByLabelText('6-digit code'));
    await userEvent.type(screen.getByLabelText('6-digit code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('Two-factor authentication is now on.')).toBeTruthy();
    expect(api.callsTo(VERIFY).at(-1)!.body).toEqual({ code: '654321' });
    expect(screen.getAllByTestId('backup-code').map((item) => item.textContent)).toEqual(BACKUP_CODES);
    expect(screen.getByText(/You won't see these again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download as text' })).toBeTruthy();
    // The current user and the session are read again, so the rest of the app knows.
    await waitFor(() => expect(api.callsTo('getSession').length).toBeGreaterThan(0));

    await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.queryByTestId('backup-code')).toBeNull();
  });

  it('cancels back to the start', async () => {
    setup(false, {});
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
  });
});

describe('TwoFactorCard disable', () => {
  it('asks for the password and turns it off', async () => {
    let passwordOk = false;
    const api = setup(true, {
      [DISABLE]: () => (passwordOk ? json(200, { status: true }) : apiError(401, 'INVALID_CREDENTIALS')),
    });
    expect(screen.getByTestId('two-factor-status').textContent).toBe('Two-factor authentication is on.');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password. Please try again.');
    passwordOk = true;
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Two-factor authentication is off.'));
    expect(api.callsTo(DISABLE).map((call) => call.body)).toEqual([
      { password: 'wrong-password' },
      { password: 'right password' },
    ]);
  });
});
