import {
  ADMIN_USERS_PAGE_SIZE,
  ZAdminUserSchema,
  ZAdminUsersResponseSchema,
  changeUserCompany,
  changeUserRole,
  getMe,
  listAdminUsers,
  signUp as signUpEndpoint,
} from '@openwell/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/features/accounts/accounts.tables.ts';
import { companies } from '../src/features/companies/companies.tables.ts';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { users } from '../src/features/auth/auth.tables.ts';
import { companyEmployers } from '../src/features/employers/employers.tables.ts';
import { callEndpoint, signedOut } from './helpers/api-client.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  signUp,
  signUpBody,
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

async function auditRows(subjectUserId: string, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, subjectUserId), eq(auditLog.action, action)));
}

describe('GET /api/admin/users', () => {
  it('is refused to employees (403) and to anonymous users (401)', async () => {
    expect((await callEndpoint(t.app, acmeEmployee, listAdminUsers)).status).toBe(403);
    expect((await callEndpoint(t.app, signedOut(origin), listAdminUsers)).status).toBe(401);
  });

  it('shows an admin every user, with account data only', async () => {
    const response = await callEndpoint(t.app, admin, listAdminUsers);
    expect(response.status).toBe(200);
    const body = ZAdminUsersResponseSchema.parse(response.body);
    expect(body.pageSize).toBe(ADMIN_USERS_PAGE_SIZE);
    const ids = body.users.map((u) => u.id);
    for (const s of [admin, acmeEmployer, acmeEmployee, globexEmployee]) expect(ids).toContain(s.userId);
    for (const user of response.body.users) {
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
    const response = await callEndpoint(t.app, acmeEmployer, listAdminUsers);
    expect([response.status, response.error?.code]).toEqual([403, 'FORBIDDEN']);
    expect(response.raw).not.toContain(acmeEmployee.email);
    const search = await callEndpoint(t.app, acmeEmployer, listAdminUsers, {
      query: { search: acmeEmployee.email },
    });
    expect(search.status).toBe(403);
    expect(search.raw).not.toContain(acmeEmployee.email);
  });

  it('searches by email', async () => {
    const found = await callEndpoint(t.app, admin, listAdminUsers, {
      query: { search: globexEmployee.email },
    });
    expect(found.body).toMatchObject({ total: 1, users: [{ id: globexEmployee.userId }] });
  });

  it('pages by 25', async () => {
    const crowd = await createCompany(t.database, { name: 'Crowd', departments: ['All'] });
    for (let i = 0; i < 27; i++) await signUp(t.app, origin, crowd, { email: uniqueEmail('crowd') });
    const first = await callEndpoint(t.app, admin, listAdminUsers, { query: { search: 'crowd.', page: '1' } });
    const second = await callEndpoint(t.app, admin, listAdminUsers, { query: { search: 'crowd.', page: '2' } });
    expect(first.body).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.body.users).toHaveLength(25);
    expect(second.body.users).toHaveLength(2);
    const all = new Set([...first.body.users, ...second.body.users].map((u: { id: string }) => u.id));
    expect(all.size).toBe(27);
    expect((await callEndpoint(t.app, admin, listAdminUsers, { query: { page: '0' } })).status).toBe(400);
  });
});

