import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminSetupToken } from '../src/features/auth/admin-setup.service.ts';
import { requireUser } from '../src/plugins/endpoint-route.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { GOOD_PASSWORD, buildAuthTestApp, get, insertUser, newClient, post, signIn } from './helpers/auth-test-kit.ts';

async function auditActions(t: TestApp): Promise<string[]> {
  const rows = await t.database.db.execute<{ action: string }>('select action from audit_log order by created_at, id');
  return rows.rows.map((row) => row.action);
}

describe('admin sign-in, first-admin setup, sign-out and audit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildAuthTestApp({
      registerExtraRoutes: (app) => {
        app.get('/api/test/admin-area', { preHandler: requireUser(['employer', 'admin']) }, async (request) => ({
          role: request.user?.role,
        }));
      },
    });
  });
  afterAll(() => t.cleanup());

  it('ADMIN_SETUP_TOKEN fixes the one-time setup token', async () => {
    const fixed = 'fixed-setup-token-for-automation-0123';
    const link = await ensureAdminSetupToken({
      config: { ...t.config, adminSetupToken: fixed },
      database: t.database,
      logger: createSilentLogger(),
      clock: systemClock,
    });
    expect(link).toBe(`${t.config.publicUrl}/admin?setup=${fixed}`);
  });

  it('first-admin setup works once with the logged one-time link', async () => {
    const client = newClient('10.5.0.1');
    expect((await get(t.app, client, '/api/admin/setup/status')).json()).toEqual({ setupRequired: true });
    const stale = await ensureAdminSetupToken({
      config: t.config,
      database: t.database,
      logger: createSilentLogger(),
      clock: systemClock,
    });
    const link = await ensureAdminSetupToken({
      config: t.config,
      database: t.database,
      logger: createSilentLogger(),
      clock: systemClock,
    });
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\?setup=/);
    const token = new URL(link!).searchParams.get('setup')!;
    const staleToken = new URL(stale!).searchParams.get('setup')!;

    const old = await post(t.app, client, '/api/admin/setup', {
      token: staleToken,
      email: 'root@example.com',
      password: GOOD_PASSWORD,
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe('SETUP_TOKEN_INVALID');
    const common = await post(t.app, client, '/api/admin/setup', {
      token,
      email: 'root@example.com',
      password: 'iloveyou',
    });
    expect(common.json().error.code).toBe('PASSWORD_TOO_COMMON');

    const created = await post(t.app, client, '/api/admin/setup', {
      token,
      email: 'Root@Example.com',
      password: GOOD_PASSWORD,
      language: 'de',
    });
    expect(created.statusCode, created.body).toBe(201);
    // The setup page's language becomes the admin's (e-mails, the admin area).
    expect((await get(t.app, client, '/api/me')).json()).toMatchObject({ email: 'root@example.com', language: 'de' });
    expect((await get(t.app, client, '/api/test/admin-area')).json()).toEqual({ role: 'admin' });
    expect((await get(t.app, client, '/api/admin/setup/status')).json()).toEqual({ setupRequired: false });

    const again = await post(t.app, newClient('10.5.0.2'), '/api/admin/setup', {
      token,
      email: 'x@example.com',
      password: GOOD_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SETUP_ALREADY_DONE');
    expect(
      await ensureAdminSetupToken({
        config: t.config,
        database: t.database,
        logger: createSilentLogger(),
        clock: systemClock,
      }),
    ).toBeNull();
    expect(await auditActions(t)).toContain('admin_created');
  });

  it('admin sign-in refuses employees with the generic error and admits employers and admins', async () => {
    await insertUser(t.database, { email: 'emp@example.com' });
    await insertUser(t.database, { email: 'boss@example.com', role: 'employer' });
    const employee = await post(t.app, newClient('10.5.1.1'), '/api/admin/sign-in', {
      email: 'emp@example.com',
      password: GOOD_PASSWORD,
    });
    expect(employee.statusCode).toBe(401);
    expect(employee.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password. Please try again.' },
    });
    expect(employee.headers['set-cookie']).toBeUndefined();
    const unknown = await post(t.app, newClient('10.5.1.2'), '/api/admin/sign-in', {
      email: 'who@example.com',
      password: GOOD_PASSWORD,
    });
    expect(unknown.json()).toEqual(employee.json());

    const boss = newClient('10.5.1.3');
    const wrong = await post(t.app, boss, '/api/admin/sign-in', {
      email: 'boss@example.com',
      password: 'wrong-password',
    });
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    const ok = await post(t.app, boss, '/api/admin/sign-in', { email: 'boss@example.com', password: GOOD_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ twoFactorRequired: false });
    expect((await get(t.app, boss, '/api/test/admin-area')).json()).toEqual({ role: 'employer' });
  });

  it('sign-out ends this session; sign-out everywhere ends all of them; both are audited', async () => {
    await insertUser(t.database, { email: 'sam@example.com' });
    const a = newClient('10.5.2.1');
    const b = newClient('10.5.2.2');
    const c = newClient('10.5.2.3');
    for (const client of [a, b, c])
      expect((await signIn(t.app, client, 'sam@example.com', GOOD_PASSWORD)).statusCode).toBe(200);

    expect((await post(t.app, a, '/api/auth/sign-out')).statusCode).toBe(200);
    expect((await get(t.app, a, '/api/test/admin-area')).statusCode).toBe(401);
    expect((await get(t.app, b, '/api/auth/get-session')).json()).toMatchObject({ user: { email: 'sam@example.com' } });

    expect((await post(t.app, b, '/api/auth/revoke-sessions')).statusCode).toBe(200);
    const session = await get(t.app, c, '/api/auth/get-session?disableCookieCache=true');
    expect(session.json()).toBeNull();

    const actions = await auditActions(t);
    for (const action of ['sign_in_succeeded', 'sign_in_failed', 'sign_out', 'sign_out_everywhere']) {
      expect(actions, action).toContain(action);
    }
    const failed = await t.database.db.execute<{ metadata: Record<string, unknown> }>(
      "select metadata from audit_log where action = 'sign_in_failed'",
    );
    expect(JSON.stringify(failed.rows)).not.toContain('wrong-password');
    expect(failed.rows.some((row) => row.metadata.email === 'emp@example.com')).toBe(true);
  });
});
