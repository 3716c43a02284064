import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@openwell/i18n/translate.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import {
  GOOD_PASSWORD,
  buildAuthTestApp,
  enrolTotp,
  get,
  insertUser,
  newClient,
  post,
  resetLinkFor,
  signIn,
  totpCode,
} from './helpers/auth-test-kit.ts';

const NEW_PASSWORD = 'Quiet-Meadow-Falcon-77';

describe('password reset', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildAuthTestApp();
    await insertUser(t.database, { email: 'rita@example.com', language: 'de' });
    await insertUser(t.database, { email: 'otto@example.com' });
  });
  afterAll(() => t.cleanup());

  it('answers the same for unknown e-mails and sends nothing', async () => {
    const response = await post(t.app, newClient('10.4.0.1'), '/api/auth/request-password-reset', {
      email: 'nobody@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true });
    const rows = await t.database.db.execute("select 1 from mail_outbox where to_address = 'nobody@example.com'");
    expect(rows.rows).toHaveLength(0);
  });

  it("answers the forgot-password page's sentence, the spec's, in the request's language, for any e-mail", async () => {
    const answer = async (email: string, ip: string, headers: Record<string, string> = {}) => {
      const response = await post(t.app, newClient(ip), '/api/auth/request-password-reset', { email }, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as unknown;
    };
    const english = {
      status: true,
      message: 'If an account exists with this email, a password reset link will be sent.',
    };
    expect(await answer('nobody@example.com', '10.4.1.1')).toEqual(english);
    expect(await answer('otto@example.com', '10.4.1.2')).toEqual(english);
    expect(await answer('nobody@example.com', '10.4.1.3', { 'accept-language': 'de-CH,de;q=0.9' })).toEqual({
      status: true,
      message: translate('auth', 'de', 'forgot.sent'),
    });
    // The stored choice (the web app's language cookie) before the browser's languages, as the pages do.
    expect(await answer('otto@example.com', '10.4.1.4', { 'accept-language': 'de', cookie: 'i18nextLng=it' })).toEqual({
      status: true,
      message: translate('auth', 'it', 'forgot.sent'),
    });
    expect(translate('auth', 'it', 'forgot.sent')).not.toBe(english.message);
  });

  it('mails a 15-minute single-use link to /reset-password that ends every session', async () => {
    const oldSession = newClient('10.4.0.2');
    expect((await signIn(t.app, oldSession, 'rita@example.com', GOOD_PASSWORD)).statusCode).toBe(200);

    const request = await post(t.app, newClient('10.4.0.3'), '/api/auth/request-password-reset', {
      email: 'rita@example.com',
    });
    expect(request.statusCode, request.body).toBe(200);
    const link = await resetLinkFor(t, 'rita@example.com');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    const token = link.searchParams.get('token')!;
    const mail = await t.database.db.execute<{ language: string }>(
      "select language from mail_outbox where to_address = 'rita@example.com'",
    );
    expect(mail.rows[0]?.language).toBe('de');

    const common = await post(t.app, newClient('10.4.0.4'), '/api/auth/reset-password', {
      token,
      newPassword: 'password1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.code).toBe('PASSWORD_TOO_COMMON');

    const reset = await post(t.app, newClient('10.4.0.4'), '/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const reuse = await post(t.app, newClient('10.4.0.5'), '/api/auth/reset-password', {
      token,
      newPassword: 'Another-Pass-1234',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.code).toBe('RESET_TOKEN_INVALID');

    expect((await get(t.app, oldSession, '/api/auth/get-session')).json()).toBeNull();
    expect((await signIn(t.app, newClient('10.4.0.6'), 'rita@example.com', GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, newClient('10.4.0.7'), 'rita@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    const audit = await t.database.db.execute<{ action: string }>('select action from audit_log');
    expect(audit.rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_reset_completed']),
    );
  });

  it('refuses a link older than 15 minutes', async () => {
    await post(t.app, newClient('10.4.1.1'), '/api/auth/request-password-reset', { email: 'otto@example.com' });
    const token = (await resetLinkFor(t, 'otto@example.com')).searchParams.get('token')!;
    await t.database.db.execute("update auth_verifications set expires_at = now() - interval '1 second'");
    const response = await post(t.app, newClient('10.4.1.2'), '/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'RESET_TOKEN_INVALID', message: 'The reset link is invalid or has expired.' },
    });
  });

  it('still asks for the second factor after a reset, even on a trusted device', async () => {
    await insertUser(t.database, { email: 'tina@example.com' });
    const device = newClient('10.4.2.1');
    await signIn(t.app, device, 'tina@example.com', GOOD_PASSWORD);
    const { key } = await enrolTotp(t.app, device, GOOD_PASSWORD);
    // Sign in again on this device and trust it for 30 days.
    await post(t.app, device, '/api/auth/sign-out');
    await signIn(t.app, device, 'tina@example.com', GOOD_PASSWORD);
    const trusted = await post(t.app, device, '/api/auth/two-factor/verify-totp', {
      code: totpCode(key, 0),
      trustDevice: true,
    });
    expect(trusted.statusCode, trusted.body).toBe(200);
    await post(t.app, device, '/api/auth/sign-out');
    expect((await signIn(t.app, device, 'tina@example.com', GOOD_PASSWORD)).json()).toMatchObject({
      user: { email: 'tina@example.com' },
    });

    await post(t.app, newClient('10.4.2.2'), '/api/auth/request-password-reset', { email: 'tina@example.com' });
    const token = (await resetLinkFor(t, 'tina@example.com')).searchParams.get('token')!;
    expect(
      (await post(t.app, newClient('10.4.2.3'), '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);

    const after = await signIn(t.app, device, 'tina@example.com', NEW_PASSWORD);
    expect(after.json()).toMatchObject({ twoFactorRedirect: true });
  });
});
