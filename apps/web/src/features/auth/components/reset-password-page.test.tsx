import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStoreForTests, subscribeAuthEvents, type TAuthEvent } from '@/lib/session/session-store.ts';
import { apiError, json, mockApi, renderAt, SIGNED_OUT } from '@/test/feature-test-kit.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const RESET = 'resetPassword';

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('reset password page', () => {
  const events: TAuthEvent[] = [];
  beforeEach(() => {
    resetSessionStoreForTests();
    events.length = 0;
    subscribeAuthEvents((event) => events.push(event));
  });

  it('sets the new password with the token from the link and leads to login', async () => {
    const api = mockApi({ getSession: SIGNED_OUT, [RESET]: json(200, { status: true }) });
    renderAt(<ResetPasswordPage />, { path: '/reset-password', initialEntry: '/reset-password?token=tok-123' });
    expect(events).toContainEqual({ type: 'password-recovery' });
    await choose('a brand new secret');
    expect(
      await screen.findByText('Your password has been changed. Please log in with your new password.'),
    ).toBeTruthy();
    expect(api.callsTo(RESET)[0]?.body).toEqual({ token: 'tok-123', newPassword: 'a brand new secret' });
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/auth');
  });

  it('checks length and confirmation before sending', async () => {
    const api = mockApi({ getSession: SIGNED_OUT });
    renderAt(<ResetPasswordPage />, { path: '/reset-password', initialEntry: '/reset-password?token=tok-123' });
    await choose('short', 'shorter');
    expect(await screen.findByText('The password must be at least 8 characters long.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(api.callsTo(RESET)).toHaveLength(0);
  });

  it('explains an invalid or used link and offers a new one', async () => {
    const api = mockApi({
      getSession: SIGNED_OUT,
      [RESET]: apiError(400, 'RESET_TOKEN_INVALID'),
      requestPasswordReset: json(200, {
        status: true,
        message: 'If an account exists with this email, a password reset link will be sent.',
      }),
    });
    renderAt(<ResetPasswordPage />, { path: '/reset-password', initialEntry: '/reset-password?token=used' });
    await choose('a brand new secret');
    expect(
      await screen.findByText('This password reset link is invalid or has expired. Please request a new one.'),
    ).toBeTruthy();
    expect(screen.getByText(/valid for 15 minutes and work only once/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('If an account exists with this email, a password reset link will be sent.'),
    ).toBeTruthy();
    expect(api.callsTo('requestPasswordReset')).toHaveLength(1);
  });

  it('without a token explains itself and offers the forgot-password form', async () => {
    const api = mockApi({ getSession: SIGNED_OUT });
    renderAt(<ResetPasswordPage />, { path: '/reset-password', initialEntry: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Password reset' })).toBeTruthy();
    expect(screen.getByText(/needs the link from your password reset email/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(events).not.toContainEqual({ type: 'password-recovery' });
    expect(api.callsTo(RESET)).toHaveLength(0);
  });
});
