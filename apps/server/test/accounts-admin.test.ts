import { ADMIN_USERS_PAGE_SIZE, ZAdminUserSchema, ZAdminUsersResponseSchema } from '@openwell/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/features/accounts/accounts.tables.ts';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { users } from '../src/features/auth/auth.tables.ts';
import { companyEmployers } from '../src/features/employers/employers.tables.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  request,
  signUp,
  uniqueEmail,
  withRole,
  type TestCompany,
  type TestSession,
} from './helpers/accounts-fixtures.ts';

let t: TestApp;
let origin: string;
let acme: TestCompany;
let globex: TestCompany;
let admin: TestSession;
let acmeEmployer: TestSession;
let acmeEmployee: TestSession;
let globexEmployee: TestSession;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  acme = await createCompany(t.database, { name: 'Acme', departments: ['Engineering', 'Sales'] });
  globex = await createCompany(t.database, { name: 'Globex', departments: ['Research', 'Legal'] });
  admin = await createAdminWithoutProfile(t.app, origin, t.database, acme);
  acmeEmployer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, acme), 'employer');
  acmeEmployee = await signUp(t.app, origin, acme);
  globexEmployee = await signUp(t.app, origin, globex);
});
afterAll(() => t.cleanup());

const call = (session: TestSession | null, method: 'GET' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  request(t.app, origin, { method, url, session, ...(payload ? { payload } : {}) });

async function auditRows(subjectUserId: string, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, subjectUserId), eq(auditLog.action, action)));
}

