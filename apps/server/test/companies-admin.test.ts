import { ZCompanyDetailSchema } from '@openwell/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  request,
  signIn,
  signUp,
  signUpBody,
  withRole,
  type TestCompany,
  type TestSession,
} from './helpers/accounts-fixtures.ts';

/** Company administration by platform admins (issue 8, part 1): companies, codes, subscription state, seat limits. */

let t: TestApp;
let origin: string;
let admin: TestSession;
let employer: TestSession;
let employee: TestSession;
let home: TestCompany;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  home = await createCompany(t.database, { name: 'Home', departments: ['Ops'] });
  admin = await createAdminWithoutProfile(t.app, origin, t.database, home);
  employer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, home), 'employer');
  employee = await signUp(t.app, origin, home);
});
afterAll(() => t.cleanup());

type TMethod = 'GET' | 'POST' | 'PATCH';
const call = (session: TestSession | null, method: TMethod, url: string, payload?: Record<string, unknown>) =>
  request(t.app, origin, { method, url, session, ...(payload ? { payload } : {}) });

/** A created company as the sign-up code of the test fixtures knows it. */
async function createVia(payload: Record<string, unknown>) {
  const response = await call(admin, 'POST', '/api/admin/companies', payload);
  expect(response.statusCode, response.body).toBe(201);
  const company = ZCompanyDetailSchema.parse(response.json());
  const fixture: TestCompany = {
    id: company.id,
    code: company.code,
    name: company.name,
    departments: company.departments,
  };
  return { company, fixture };
}

