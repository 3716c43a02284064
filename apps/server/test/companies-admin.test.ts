import {
  ZCompanyDetailSchema,
  createCompany as createCompanyEndpoint,
  getCompany,
  getMe,
  getOwnCompany,
  listCompanies,
  lookupCompany,
  rotateCompanyCode,
  signUp as signUpEndpoint,
  updateCompany,
  updateOwnCompanySettings,
  type TCreateCompanyRequest,
  type TEndpoint,
} from '@openwell/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { callEndpoint, signedOut, type TLooseInput } from './helpers/api-client.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
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

/** A created company as the sign-up code of the test fixtures knows it. */
async function createVia(payload: TCreateCompanyRequest) {
  const response = await callEndpoint(t.app, admin, createCompanyEndpoint, { body: payload });
  expect(response.status, response.raw).toBe(201);
  const company = ZCompanyDetailSchema.parse(response.body);
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

    const list = await callEndpoint(t.app, admin, listCompanies);
    expect(list.body.companies.map((c: { id: string }) => c.id)).toContain(company.id);
    expect((await callEndpoint(t.app, admin, getCompany, { params: { companyId: company.id } })).body).toEqual(company);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company_created')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(admin.userId);
  });

  it('refuses bad input with a clear error and creates nothing', async () => {
    const before = (await callEndpoint(t.app, admin, listCompanies)).body.companies.length;
    for (const payload of [
      { name: 'X', defaultLanguage: 'en', timeZone: 'Mars/Olympus' },
      { name: 'X', defaultLanguage: 'xx', timeZone: 'UTC' },
      { name: '', defaultLanguage: 'en', timeZone: 'UTC' },
      { name: 'X', defaultLanguage: 'en', timeZone: 'UTC', seatLimit: 0 },
      { name: 'X', defaultLanguage: 'en', timeZone: 'UTC', departments: ['Sales', 'sales'] },
    ]) {
      // Invalid on purpose: sent as it is.
      const response = await callEndpoint(t.app, admin, createCompanyEndpoint, { body: payload as never });
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.error?.code).toBe('VALIDATION_FAILED');
    }
    expect((await callEndpoint(t.app, admin, listCompanies)).body.companies).toHaveLength(before);
    expect(
      (await callEndpoint(t.app, admin, getCompany, { params: { companyId: '00000000-0000-4000-8000-000000000000' } }))
        .status,
    ).toBe(404);
  });

  it('a rotated code stops admitting sign-ups at once; members are unaffected', async () => {
    const { company, fixture } = await createVia({
      name: 'Rotor',
      defaultLanguage: 'en',
      timeZone: 'UTC',
      departments: ['A'],
    });
    const member = await signUp(t.app, origin, fixture);
    const rotated = await callEndpoint(t.app, admin, rotateCompanyCode, { params: { companyId: company.id } });
    expect(rotated.status).toBe(200);
    const newCode: string = rotated.body.code;
    expect(newCode).not.toBe(company.code);

    const old = await callEndpoint(t.app, signedOut(origin), signUpEndpoint, { body: signUpBody(fixture) });
    expect(old.status).toBe(400);
    expect(old.error?.code).toBe('INVALID_COMPANY_CODE');
    expect(
      (await callEndpoint(t.app, signedOut(origin), lookupCompany, { query: { code: company.code } })).status,
    ).toBe(404);
    await signUp(t.app, origin, { ...fixture, code: newCode.toLowerCase() });

    const me = await callEndpoint(t.app, member, getMe);
    expect(me.body).toMatchObject({ profile: { companyCode: newCode } });
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
    const suspended = await callEndpoint(t.app, admin, updateCompany, {
      params: { companyId: company.id },
      body: { status: 'suspended' },
    });
    expect(suspended.body).toMatchObject({ status: 'suspended' });

    const signUpAttempt = await callEndpoint(t.app, signedOut(origin), signUpEndpoint, { body: signUpBody(fixture) });
    expect(signUpAttempt.status).toBe(403);
    expect(signUpAttempt.error?.code).toBe('COMPANY_SUSPENDED');
    const lookup = await callEndpoint(t.app, signedOut(origin), lookupCompany, { query: { code: company.code } });
    expect(lookup.error?.code).toBe('COMPANY_SUSPENDED');

    const again = await signIn(t.app, origin, member);
    expect((await callEndpoint(t.app, again, getMe)).body).toMatchObject({ profile: { companyName: 'Pause' } });

    await callEndpoint(t.app, admin, updateCompany, { params: { companyId: company.id }, body: { status: 'active' } });
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
      [1, 2, 3, 4].map(() => callEndpoint(t.app, signedOut(origin), signUpEndpoint, { body: signUpBody(fixture) })),
    );
    const statuses = results.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409]);
    const refused = results.find((response) => response.status === 409)!;
    expect(refused.error?.code).toBe('SEAT_LIMIT_REACHED');

    await callEndpoint(t.app, admin, updateCompany, { params: { companyId: company.id }, body: { seatLimit: null } });
    await signUp(t.app, origin, fixture);
  });

  it('is for platform admins only: employers and employees get 403, nobody signed out gets in', async () => {
    const { company } = await createVia({ name: 'Guarded', defaultLanguage: 'en', timeZone: 'UTC' });
    const attempts: Array<[TEndpoint, TLooseInput]> = [
      [listCompanies, {}],
      [createCompanyEndpoint, { body: { name: 'Evil', defaultLanguage: 'en', timeZone: 'UTC' } }],
      [getCompany, { params: { companyId: company.id } }],
      [updateCompany, { params: { companyId: company.id }, body: { status: 'suspended' } }],
    ];
    for (const [endpoint, input] of attempts) {
      for (const session of [employer, employee]) {
        expect((await callEndpoint(t.app, session, endpoint, input)).status, endpoint.operationId).toBe(403);
      }
      expect((await callEndpoint(t.app, signedOut(origin), endpoint, input)).status, endpoint.operationId).toBe(401);
    }
    // Rotating: employees 403, an employer of another company is told the company does not exist.
    const rotate = { params: { companyId: company.id } };
    expect((await callEndpoint(t.app, employee, rotateCompanyCode, rotate)).status).toBe(403);
    expect((await callEndpoint(t.app, employer, rotateCompanyCode, rotate)).status).toBe(404);
    expect((await callEndpoint(t.app, signedOut(origin), rotateCompanyCode, rotate)).status).toBe(401);
    const unchanged = await callEndpoint(t.app, admin, getCompany, { params: { companyId: company.id } });
    expect(unchanged.body).toMatchObject({ status: 'active', code: company.code });
  });

  it("lets an employer rotate their own company's code", async () => {
    const before = ZCompanyDetailSchema.parse(
      (await callEndpoint(t.app, admin, getCompany, { params: { companyId: home.id } })).body,
    );
    const rotated = await callEndpoint(t.app, employer, rotateCompanyCode, { params: { companyId: home.id } });
    expect(rotated.status, rotated.raw).toBe(200);
    const after = ZCompanyDetailSchema.parse(rotated.body);
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
    const set = await callEndpoint(t.app, admin, updateCompany, {
      params: { companyId: company.id },
      body: { pointsExpiryMonths: 12 },
    });
    expect(set.status, set.raw).toBe(200);
    expect(ZCompanyDetailSchema.parse(set.body).pointsExpiryMonths).toBe(12);
    expect(
      (await callEndpoint(t.app, admin, getCompany, { params: { companyId: company.id } })).body.pointsExpiryMonths,
    ).toBe(12);
    const never = await callEndpoint(t.app, admin, updateCompany, {
      params: { companyId: company.id },
      body: { pointsExpiryMonths: null },
    });
    expect(never.body.pointsExpiryMonths).toBeNull();
    expect(await auditOf(company.id)).toEqual([
      { fields: ['pointsExpiryMonths'], pointsExpiryMonths: 12, pointsExpiryMonthsBefore: null, actor: admin.userId },
      { fields: ['pointsExpiryMonths'], pointsExpiryMonths: null, pointsExpiryMonthsBefore: 12, actor: admin.userId },
    ]);

    // Out of range or not a whole number of months: refused, nothing changes.
    for (const value of [0, 61, 1.5, '12', -3]) {
      for (const [session, endpoint, input] of [
        [admin, updateCompany, { params: { companyId: company.id } }],
        [employer, updateOwnCompanySettings, {}],
      ] as const) {
        const response = await callEndpoint(t.app, session, endpoint as TEndpoint, {
          ...input,
          body: { pointsExpiryMonths: value },
        });
        expect(response.status, `${endpoint.operationId} ${value}`).toBe(400);
        expect(response.error?.code).toBe('VALIDATION_FAILED');
      }
    }
    expect(
      (await callEndpoint(t.app, admin, getCompany, { params: { companyId: company.id } })).body.pointsExpiryMonths,
    ).toBeNull();

    // Employers: their own company only, through the settings endpoint; the same value again audits nothing.
    const before = (await auditOf(home.id)).length;
    const own = await callEndpoint(t.app, employer, updateOwnCompanySettings, { body: { pointsExpiryMonths: 24 } });
    expect(own.status, own.raw).toBe(200);
    expect(own.body).toMatchObject({ id: home.id, pointsExpiryMonths: 24 });
    expect((await callEndpoint(t.app, employer, getOwnCompany)).body.pointsExpiryMonths).toBe(24);
    expect(
      (await callEndpoint(t.app, employer, updateOwnCompanySettings, { body: { pointsExpiryMonths: 24 } })).status,
    ).toBe(200);
    const both = await callEndpoint(t.app, employer, updateOwnCompanySettings, {
      body: {
        pointsExpiryMonths: 6,
        leaderboardNamed: true,
      },
    });
    expect(both.body).toMatchObject({ pointsExpiryMonths: 6, leaderboardNamed: true });
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
    expect(
      (await callEndpoint(t.app, admin, getCompany, { params: { companyId: company.id } })).body.pointsExpiryMonths,
    ).toBeNull();
    expect(
      (await callEndpoint(t.app, employee, updateOwnCompanySettings, { body: { pointsExpiryMonths: 1 } })).status,
    ).toBe(403);
    expect(
      (await callEndpoint(t.app, admin, updateOwnCompanySettings, { body: { pointsExpiryMonths: 1 } })).status,
    ).toBe(403);
    expect((await callEndpoint(t.app, employer, getOwnCompany)).body.pointsExpiryMonths).toBe(6);
  });
});