describe('PATCH /api/admin/users/:userId/company', () => {
  it('lets an admin move any user to another company, with an audit row of old and new company', async () => {
    const user = await signUp(t.app, origin, acme);
    const response = await callEndpoint(t.app, admin, changeUserCompany, {
      params: { userId: user.userId },
      body: {
        companyCode: globex.code.toLowerCase(),
        departmentId: globex.departments[1]!.id,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
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
    expect((await callEndpoint(t.app, user, getMe)).body.profile!.companyCode).toBe(globex.code);
  });

  it('validates company code, department and user', async () => {
    const user = await signUp(t.app, origin, acme);
    const badCode = await callEndpoint(t.app, admin, changeUserCompany, {
      params: { userId: user.userId },
      body: { companyCode: 'NOPE-0', departmentId: acme.departments[0]!.id },
    });
    expect([badCode.status, badCode.error?.code]).toEqual([400, 'INVALID_COMPANY_CODE']);
    const badDept = await callEndpoint(t.app, admin, changeUserCompany, {
      params: { userId: user.userId },
      body: {
        companyCode: acme.code,
        departmentId: globex.departments[0]!.id,
      },
    });
    expect([badDept.status, badDept.error?.code]).toEqual([400, 'INVALID_DEPARTMENT']);
    const unknown = await callEndpoint(t.app, admin, changeUserCompany, {
      params: { userId: crypto.randomUUID() },
      body: {
        companyCode: acme.code,
        departmentId: acme.departments[0]!.id,
      },
    });
    expect(unknown.status).toBe(404);
    const noProfile = await callEndpoint(t.app, admin, changeUserCompany, {
      params: { userId: admin.userId },
      body: {
        companyCode: acme.code,
        departmentId: acme.departments[0]!.id,
      },
    });
    expect(noProfile.status).toBe(409);
    expect(await auditRows(user.userId, 'company_changed')).toHaveLength(0);
  });

  it('applies the seat limit of the company a person is moved into, with a message saying so (issue 24)', async () => {
    const full = await createCompany(t.database, { name: 'Full', departments: ['One', 'Two'] });
    await t.database.db.update(companies).set({ seatLimit: 2 }).where(eq(companies.id, full.id));
    const members = [await signUp(t.app, origin, full), await signUp(t.app, origin, full)];
    const user = await signUp(t.app, origin, acme);
    const refused = await callEndpoint(t.app, admin, changeUserCompany, {
      params: { userId: user.userId },
      body: { companyCode: full.code, departmentId: full.departments[1]!.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.error).toEqual({
      code: 'SEAT_LIMIT_REACHED',
      message:
        'This company has used all 2 places of its subscription: nobody can be moved into it until a place is free or its seat limit is raised.',
      details: { seatLimit: 2 },
    });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(profile).toMatchObject({ companyId: acme.id, departmentId: acme.departments[0]!.id });
    expect(await auditRows(user.userId, 'company_changed')).toHaveLength(0);

    // A member of the full company changes department (no new place taken).
    const within = await callEndpoint(t.app, admin, changeUserCompany, {
      params: { userId: members[0]!.userId },
      body: { companyCode: full.code, departmentId: full.departments[1]!.id },
    });
    expect(within.status, within.raw).toBe(200);
    // Once a place is free (a member moved out), the move succeeds.
    const out = await callEndpoint(t.app, admin, changeUserCompany, {
      params: { userId: members[1]!.userId },
      body: { companyCode: acme.code, departmentId: acme.departments[0]!.id },
    });
    expect(out.status, out.raw).toBe(200);
    const moved = await callEndpoint(t.app, admin, changeUserCompany, {
      params: { userId: user.userId },
      body: { companyCode: full.code, departmentId: full.departments[0]!.id },
    });
    expect(moved.status, moved.raw).toBe(200);
    expect(moved.body.companyName).toBe('Full');
  });

  it('moves nobody into a suspended company, with a message saying so; its members may still move (issue 24)', async () => {
    const paused = await createCompany(t.database, { name: 'Paused', departments: ['One', 'Two'] });
    const member = await signUp(t.app, origin, paused);
    await t.database.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, paused.id));
    const user = await signUp(t.app, origin, acme);
    const refused = await callEndpoint(t.app, admin, changeUserCompany, {
      params: { userId: user.userId },
      body: { companyCode: paused.code, departmentId: paused.departments[0]!.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.error).toEqual({
      code: 'COMPANY_SUSPENDED',
      message: "This company's subscription is suspended: nobody can be moved into it until it is reactivated.",
    });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(profile?.companyId).toBe(acme.id);
    expect(await auditRows(user.userId, 'company_changed')).toHaveLength(0);

    // Its own member changes department, and may leave it.
    for (const body of [
      { companyCode: paused.code, departmentId: paused.departments[1]!.id },
      { companyCode: globex.code, departmentId: globex.departments[0]!.id },
    ]) {
      const response = await callEndpoint(t.app, admin, changeUserCompany, { params: { userId: member.userId }, body });
      expect(response.status, response.raw).toBe(200);
    }
  });

  it('gives the last place to one of a sign-up and a move into the company at the same time', async () => {
    for (let round = 0; round < 4; round++) {
      const company = await createCompany(t.database, { name: `Last place ${round}`, departments: ['Only'] });
      await signUp(t.app, origin, company);
      await t.database.db.update(companies).set({ seatLimit: 2 }).where(eq(companies.id, company.id));
      const user = await signUp(t.app, origin, acme);
      const [move, joined] = await Promise.all([
        callEndpoint(t.app, admin, changeUserCompany, {
          params: { userId: user.userId },
          body: { companyCode: company.code, departmentId: company.departments[0]!.id },
        }),
        callEndpoint(t.app, signedOut(origin, `198.51.100.${60 + round}`), signUpEndpoint, {
          body: signUpBody(company),
        }),
      ]);
      const outcome = `${move.status}/${joined.status}`;
      expect(['200/409', '409/201'], `${outcome} ${move.raw} ${joined.raw}`).toContain(outcome);
      expect(await t.database.db.$count(profiles, eq(profiles.companyId, company.id))).toBe(2);
    }
  });

  it('is refused to employers, even within their own company (403), and changes nothing', async () => {
    const user = await signUp(t.app, origin, acme);
    const attempts: Array<[string, { companyCode: string; departmentId: string }]> = [
      [user.userId, { companyCode: acme.code, departmentId: acme.departments[1]!.id }],
      [user.userId, { companyCode: globex.code, departmentId: globex.departments[0]!.id }],
      [globexEmployee.userId, { companyCode: acme.code, departmentId: acme.departments[0]!.id }],
    ];
    for (const [userId, payload] of attempts) {
      const response = await callEndpoint(t.app, acmeEmployer, changeUserCompany, {
        params: { userId },
        body: payload,
      });
      expect([response.status, response.error?.code]).toEqual([403, 'FORBIDDEN']);
    }
    const moved = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(moved[0]).toMatchObject({ companyId: acme.id, departmentId: acme.departments[0]!.id });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, globexEmployee.userId));
    expect(profile?.companyId).toBe(globex.id);
    expect(await auditRows(user.userId, 'company_changed')).toHaveLength(0);
  });

  it('is refused to employees', async () => {
    const response = await callEndpoint(t.app, acmeEmployee, changeUserCompany, {
      params: { userId: acmeEmployee.userId },
      body: {
        companyCode: acme.code,
        departmentId: acme.departments[1]!.id,
      },
    });
    expect(response.status).toBe(403);
  });
});

describe('PATCH /api/admin/users/:userId/role', () => {
  it('lets an admin make an employee an employer, with an audit row', async () => {
    const user = await signUp(t.app, origin, acme);
    const response = await callEndpoint(t.app, admin, changeUserRole, {
      params: { userId: user.userId },
      body: { role: 'employer' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.userId, role: 'employer', companyCode: acme.code });
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
    expect(
      (
        await callEndpoint(t.app, admin, changeUserRole, {
          params: { userId: user.userId },
          body: { role: 'employer' },
        })
      ).status,
    ).toBe(200);
    expect(await grantsOf()).toEqual([expect.objectContaining({ companyId: globex.id })]);
    expect(
      (
        await callEndpoint(t.app, admin, changeUserRole, {
          params: { userId: user.userId },
          body: { role: 'employee' },
        })
      ).status,
    ).toBe(200);
    expect(await grantsOf()).toEqual([]);
    expect(
      (
        await callEndpoint(t.app, admin, changeUserRole, {
          params: { userId: user.userId },
          body: { role: 'employer' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await callEndpoint(t.app, admin, changeUserRole, { params: { userId: user.userId }, body: { role: 'admin' } }))
        .status,
    ).toBe(200);
    expect(await grantsOf()).toEqual([]);
  });

  it('is admin-only: employers and employees get 403', async () => {
    for (const actor of [acmeEmployer, acmeEmployee]) {
      const response = await callEndpoint(t.app, actor, changeUserRole, {
        params: { userId: acmeEmployee.userId },
        body: { role: 'admin' },
      });
      expect(response.status).toBe(403);
    }
  });

  it('refuses to make a user without company profile an employer (409)', async () => {
    const other = await createAdminWithoutProfile(t.app, origin, t.database, acme);
    const response = await callEndpoint(t.app, admin, changeUserRole, {
      params: { userId: other.userId },
      body: { role: 'employer' },
    });
    expect(response.status).toBe(409);
    expect(response.error?.code).toBe('CONFLICT');
  });

  it('never demotes the last admin, but an admin may step down while another admin remains', async () => {
    // Fresh app: exactly one admin.
    const own = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
    try {
      const company = await createCompany(own.database);
      const only = await createAdminWithoutProfile(own.app, origin, own.database, company);
      const self = await callEndpoint(own.app, only, changeUserRole, {
        params: { userId: only.userId },
        body: { role: 'employee' },
      });
      expect([self.status, self.error?.code]).toEqual([409, 'CONFLICT']);

      const second = await createAdminWithoutProfile(own.app, origin, own.database, company);
      const stepDown = await callEndpoint(own.app, only, changeUserRole, {
        params: { userId: only.userId },
        body: { role: 'employee' },
      });
      expect(stepDown.status).toBe(200);
      const last = await callEndpoint(own.app, second, changeUserRole, {
        params: { userId: second.userId },
        body: { role: 'employee' },
      });
      expect(last.status).toBe(409);
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
        callEndpoint(own.app, actor, changeUserRole, {
          params: { userId: target.userId },
          body: { role: 'employee' },
        });
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      // One wins. The other is refused: 409 when both checks ran before either change (the last admin), or 403 when the
      // winner's change committed before the loser's request was authorised (no longer an admin): a clean-clone run on
      // PostgreSQL under load saw the second order.
      const [first, second] = results.map((r) => r.status).sort();
      expect(first).toBe(200);
      expect([403, 409]).toContain(second);
      const admins = await own.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await own.cleanup();
    }
  });
});