describe('GET /api/admin/users', () => {
  it('is refused to employees (403) and to anonymous users (401)', async () => {
    expect((await call(acmeEmployee, 'GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/users')).statusCode).toBe(401);
  });

  it('shows an admin every user, with account data only', async () => {
    const response = await call(admin, 'GET', '/api/admin/users');
    expect(response.statusCode).toBe(200);
    const body = ZAdminUsersResponseSchema.parse(response.json());
    expect(body.pageSize).toBe(ADMIN_USERS_PAGE_SIZE);
    const ids = body.users.map((u) => u.id);
    for (const s of [admin, acmeEmployer, acmeEmployee, globexEmployee]) expect(ids).toContain(s.userId);
    for (const user of response.json().users) {
      expect(Object.keys(user).sort()).toEqual(Object.keys(ZAdminUserSchema.shape).sort());
    }
    expect(body.users.find((u) => u.id === admin.userId)).toMatchObject({ role: 'admin', companyCode: null });
    expect(body.users.find((u) => u.id === globexEmployee.userId)).toMatchObject({
      email: globexEmployee.email,
      role: 'employee',
      companyCode: globex.code,
      companyName: 'Globex',
      departmentName: globex.departments[0]!.name,
    });
  });

  it('is refused to employers (403): an employer gets no list of people, not even of their own company', async () => {
    const response = await call(acmeEmployer, 'GET', '/api/admin/users');
    expect([response.statusCode, response.json().error.code]).toEqual([403, 'FORBIDDEN']);
    expect(response.body).not.toContain(acmeEmployee.email);
    const search = await call(acmeEmployer, 'GET', `/api/admin/users?search=${encodeURIComponent(acmeEmployee.email)}`);
    expect(search.statusCode).toBe(403);
    expect(search.body).not.toContain(acmeEmployee.email);
  });

  it('searches by email', async () => {
    const found = await call(admin, 'GET', `/api/admin/users?search=${encodeURIComponent(globexEmployee.email)}`);
    expect(found.json()).toMatchObject({ total: 1, users: [{ id: globexEmployee.userId }] });
  });

  it('pages by 25', async () => {
    const crowd = await createCompany(t.database, { name: 'Crowd', departments: ['All'] });
    for (let i = 0; i < 27; i++) await signUp(t.app, origin, crowd, { email: uniqueEmail('crowd') });
    const first = await call(admin, 'GET', '/api/admin/users?search=crowd.&page=1');
    const second = await call(admin, 'GET', '/api/admin/users?search=crowd.&page=2');
    expect(first.json()).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.json().users).toHaveLength(25);
    expect(second.json().users).toHaveLength(2);
    const all = new Set([...first.json().users, ...second.json().users].map((u: { id: string }) => u.id));
    expect(all.size).toBe(27);
    expect((await call(admin, 'GET', '/api/admin/users?page=0')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/users/:userId/company', () => {
  it('lets an admin move any user to another company, with an audit row of old and new company', async () => {
    const user = await signUp(t.app, origin, acme);
    const response = await call(admin, 'PATCH', `/api/admin/users/${user.userId}/company`, {
      companyCode: globex.code.toLowerCase(),
      departmentId: globex.departments[1]!.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.userId,
      email: user.email,
      role: 'employee',
      companyCode: globex.code,
      companyName: 'Globex',
      departmentName: globex.departments[1]!.name,
    });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(profile).toMatchObject({ companyId: globex.id, departmentId: globex.departments[1]!.id });
    const audit = await auditRows(user.userId, 'company_changed');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.userId,
      companyId: globex.id,
      metadata: expect.objectContaining({ oldCompanyId: acme.id, newCompanyId: globex.id }),
    });
    expect((await call(user, 'GET', '/api/me')).json().profile.companyCode).toBe(globex.code);
  });

  it('validates company code, department and user', async () => {
    const user = await signUp(t.app, origin, acme);
    const url = `/api/admin/users/${user.userId}/company`;
    const badCode = await call(admin, 'PATCH', url, { companyCode: 'NOPE-0', departmentId: acme.departments[0]!.id });
    expect([badCode.statusCode, badCode.json().error.code]).toEqual([400, 'INVALID_COMPANY_CODE']);
    const badDept = await call(admin, 'PATCH', url, {
      companyCode: acme.code,
      departmentId: globex.departments[0]!.id,
    });
    expect([badDept.statusCode, badDept.json().error.code]).toEqual([400, 'INVALID_DEPARTMENT']);
    const unknown = await call(admin, 'PATCH', `/api/admin/users/${crypto.randomUUID()}/company`, {
      companyCode: acme.code,
      departmentId: acme.departments[0]!.id,
    });
    expect(unknown.statusCode).toBe(404);
    const noProfile = await call(admin, 'PATCH', `/api/admin/users/${admin.userId}/company`, {
      companyCode: acme.code,
      departmentId: acme.departments[0]!.id,
    });
    expect(noProfile.statusCode).toBe(409);
    expect(await auditRows(user.userId, 'company_changed')).toHaveLength(0);
  });

  it('is refused to employers, even within their own company (403), and changes nothing', async () => {
    const user = await signUp(t.app, origin, acme);
    const attempts: Array<[string, Record<string, unknown>]> = [
      [user.userId, { companyCode: acme.code, departmentId: acme.departments[1]!.id }],
      [user.userId, { companyCode: globex.code, departmentId: globex.departments[0]!.id }],
      [globexEmployee.userId, { companyCode: acme.code, departmentId: acme.departments[0]!.id }],
    ];
    for (const [userId, payload] of attempts) {
      const response = await call(acmeEmployer, 'PATCH', `/api/admin/users/${userId}/company`, payload);
      expect([response.statusCode, response.json().error.code]).toEqual([403, 'FORBIDDEN']);
    }
    const moved = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(moved[0]).toMatchObject({ companyId: acme.id, departmentId: acme.departments[0]!.id });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, globexEmployee.userId));
    expect(profile?.companyId).toBe(globex.id);
    expect(await auditRows(user.userId, 'company_changed')).toHaveLength(0);
  });

  it('is refused to employees', async () => {
    const response = await call(acmeEmployee, 'PATCH', `/api/admin/users/${acmeEmployee.userId}/company`, {
      companyCode: acme.code,
      departmentId: acme.departments[1]!.id,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/users/:userId/role', () => {
  it('lets an admin make an employee an employer, with an audit row', async () => {
    const user = await signUp(t.app, origin, acme);
    const response = await call(admin, 'PATCH', `/api/admin/users/${user.userId}/role`, { role: 'employer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.userId, role: 'employer', companyCode: acme.code });
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, user.userId));
    expect(row?.role).toBe('employer');
    const audit = await auditRows(user.userId, 'role_changed');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.userId,
      metadata: expect.objectContaining({ oldRole: 'employee', newRole: 'employer' }),
    });
    // The new employer administers the company of their profile, recorded in the same transaction.
    const grants = await t.database.db.select().from(companyEmployers).where(eq(companyEmployers.userId, user.userId));
    expect(grants).toEqual([expect.objectContaining({ companyId: acme.id, grantedBy: admin.userId })]);
  });

  it('takes the company away with the employer role (to employee or to admin)', async () => {
    const user = await signUp(t.app, origin, globex);
    const grantsOf = () =>
      t.database.db.select().from(companyEmployers).where(eq(companyEmployers.userId, user.userId));
    const url = `/api/admin/users/${user.userId}/role`;
    expect((await call(admin, 'PATCH', url, { role: 'employer' })).statusCode).toBe(200);
    expect(await grantsOf()).toEqual([expect.objectContaining({ companyId: globex.id })]);
    expect((await call(admin, 'PATCH', url, { role: 'employee' })).statusCode).toBe(200);
    expect(await grantsOf()).toEqual([]);
    expect((await call(admin, 'PATCH', url, { role: 'employer' })).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', url, { role: 'admin' })).statusCode).toBe(200);
    expect(await grantsOf()).toEqual([]);
  });

  it('is admin-only: employers and employees get 403', async () => {
    for (const actor of [acmeEmployer, acmeEmployee]) {
      const response = await call(actor, 'PATCH', `/api/admin/users/${acmeEmployee.userId}/role`, { role: 'admin' });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses to make a user without company profile an employer (409)', async () => {
    const other = await createAdminWithoutProfile(t.app, origin, t.database, acme);
    const response = await call(admin, 'PATCH', `/api/admin/users/${other.userId}/role`, { role: 'employer' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CONFLICT');
  });

  it('never demotes the last admin, but an admin may step down while another admin remains', async () => {
    // Fresh app: exactly one admin.
    const own = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
    try {
      const company = await createCompany(own.database);
      const only = await createAdminWithoutProfile(own.app, origin, own.database, company);
      const self = await request(own.app, origin, {
        method: 'PATCH',
        url: `/api/admin/users/${only.userId}/role`,
        session: only,
        payload: { role: 'employee' },
      });
      expect([self.statusCode, self.json().error.code]).toEqual([409, 'CONFLICT']);

      const second = await createAdminWithoutProfile(own.app, origin, own.database, company);
      const stepDown = await request(own.app, origin, {
        method: 'PATCH',
        url: `/api/admin/users/${only.userId}/role`,
        session: only,
        payload: { role: 'employee' },
      });
      expect(stepDown.statusCode).toBe(200);
      const last = await request(own.app, origin, {
        method: 'PATCH',
        url: `/api/admin/users/${second.userId}/role`,
        session: second,
        payload: { role: 'employee' },
      });
      expect(last.statusCode).toBe(409);
      const admins = await own.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins.map((a) => a.id)).toEqual([second.userId]);
    } finally {
      await own.cleanup();
    }
  });

  it('keeps one admin when two admins demote each other at the same time', async () => {
    const own = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
    try {
      const company = await createCompany(own.database);
      const a = await createAdminWithoutProfile(own.app, origin, own.database, company);
      const b = await createAdminWithoutProfile(own.app, origin, own.database, company);
      const demote = (actor: TestSession, target: TestSession) =>
        request(own.app, origin, {
          method: 'PATCH',
          url: `/api/admin/users/${target.userId}/role`,
          session: actor,
          payload: { role: 'employee' },
        });
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const admins = await own.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await own.cleanup();
    }
  });
});
