import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminSetupToken } from '../src/features/auth/admin-setup.service.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { newestOutboxMail } from './helpers/outbox.ts';
import {
  GOOD_PASSWORD,
  buildAuthTestApp,
  enrolTotp,
  get,
  newClient,
  post,
  totpCode,
  type Authenticator,
  type Client,
} from './helpers/auth-test-kit.ts';

/**
 * The admin area requires a second factor (issue 8): an admin or employer account without TOTP may sign in and read
 * its own account (/api/me), but every admin-area endpoint answers 403 TWO_FACTOR_ENROLMENT_REQUIRED until it enrols;
 * from then on every sign-in asks for a code. Exercised with real accounts: the first admin from the one-time setup
 * and an employer who accepted an invitation, enrolling through Better Auth's two-factor endpoints.
 */

const SETUP_TOKEN = 'setup-token-for-second-factor-tests-0123';
const ADMIN_EMAIL = 'first.admin@example.com';
const EMPLOYER_PASSWORD = 'Quartz-Meadow-Lantern-58';

let t: TestApp;

beforeAll(async () => {
  t = await buildAuthTestApp();
  await ensureAdminSetupToken({
    config: { ...t.config, adminSetupToken: SETUP_TOKEN },
    database: t.database,
    logger: createSilentLogger(),
    clock: systemClock,
  });
});
afterAll(() => t.cleanup());

function errorCode(response: { json(): { error?: { code?: string } } }): string | undefined {
  return response.json().error?.code;
}

async function auditCount(action: string, userId: string): Promise<number> {
  const rows = await t.database.db.execute<{ n: number }>(
    `select count(*)::int as n from audit_log where action = '${action}' and subject_user_id = '${userId}'`,
  );
  return rows.rows[0]!.n;
}

/** A fresh admin-area sign-in that must go through the second factor. */
async function signInWithCode(email: string, password: string, key: Authenticator, ip: string): Promise<Client> {
  const client = newClient(ip);
  const first = await post(t.app, client, '/api/admin/sign-in', { email, password });
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json()).toEqual({ twoFactorRequired: true });
  // No session before the code.
  expect(client.jar.has('session_token')).toBe(false);
  expect((await get(t.app, client, '/api/me')).statusCode).toBe(401);
  const verified = await post(t.app, client, '/api/auth/two-factor/verify-totp', { code: totpCode(key, 0) });
  expect(verified.statusCode, verified.body).toBe(200);
  expect(client.jar.has('session_token')).toBe(true);
  return client;
}

describe('second factor required in the admin area', () => {
  let admin: Client;
  let adminKey: Authenticator;
  let adminId: string;

  it('the first admin reads /api/me but no admin-area endpoint until a second factor is enrolled', async () => {
    admin = newClient('10.8.0.1');
    const setup = await post(t.app, admin, '/api/admin/setup', {
      token: SETUP_TOKEN,
      email: ADMIN_EMAIL,
      password: GOOD_PASSWORD,
      language: 'en',
    });
    expect(setup.statusCode, setup.body).toBe(201);
    expect(setup.json()).toEqual({ twoFactorRequired: false });

    const me = await get(t.app, admin, '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: ADMIN_EMAIL, role: 'admin', twoFactorEnabled: false });
    adminId = me.json().id;

    for (const url of ['/api/admin/companies', '/api/admin/system-status', '/api/admin/users']) {
      const refused = await get(t.app, admin, url);
      expect([refused.statusCode, errorCode(refused)], url).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    }
    // Writes too, and nothing happens.
    const create = await post(t.app, admin, '/api/admin/companies', {
      name: 'Not Yet AG',
      defaultLanguage: 'de',
      timeZone: 'Europe/Zurich',
    });
    expect([create.statusCode, errorCode(create)]).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    const companies = await t.database.db.execute(`select 1 from companies where name = 'Not Yet AG'`);
    expect(companies.rows).toHaveLength(0);
  });

  it('opens once the admin enrols TOTP', async () => {
    ({ key: adminKey } = await enrolTotp(t.app, admin, GOOD_PASSWORD));
    expect((await get(t.app, admin, '/api/me')).json()).toMatchObject({ twoFactorEnabled: true });
    for (const url of ['/api/admin/companies', '/api/admin/system-status']) {
      const response = await get(t.app, admin, url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    expect(await auditCount('mfa_enabled', adminId)).toBe(1);
  });

  it('the next admin sign-in asks for the code and completes with it', async () => {
    // TOTP codes work once: this client is the admin's from here on.
    admin = await signInWithCode(ADMIN_EMAIL, GOOD_PASSWORD, adminKey, '10.8.0.2');
    expect((await get(t.app, admin, '/api/admin/companies')).statusCode).toBe(200);
    expect((await get(t.app, admin, '/api/admin/system-status')).statusCode).toBe(200);
  });

  it('an employer who accepted an invitation enrols before the admin area opens, then signs in with a code', async () => {
    const created = await post(t.app, admin, '/api/admin/companies', {
      name: 'Second Factor GmbH',
      defaultLanguage: 'de',
      timeZone: 'Europe/Berlin',
      departments: ['People'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const companyId: string = created.json().id;
    const email = 'hr.lead@example.com';
    const invited = await post(t.app, admin, `/api/admin/companies/${companyId}/invitations`, {
      email,
      language: 'en',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await newestOutboxMail(t, email);
    const link = /https?:\/\/\S+\/admin\/invitation\?token=\S+/.exec(mail!.textBody!)![0];
    const token = new URL(link).searchParams.get('token')!;

    const employer = newClient('10.8.1.1');
    const accepted = await post(t.app, employer, '/api/invitations/employer/accept', {
      token,
      password: EMPLOYER_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toEqual({ twoFactorRequired: false });
    const me = await get(t.app, employer, '/api/me');
    expect(me.json()).toMatchObject({ email, role: 'employer', twoFactorEnabled: false });

    const rotate = (client: Client) => post(t.app, client, `/api/admin/companies/${companyId}/code`);
    const closed = await rotate(employer);
    expect([closed.statusCode, errorCode(closed)]).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);

    const { key } = await enrolTotp(t.app, employer, EMPLOYER_PASSWORD);
    const open = await rotate(employer);
    expect(open.statusCode, open.body).toBe(200);

    const again = await signInWithCode(email, EMPLOYER_PASSWORD, key, '10.8.1.2');
    expect((await get(t.app, again, '/api/me')).json()).toMatchObject({ role: 'employer', twoFactorEnabled: true });
    expect((await rotate(again)).statusCode).toBe(200);
    // Still an employer: the platform admins' endpoints stay closed.
    const forbidden = await get(t.app, again, '/api/admin/companies');
    expect([forbidden.statusCode, errorCode(forbidden)]).toEqual([403, 'FORBIDDEN']);
  });
  it('closes again when the second factor is switched off', async () => {
    const disabled = await post(t.app, admin, '/api/auth/two-factor/disable', { password: GOOD_PASSWORD });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await auditCount('mfa_disabled', adminId)).toBe(1);
    for (const url of ['/api/admin/companies', '/api/admin/system-status']) {
      const refused = await get(t.app, admin, url);
      expect([refused.statusCode, errorCode(refused)], url).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    }
    expect((await get(t.app, admin, '/api/me')).statusCode).toBe(200);
  });
});