describe('companies (platform admins)', () => {
  it('creates a company with a readable, unguessable code and its departments, lists and reads it', async () => {
    const { company } = await createVia({
      name: '  Initech  ',
      defaultLanguage: 'de',
      timeZone: 'Europe/Zurich',
      seatLimit: 250,
      departments: ['Engineering', 'Sales', 'Finance'],
    });
    expect(company).toMatchObject({
      name: 'Initech',
      defaultLanguage: 'de',
      timeZone: 'Europe/Zurich',
      status: 'active',
      seatLimit: 250,
      isDemo: false,
    });
    expect(company.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{5}-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{5}$/);
    expect(company.departments.map((d) => d.name)).toEqual(['Engineering', 'Finance', 'Sales']);

    const list = await call(admin, 'GET', '/api/admin/companies');
    expect(list.json().companies.map((c: { id: string }) => c.id)).toContain(company.id);
    expect((await call(admin, 'GET', `/api/admin/companies/${company.id}`)).json()).toEqual(company);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company_created')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(admin.userId);
  });

  it('refuses bad input with a clear error and creates nothing', async () => {
    const before = (await call(admin, 'GET', '/api/admin/companies')).json().companies.length;
    for (const payload of [
      { name: 'X', defaultLanguage: 'en', timeZone: 'Mars/Olympus' },
      { name: 'X', defaultLanguage: 'xx', timeZone: 'UTC' },
      { name: '', defaultLanguage: 'en', timeZone: 'UTC' },
      { name: 'X', defaultLanguage: 'en', timeZone: 'UTC', seatLimit: 0 },
      { name: 'X', defaultLanguage: 'en', timeZone: 'UTC', departments: ['Sales', 'sales'] },
    ]) {
      const response = await call(admin, 'POST', '/api/admin/companies', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await call(admin, 'GET', '/api/admin/companies')).json().companies).toHaveLength(before);
    expect((await call(admin, 'GET', '/api/admin/companies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('a rotated code stops admitting sign-ups at once; members are unaffected', async () => {
    const { company, fixture } = await createVia({
      name: 'Rotor',
      defaultLanguage: 'en',
      timeZone: 'UTC',
      departments: ['A'],
    });
    const member = await signUp(t.app, origin, fixture);
    const rotated = await call(admin, 'POST', `/api/admin/companies/${company.id}/code`);
    expect(rotated.statusCode).toBe(200);
    const newCode: string = rotated.json().code;
    expect(newCode).not.toBe(company.code);

    const old = await call(null, 'POST', '/api/accounts/sign-up', signUpBody(fixture));
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe('INVALID_COMPANY_CODE');
    expect((await call(null, 'GET', `/api/companies/lookup?code=${company.code}`)).statusCode).toBe(404);
    await signUp(t.app, origin, { ...fixture, code: newCode.toLowerCase() });

    const me = await call(member, 'GET', '/api/me');
    expect(me.json()).toMatchObject({ profile: { companyCode: newCode } });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company_code_rotated')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.metadata ?? {})).not.toContain(newCode);
  });

  it('a suspended company admits nobody new; its members still sign in and see their data', async () => {
    const { company, fixture } = await createVia({
      name: 'Pause',
      defaultLanguage: 'fr',
      timeZone: 'UTC',
      departments: ['A'],
    });
    const member = await signUp(t.app, origin, fixture);
    const suspended = await call(admin, 'PATCH', `/api/admin/companies/${company.id}`, { status: 'suspended' });
    expect(suspended.json()).toMatchObject({ status: 'suspended' });

    const signUpAttempt = await call(null, 'POST', '/api/accounts/sign-up', signUpBody(fixture));
    expect(signUpAttempt.statusCode).toBe(403);
    expect(signUpAttempt.json().error.code).toBe('COMPANY_SUSPENDED');
    const lookup = await call(null, 'GET', `/api/companies/lookup?code=${company.code}`);
    expect(lookup.json().error.code).toBe('COMPANY_SUSPENDED');

    const again = await signIn(t.app, origin, member);
    expect((await call(again, 'GET', '/api/me')).json()).toMatchObject({ profile: { companyName: 'Pause' } });

    await call(admin, 'PATCH', `/api/admin/companies/${company.id}`, { status: 'active' });
    await signUp(t.app, origin, fixture);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.companyId, company.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['company_suspended', 'company_reactivated']),
    );
  });

  it('refuses a sign-up beyond the seat limit, also when sign-ups race', async () => {
    const { company, fixture } = await createVia({
      name: 'Seats',
      defaultLanguage: 'en',
      timeZone: 'UTC',
      seatLimit: 2,
      departments: ['A'],
    });
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => call(null, 'POST', '/api/accounts/sign-up', signUpBody(fixture))),
    );
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409]);
    const refused = results.find((response) => response.statusCode === 409)!;
    expect(refused.json().error.code).toBe('SEAT_LIMIT_REACHED');

    await call(admin, 'PATCH', `/api/admin/companies/${company.id}`, { seatLimit: null });
    await signUp(t.app, origin, fixture);
  });

  it('is for platform admins only: employers and employees get 403, nobody signed out gets in', async () => {
    const { company } = await createVia({ name: 'Guarded', defaultLanguage: 'en', timeZone: 'UTC' });
    const attempts: Array<[TMethod, string, Record<string, unknown>?]> = [
      ['GET', '/api/admin/companies'],
      ['POST', '/api/admin/companies', { name: 'Evil', defaultLanguage: 'en', timeZone: 'UTC' }],
      ['GET', `/api/admin/companies/${company.id}`],
      ['PATCH', `/api/admin/companies/${company.id}`, { status: 'suspended' }],
    ];
    for (const [method, url, payload] of attempts) {
      for (const session of [employer, employee]) {
        expect((await call(session, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Rotating: employees 403, an employer of another company is told the company does not exist.
    const rotate = `/api/admin/companies/${company.id}/code`;
    expect((await call(employee, 'POST', rotate)).statusCode).toBe(403);
    expect((await call(employer, 'POST', rotate)).statusCode).toBe(404);
    expect((await call(null, 'POST', rotate)).statusCode).toBe(401);
    const unchanged = await call(admin, 'GET', `/api/admin/companies/${company.id}`);
    expect(unchanged.json()).toMatchObject({ status: 'active', code: company.code });
  });

  it("lets an employer rotate their own company's code", async () => {
    const before = ZCompanyDetailSchema.parse((await call(admin, 'GET', `/api/admin/companies/${home.id}`)).json());
    const rotated = await call(employer, 'POST', `/api/admin/companies/${home.id}/code`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = ZCompanyDetailSchema.parse(rotated.json());
    expect(after.code).not.toBe(before.code);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company_code_rotated'), eq(auditLog.companyId, home.id)));
    expect(audit.map((row) => row.actorUserId)).toContain(employer.userId);
  });

  it('keeps the point expiry policy: admins for any company, employers for their own (audited)', async () => {
    const { company } = await createVia({ name: 'Expiring', defaultLanguage: 'en', timeZone: 'UTC' });
    expect(company.pointsExpiryMonths).toBeNull();
    const auditOf = async (companyId: string) =>
      (
        await t.database.db
          .select({ metadata: auditLog.metadata, actor: auditLog.actorUserId })
          .from(auditLog)
          .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'company_updated')))
          .orderBy(auditLog.createdAt)
      ).map((row) => ({ ...(row.metadata as object), actor: row.actor }));

    // Admins: updateCompany.
    const set = await call(admin, 'PATCH', `/api/admin/companies/${company.id}`, { pointsExpiryMonths: 12 });
    expect(set.statusCode, set.body).toBe(200);
    expect(ZCompanyDetailSchema.parse(set.json()).pointsExpiryMonths).toBe(12);
    expect((await call(admin, 'GET', `/api/admin/companies/${company.id}`)).json().pointsExpiryMonths).toBe(12);
    const never = await call(admin, 'PATCH', `/api/admin/companies/${company.id}`, { pointsExpiryMonths: null });
    expect(never.json().pointsExpiryMonths).toBeNull();
    expect(await auditOf(company.id)).toEqual([
      { fields: ['pointsExpiryMonths'], pointsExpiryMonths: 12, pointsExpiryMonthsBefore: null, actor: admin.userId },
      { fields: ['pointsExpiryMonths'], pointsExpiryMonths: null, pointsExpiryMonthsBefore: 12, actor: admin.userId },
    ]);

    // Out of range or not a whole number of months: refused, nothing changes.
    for (const value of [0, 61, 1.5, '12', -3]) {
      for (const [session, url] of [
        [admin, `/api/admin/companies/${company.id}`],
        [employer, '/api/admin/my-company/settings'],
      ] as const) {
        const response = await call(session, 'PATCH', url, { pointsExpiryMonths: value });
        expect(response.statusCode, `${url} ${value}`).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
      }
    }
    expect((await call(admin, 'GET', `/api/admin/companies/${company.id}`)).json().pointsExpiryMonths).toBeNull();

    // Employers: their own company only, through the settings endpoint; the same value again audits nothing.
    const before = (await auditOf(home.id)).length;
    const own = await call(employer, 'PATCH', '/api/admin/my-company/settings', { pointsExpiryMonths: 24 });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: home.id, pointsExpiryMonths: 24 });
    expect((await call(employer, 'GET', '/api/admin/my-company')).json().pointsExpiryMonths).toBe(24);
    expect(
      (await call(employer, 'PATCH', '/api/admin/my-company/settings', { pointsExpiryMonths: 24 })).statusCode,
    ).toBe(200);
    const both = await call(employer, 'PATCH', '/api/admin/my-company/settings', {
      pointsExpiryMonths: 6,
      leaderboardNamed: true,
    });
    expect(both.json()).toMatchObject({ pointsExpiryMonths: 6, leaderboardNamed: true });
    expect((await auditOf(home.id)).slice(before)).toEqual([
      {
        fields: ['pointsExpiryMonths'],
        pointsExpiryMonths: 24,
        pointsExpiryMonthsBefore: null,
        actor: employer.userId,
      },
      {
        fields: ['leaderboardNamed', 'pointsExpiryMonths'],
        leaderboardNamed: true,
        pointsExpiryMonths: 6,
        pointsExpiryMonthsBefore: 24,
        actor: employer.userId,
      },
    ]);
    // The other company is untouched; employees and admins cannot use the employer's endpoint.
    expect((await call(admin, 'GET', `/api/admin/companies/${company.id}`)).json().pointsExpiryMonths).toBeNull();
    expect(
      (await call(employee, 'PATCH', '/api/admin/my-company/settings', { pointsExpiryMonths: 1 })).statusCode,
    ).toBe(403);
    expect((await call(admin, 'PATCH', '/api/admin/my-company/settings', { pointsExpiryMonths: 1 })).statusCode).toBe(
      403,
    );
    expect((await call(employer, 'GET', '/api/admin/my-company')).json().pointsExpiryMonths).toBe(6);
  });
});
