import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getSessionState,
  resetSessionStoreForTests,
  subscribeAuthEvents,
  type TAuthEvent,
} from '@/lib/session/session-store.ts';
import { apiError, json, mockApi, renderAt, sessionOf, SIGNED_OUT } from '@/test/feature-test-kit.tsx';
import { AuthPage } from './auth-page.tsx';

const SIGN_IN = 'signIn';
const VERIFY_TOTP = 'verifyTotp';
const VERIFY_BACKUP = 'verifyBackupCode';

/** The visible tab panel (both stay mounted; the other one is hidden). */
const panel = () => within(screen.getByRole('tabpanel'));

async function fillLogin(email = 'ann@example.test', password = 'correct horse battery') {
  await userEvent.type(panel().getByLabelText('Email'), email);
  await userEvent.type(panel().getByLabelText('Password'), password);
  await userEvent.click(panel().getByRole('button', { name: 'Login' }));
}

describe('login form', () => {
  const events: TAuthEvent[] = [];
  beforeEach(() => {
    resetSessionStoreForTests();
    events.length = 0;
    subscribeAuthEvents((event) => events.push(event));
  });
  afterEach(() => resetSessionStoreForTests());

  it('signs in, announces it and shows the success toast', async () => {
    let signedIn = false;
    const api = mockApi({
      getSession: (request) => (signedIn ? sessionOf()(request) : SIGNED_OUT(request)),
      [SIGN_IN]: () => {
        signedIn = true;
        return json(200, { redirect: false, token: 't', user: { id: 'user-1' } });
      },
    });
    renderAt(<AuthPage />);
    await fillLogin();
    expect(await screen.findByText('Signed in successfully')).toBeTruthy();
    expect(api.callsTo(SIGN_IN)[0]?.body).toEqual({ email: 'ann@example.test', password: 'correct horse battery' });
    expect(getSessionState().status).toBe('signed-in');
    expect(events.some((event) => event.type === 'signed-in')).toBe(true);
  });

  it.each([
    ['INVALID_CREDENTIALS', 401, 'Invalid email or password. Please try again.'],
    [
      'ACCOUNT_LOCKED',
      429,
      'Too many failed sign-in attempts, so your account is locked for a few minutes. Try again later, or reset ' +
        'your password, which lifts the lock at once.',
    ],
    ['RATE_LIMITED', 429, 'Too many attempts. Please wait a moment and try again.'],
  ])('maps %s to its message and keeps the entries', async (code, status, text) => {
    mockApi({ getSession: SIGNED_OUT, [SIGN_IN]: apiError(status, code) });
    renderAt(<AuthPage />);
    await fillLogin();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect((panel().getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.test');
    expect((panel().getByLabelText('Password') as HTMLInputElement).value).toBe('correct horse battery');
    expect(getSessionState().status).not.toBe('signed-in');
  });

  it('says until when a locked account is locked, and that a password reset lifts the lock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-12T09:05:30Z'));
      // Locked for 10 more minutes: until 09:15:30, shown as the next whole minute.
      mockApi({ getSession: SIGNED_OUT, [SIGN_IN]: apiError(429, 'ACCOUNT_LOCKED', { retryAfterSeconds: 600 }) });
      renderAt(<AuthPage />);
      await fillLogin();
      const until = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date('2026-03-12T09:16:00Z'));
      expect((await screen.findByRole('alert')).textContent).toBe(
        `Too many failed sign-in attempts, so your account is locked until ${until}. Try again then, or reset your ` +
          'password, which lifts the lock at once.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the email address before asking the server', async () => {
    const api = mockApi({ getSession: SIGNED_OUT });
    renderAt(<AuthPage />);
    await fillLogin('not-an-address', 'whatever1');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(api.callsTo(SIGN_IN)).toHaveLength(0);
  });

  describe('second factor', () => {
    function setup(verify: Record<string, Response | (() => Response)> = {}) {
      let signedIn = false;
      const wrap = (answer: Response | (() => Response)) => () => {
        const response = answer instanceof Response ? answer.clone() : answer();
        if (response.ok) signedIn = true;
        return response;
      };
      const routes = Object.fromEntries(Object.entries(verify).map(([key, answer]) => [key, wrap(answer)]));
      const api = mockApi({
        getSession: (request) => (signedIn ? sessionOf()(request) : SIGNED_OUT(request)),
        [SIGN_IN]: json(200, { twoFactorRedirect: true }),
        ...routes,
      });
      renderAt(<AuthPage />);
      return api;
    }

    it('asks for the 6-digit code with a numeric one-time-code input', async () => {
      setup();
      await fillLogin();
      expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
      const input = screen.getByLabelText('Authentication code');
      expect(input.getAttribute('inputmode')).toBe('numeric');
      expect(input.getAttribute('autocomplete')).toBe('one-time-code');
      expect(screen.getByRole('button', { name: 'Back to login' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Use a backup code instead' })).toBeTruthy();
    });

    it.each(['12345', '12a456', '1234567', ''])(
      'refuses "%s" as "Invalid Code" without calling the server',
      async (code) => {
        const api = setup();
        await fillLogin();
        const input = await screen.findByLabelText('Authentication code');
        if (code) await userEvent.type(input, code);
        await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
        const alert = await screen.findByRole('alert');
        expect(within(alert).getByText('Invalid Code')).toBeTruthy();
        expect(within(alert).getByText('Please enter a valid 6-digit code')).toBeTruthy();
        expect(api.callsTo(VERIFY_TOTP)).toHaveLength(0);
      },
    );

    it('shows "Invalid verification code. Please try again." for a wrong code', async () => {
      const api = setup({ [VERIFY_TOTP]: apiError(400, 'INVALID_TWO_FACTOR_CODE') });
      await fillLogin();
      await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code. Please try again.');
      expect(api.callsTo(VERIFY_TOTP)[0]?.body).toEqual({ code: '123456' });
    });

    it('signs in with a correct code and says so', async () => {
      setup({ [VERIFY_TOTP]: json(200, { token: 't', user: { id: 'user-1' } }) });
      await fillLogin();
      await userEvent.type(await screen.findByLabelText('Authentication code'), '123 456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Signed in with two-factor authentication')).toBeTruthy();
      expect(getSessionState().status).toBe('signed-in');
    });

    it('accepts a backup code instead', async () => {
      const api = setup({ [VERIFY_BACKUP]: json(200, { token: 't', user: { id: 'user-1' } }) });
      await fillLogin();
      await userEvent.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
      await userEvent.type(screen.getByLabelText('Backup code'), 'abcde-12345');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(getSessionState().status).toBe('signed-in'));
      expect(api.callsTo(VERIFY_BACKUP)[0]?.body).toEqual({ code: 'abcde-12345' });
      expect(api.callsTo(VERIFY_TOTP)).toHaveLength(0);
    });

    it('goes back to the login form', async () => {
      setup();
      await fillLogin();
      await userEvent.click(await screen.findByRole('button', { name: 'Back to login' }));
      expect(screen.getByRole('tab', { name: 'Login' })).toBeTruthy();
      await waitFor(() => expect(panel().getByLabelText('Password')).toBeTruthy());
    });
  });
});
