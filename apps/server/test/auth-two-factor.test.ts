import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireUser } from '../src/plugins/endpoint-route.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import {
  type Authenticator,
  GOOD_PASSWORD,
  buildAuthTestApp,
  enrolTotp,
  get,
  insertUser,
  newClient,
  post,
  signIn,
  totpCode,
  wrongTotpCode,
} from './helpers/auth-test-kit.ts';

const INVALID_CODE = {
  error: { code: 'INVALID_TWO_FACTOR_CODE', message: 'Invalid verification code. Please try again.' },
};

describe('second factor (TOTP and backup codes)', () => {
  let t: TestApp;
  let key: Authenticator;
  let backupCodes: string[];
  let totpURI: string;

  beforeAll(async () => {
    t = await buildAuthTestApp({
      registerExtraRoutes: (app) => {
        app.get('/api/test/me', { preHandler: requireUser() }, async (request) => ({ user: request.user }));
        app.get('/api/test/admin-only', { preHandler: requireUser(['admin']) }, async () => ({ ok: true }));
      },
    });
    await insertUser(t.database, { email: 'tess@example.com' });
    const client = newClient('10.1.0.1');
    expect((await signIn(t.app, client, 'tess@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
    ({ key, backupCodes, totpURI } = await enrolTotp(t.app, client, GOOD_PASSWORD));
  });
  afterAll(() => t.cleanup());

  it('enrolment gives a TOTP URI with the OpenWell issuer and 10 backup codes, and turns 2FA on', async () => {
    expect(backupCodes).toHaveLength(10);
    // What an authenticator app reads from the QR code: RFC 6238 with SHA1, 6 digits, 30-second steps.
    expect(key).toMatchObject({
      issuer: 'OpenWell',
      label: 'tess@example.com',
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    });
    expect(new URL(totpURI).protocol).toBe('otpauth:');
    const client = newClient('10.1.0.2');
    const first = await signIn(t.app, client, 'tess@example.com', GOOD_PASSWORD);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('a pending sign-in has no session: guarded routes answer 401 until the code is verified', async () => {
    const client = newClient('10.1.0.3');
    await signIn(t.app, client, 'tess@example.com', GOOD_PASSWORD);
    expect(client.jar.has('session_token')).toBe(false);
    const guarded = await get(t.app, client, '/api/test/me');
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json().error.code).toBe('UNAUTHENTICATED');
    expect((await get(t.app, client, '/api/auth/get-session')).json()).toBeNull();
  });

  it('a wrong or wrongly formatted code is refused with INVALID_TWO_FACTOR_CODE', async () => {
    const client = newClient('10.1.0.4');
    await signIn(t.app, client, 'tess@example.com', GOOD_PASSWORD);
    for (const code of [wrongTotpCode(key), '12ab56', '']) {
      const response = await post(t.app, client, '/api/auth/two-factor/verify-totp', { code });
      expect(response.statusCode, code).toBe(401);
      expect(response.json()).toEqual(INVALID_CODE);
    }
  });

  it('signs in with a code; the same code is refused afterwards; a code of a later step is accepted', async () => {
    const code = totpCode(key, 0);
    const first = newClient('10.1.0.5');
    await signIn(t.app, first, 'tess@example.com', GOOD_PASSWORD);
    const ok = await post(t.app, first, '/api/auth/two-factor/verify-totp', { code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get(t.app, first, '/api/test/me')).json()).toMatchObject({
      user: { email: 'tess@example.com', twoFactorEnabled: true, role: 'employee' },
    });

    const second = newClient('10.1.0.6');
    await signIn(t.app, second, 'tess@example.com', GOOD_PASSWORD);
    const reused = await post(t.app, second, '/api/auth/two-factor/verify-totp', { code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(INVALID_CODE);
    // The step before the used one is refused too (steps only move forward).
    const older = await post(t.app, second, '/api/auth/two-factor/verify-totp', { code: totpCode(key, -1) });
    expect(older.json()).toEqual(INVALID_CODE);

    const later = await post(t.app, second, '/api/auth/two-factor/verify-totp', { code: totpCode(key, 1) });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('a backup code works once', async () => {
    const code = backupCodes[0]!;
    const first = newClient('10.1.0.7');
    await signIn(t.app, first, 'tess@example.com', GOOD_PASSWORD);
    const ok = await post(t.app, first, '/api/auth/two-factor/verify-backup-code', { code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get(t.app, first, '/api/test/me')).statusCode).toBe(200);

    const second = newClient('10.1.0.8');
    await signIn(t.app, second, 'tess@example.com', GOOD_PASSWORD);
    const again = await post(t.app, second, '/api/auth/two-factor/verify-backup-code', { code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(INVALID_CODE);
  });

  it('a bearer token (mobile) works for guarded routes; roles are enforced', async () => {
    await insertUser(t.database, { email: 'mo@example.com' });
    const client = newClient('10.1.0.9');
    const response = await post(
      t.app,
      client,
      '/api/auth/sign-in/email',
      { email: 'mo@example.com', password: GOOD_PASSWORD },
      { 'x-openwell-client': 'native' },
    );
    const token = response.headers['set-auth-token'] as string;
    expect(token).toBeTruthy();
    const bare = newClient('10.1.0.9');
    const me = await get(t.app, bare, '/api/test/me', { authorization: `Bearer ${token}` });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ user: { email: 'mo@example.com' } });
    const forbidden = await get(t.app, bare, '/api/test/admin-only', { authorization: `Bearer ${token}` });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
    expect((await get(t.app, bare, '/api/test/me', { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });

  it('disabling asks for the password', async () => {
    await insertUser(t.database, { email: 'dee@example.com' });
    const client = newClient('10.1.0.10');
    await signIn(t.app, client, 'dee@example.com', GOOD_PASSWORD);
    await enrolTotp(t.app, client, GOOD_PASSWORD);
    const wrong = await post(t.app, client, '/api/auth/two-factor/disable', { password: 'wrong-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    const ok = await post(t.app, client, '/api/auth/two-factor/disable', { password: GOOD_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await signIn(t.app, newClient('10.1.0.11'), 'dee@example.com', GOOD_PASSWORD);
    expect(again.json()).toMatchObject({ user: { email: 'dee@example.com' } });

    const rows = await t.database.db.execute<{ action: string; metadata: Record<string, unknown> }>(
      'select action, metadata from audit_log',
    );
    const actions = rows.rows.map((row) => row.action);
    expect(actions).toContain('mfa_enabled');
    expect(actions).toContain('mfa_disabled');
    expect(rows.rows.some((row) => row.action === 'sign_in_succeeded' && row.metadata.method === 'totp')).toBe(true);
    expect(rows.rows.some((row) => row.action === 'sign_in_succeeded' && row.metadata.method === 'backup_code')).toBe(
      true,
    );
    expect(
      rows.rows.some((row) => row.action === 'sign_in_failed' && row.metadata.reason === 'invalid_two_factor_code'),
    ).toBe(true);
  });

  it("finds a code's time step with the injected clock: a code that matches no step by that clock is refused", async () => {
    const clock = createFixedClock(new Date());
    const skewed = await buildAuthTestApp({ clock });
    try {
      await insertUser(skewed.database, { email: 'cleo@example.com' });
      const device = newClient('10.1.1.1');
      expect((await signIn(skewed.app, device, 'cleo@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
      const { key: cleoKey } = await enrolTotp(skewed.app, device, GOOD_PASSWORD);

      clock.advance(10 * 60_000); // the app's time runs ten minutes ahead of the system clock
      const client = newClient('10.1.1.2');
      expect((await signIn(skewed.app, client, 'cleo@example.com', GOOD_PASSWORD)).json()).toMatchObject({
        twoFactorRedirect: true,
      });
      // Valid by the system clock (which Better Auth's own check uses), but not by the app's clock.
      const refused = await post(skewed.app, client, '/api/auth/two-factor/verify-totp', {
        code: totpCode(cleoKey, 1),
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(INVALID_CODE);

      clock.set(new Date());
      const accepted = await post(skewed.app, client, '/api/auth/two-factor/verify-totp', {
        code: totpCode(cleoKey, 1),
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    } finally {
      await skewed.cleanup();
    }
  });
});
