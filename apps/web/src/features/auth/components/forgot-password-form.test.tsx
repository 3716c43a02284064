import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStoreForTests } from '@/lib/session/session-store.ts';
import { apiError, json, mockApi, renderAt, SIGNED_OUT } from '@/test/feature-test-kit.tsx';
import { AuthPage } from './auth-page.tsx';

const RESET_REQUEST = 'requestPasswordReset';
const GENERIC = 'If an account exists with this email, a password reset link will be sent.';
const panel = () => within(screen.getByRole('tabpanel'));

async function requestFor(email: string) {
  await userEvent.type(panel().getByLabelText('Email'), email);
  await userEvent.click(panel().getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password', () => {
  beforeEach(() => resetSessionStoreForTests());

  it('opens from "Forgot password?" with the email carried over, and goes back to login', async () => {
    mockApi({ getSession: SIGNED_OUT });
    const { router } = renderAt(<AuthPage />);
    await userEvent.type(panel().getByLabelText('Email'), 'ann@example.test');
    await userEvent.click(panel().getByRole('button', { name: 'Forgot password?' }));
    expect(await panel().findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(router.state.location.search).toBe('?view=forgot');
    expect((panel().getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.test');
    await userEvent.click(panel().getByRole('link', { name: 'Back to login' }));
    expect(await panel().findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('always answers with the generic sentence and sends the reset page as redirect', async () => {
    const api = mockApi({ getSession: SIGNED_OUT, [RESET_REQUEST]: json(200, { status: true, message: GENERIC }) });
    renderAt(<AuthPage />, { initialEntry: '/auth?view=forgot' });
    await requestFor('nobody@example.test');
    expect((await panel().findByRole('status')).textContent).toContain(GENERIC);
    expect(api.callsTo(RESET_REQUEST)[0]?.body).toEqual({
      email: 'nobody@example.test',
      redirectTo: `${window.location.origin}/reset-password`,
    });
  });

  it('says when the reset email could not be sent', async () => {
    mockApi({ getSession: SIGNED_OUT, [RESET_REQUEST]: apiError(502, 'MAIL_DELIVERY_FAILED') });
    renderAt(<AuthPage />, { initialEntry: '/auth?view=forgot' });
    await requestFor('ann@example.test');
    expect((await panel().findByRole('alert')).textContent).toBe('Failed to send reset email. Please try again.');
    expect(panel().queryByText(GENERIC)).toBeNull();
  });

  it('checks the address before sending', async () => {
    const api = mockApi({ getSession: SIGNED_OUT });
    renderAt(<AuthPage />, { initialEntry: '/auth?view=forgot' });
    await requestFor('ann');
    expect(await panel().findByText('Please enter a valid email address.')).toBeTruthy();
    expect(api.callsTo(RESET_REQUEST)).toHaveLength(0);
  });
});
