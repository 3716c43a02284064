import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberReturnTo } from '@/features/auth/index.ts';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { AdminLoginPage } from './admin-login-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
afterEach(() => vi.unstubAllGlobals());

const ADMIN_SESSION = {
  session: { id: 's' },
  user: { id: 'admin-1', email: 'boss@example.test', role: 'admin', twoFactorEnabled: true },
};
const ADMIN_WITHOUT_SECOND_FACTOR = { ...ADMIN_SESSION, user: { ...ADMIN_SESSION.user, twoFactorEnabled: false } };
const AFTER_LOGIN = ['/admin/dashboard', '/admin/two-factor'];

async function logIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('AdminLoginPage', () => {
  it('gives employees (and wrong passwords) the generic login error', async () => {
    const api = mockApi({
      getSession: () => json(200, null),
      adminSignIn: () => apiError(401, 'INVALID_CREDENTIALS'),
    });
    renderFeature(<AdminLoginPage />, { path: '/admin/login' });
    await logIn('employee@example.test', 'a-good-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password. Please try again.');
    expect(api.callsTo('adminSignIn')[0]!.body).toEqual({
      email: 'employee@example.test',
      password: 'a-good-password',
    });
  });

  it('asks for both fields before calling the server', async () => {
    const api = mockApi({ getSession: () => json(200, null) });
    renderFeature(<AdminLoginPage />, { path: '/admin/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email and password.');
    expect(api.callsTo('adminSignIn')).toHaveLength(0);
  });

  it('sends an account without a second factor on to enrol one after the password', async () => {
    let signedIn = false;
    mockApi({
      getSession: () => json(200, signedIn ? ADMIN_WITHOUT_SECOND_FACTOR : null),
      adminSignIn: () => {
        signedIn = true;
        return json(200, { twoFactorRequired: false });
      },
    });
    const { router } = renderFeature(<AdminLoginPage />, { path: '/admin/login', extraRoutes: AFTER_LOGIN });
    await logIn('boss@example.test', 'a-good-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/two-factor'));
    expect(toast.success).toHaveBeenCalledWith('Logged in to the admin area.');
  });

  it('asks for the 6-digit code when the account has a second factor', async () => {
    let signedIn = false;
    const api = mockApi({
      getSession: () => json(200, signedIn ? ADMIN_SESSION : null),
      adminSignIn: () => json(200, { twoFactorRequired: true }),
      verifyTotp: ({ body }) => {
        if ((body as { code: string }).code !== '123456') return apiError(401, 'INVALID_TWO_FACTOR_CODE');
        signedIn = true;
        return json(200, { token: 't', user: { id: 'admin-1' } });
      },
    });
    const { router } = renderFeature(<AdminLoginPage />, { path: '/admin/login', extraRoutes: AFTER_LOGIN });
    await logIn('boss@example.test', 'a-good-password');
    const code = await screen.findByLabelText('6-digit code');

    await userEvent.type(code, '12a456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid CodePlease enter a valid 6-digit code');
    expect(api.callsTo('verifyTotp')).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code. Please try again.');

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(toast.success).toHaveBeenCalledWith('Logged in to the admin area with two-factor authentication.');
  });

  it('accepts a backup code instead', async () => {
    let signedIn = false;
    const api = mockApi({
      getSession: () => json(200, signedIn ? ADMIN_SESSION : null),
      adminSignIn: () => json(200, { twoFactorRequired: true }),
      verifyBackupCode: () => {
        signedIn = true;
        return json(200, { token: 't', user: { id: 'admin-1' } });
      },
    });
    const { router } = renderFeature(<AdminLoginPage />, { path: '/admin/login', extraRoutes: AFTER_LOGIN });
    await logIn('boss@example.test', 'a-good-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Use a backup code' }));
    await userEvent.type(screen.getByLabelText('Backup code'), 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(api.callsTo('verifyBackupCode')[0]!.body).toEqual({ code: 'abcde-12345' });
  });

  it.each([
    ['/admin/redemptions/7KQ2M8XP4RZT9BWC3HNJ6DFGA?from=qr', '/admin/redemptions/7KQ2M8XP4RZT9BWC3HNJ6DFGA'],
    ['/dashboard', '/admin/dashboard'],
    ['/admin/two-factor', '/admin/dashboard'],
  ])(
    'after the second factor returns to the admin-area page the guard remembered (%s)',
    async (remembered, landing) => {
      // A signed-out employer scanned a redemption's QR code: the guard remembered the page and sent them here.
      rememberReturnTo(remembered);
      let signedIn = false;
      mockApi({
        getSession: () => json(200, signedIn ? ADMIN_SESSION : null),
        adminSignIn: () => json(200, { twoFactorRequired: true }),
        verifyTotp: () => {
          signedIn = true;
          return json(200, { token: 't', user: { id: 'admin-1' } });
        },
      });
      const { router } = renderFeature(<AdminLoginPage />, {
        path: '/admin/login',
        extraRoutes: [...AFTER_LOGIN, '/admin/redemptions/:code'],
      });
      await logIn('boss@example.test', 'a-good-password');
      await userEvent.type(await screen.findByLabelText('6-digit code'), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(landing));
      expect(sessionStorage.getItem('openwell.returnTo')).toBeNull();
    },
  );

  it('leads back to the login from the second step', async () => {
    mockApi({
      getSession: () => json(200, null),
      adminSignIn: () => json(200, { twoFactorRequired: true }),
    });
    renderFeature(<AdminLoginPage />, { path: '/admin/login' });
    await logIn('boss@example.test', 'a-good-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });
});
