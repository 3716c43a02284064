import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, nextIp, signUpBody, type TestCompany } from './helpers/accounts-fixtures.ts';
import { GOOD_PASSWORD, insertUser } from './helpers/auth-test-kit.ts';
import { employerInvitations } from '../src/features/employers/employers.tables.ts';
import { hashInvitationToken } from '../src/features/employers/employers.service.ts';

/**
 * Finding 4 of issue 7: the anonymous endpoints that sign someone in (sign-up, first-admin setup, the admin login,
 * Better Auth's password sign-in and, since issue 8, accepting an employer invitation) check the Origin like every cookie-carrying call, although they carry no cookie:
 * a browser request must come from PUBLIC_URL or ALLOWED_ORIGINS. A request with no sign of a browser (no Origin, no
 * Referer, no Sec-Fetch-* header: curl, scripts, server to server) cannot be forged by another site and passes.
 */

const PUBLIC_URL = 'https://wellness.example.com';
const EVIL = 'https://evil.example';
const SETUP_TOKEN = 'setup-token-for-csrf-tests-0123456789';

describe('CSRF check on endpoints that start a session', () => {
  let t: TestApp;
  let company: TestCompany;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        PUBLIC_URL,
        NODE_ENV: 'production',
        ALLOWED_ORIGINS: 'capacitor://localhost',
        ADMIN_SETUP_TOKEN: SETUP_TOKEN,
      },
    });
    company = await createCompany(t.database);
    await insertUser(t.database, {
      email: 'boss@example.com',
      role: 'employer',
      passwordHashing: t.config.passwordHashing,
    });
  });
  afterAll(() => t?.cleanup());

  const send = (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() } as InjectOptions);

  async function accountExists(email: string): Promise<boolean> {
    const rows = await t.database.db.execute(`select 1 from users where email = '${email}'`);
    return rows.rows.length > 0;
  }

  it('refuses a sign-up from another site with 403 CSRF_REJECTED and creates no account', async () => {
    const body = signUpBody(company);
    const response = await send('/api/accounts/sign-up', body, { origin: EVIL });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await accountExists(body.email)).toBe(false);
  });

  it.each([
    ['a Referer of another site', { referer: `${EVIL}/page` }],
    ['Origin null', { origin: 'null' }],
    ['a browser (Sec-Fetch-Site) without Origin or Referer', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a sign-up with %s', async (_name, headers) => {
    const body = signUpBody(company);
    const response = await send('/api/accounts/sign-up', body, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
    expect(await accountExists(body.email)).toBe(false);
  });

  it.each([
    ['the site itself', { origin: PUBLIC_URL }],
    ['the site, named by Referer only', { referer: `${PUBLIC_URL}/auth` }],
    ['the mobile app (ALLOWED_ORIGINS)', { origin: 'capacitor://localhost' }],
    ['a client that is not a browser (no Origin, Referer or Sec-Fetch-*)', {}],
  ])('accepts a sign-up from %s', async (_name, headers) => {
    const body = signUpBody(company);
    const response = await send('/api/accounts/sign-up', body, headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(await accountExists(body.email)).toBe(true);
  });

  it('refuses the first-admin setup from another site', async () => {
    const payload = { token: SETUP_TOKEN, email: 'root@example.com', password: GOOD_PASSWORD };
    const response = await send('/api/admin/setup', payload, { origin: EVIL });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
    expect(await accountExists('root@example.com')).toBe(false);
  });

  it.each([
    ['the admin login', '/api/admin/sign-in'],
    ['the password sign-in', '/api/auth/sign-in/email'],
  ])('refuses %s from another site without signing in', async (_name, url) => {
    const payload = { email: 'boss@example.com', password: GOOD_PASSWORD };
    const refused = await send(url, payload, { origin: EVIL });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('CSRF_REJECTED');
    expect(refused.headers['set-cookie']).toBeUndefined();
    const accepted = await send(url, payload, { origin: PUBLIC_URL });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
  it('refuses accepting an employer invitation from another site; the link stays usable', async () => {
    const token = 'employer-invitation-token-for-csrf-tests-0123';
    await t.database.db.insert(employerInvitations).values({
      companyId: company.id,
      email: 'new.employer@example.com',
      language: 'en',
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const payload = { token, password: GOOD_PASSWORD };
    const refused = await send('/api/invitations/employer/accept', payload, { origin: EVIL });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('CSRF_REJECTED');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await accountExists('new.employer@example.com')).toBe(false);
    const accepted = await send('/api/invitations/employer/accept', payload, { origin: PUBLIC_URL });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await accountExists('new.employer@example.com')).toBe(true);
  });
});
