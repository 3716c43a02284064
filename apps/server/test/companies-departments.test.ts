import { ZCompanyDetailSchema, ZDepartmentSummarySchema } from '@openwell/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyMembers } from '../src/features/accounts/accounts.members.ts';
import { profiles } from '../src/features/accounts/accounts.tables.ts';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { createCompaniesService, type TScopedActor } from '../src/features/companies/companies.service.ts';
import { departments } from '../src/features/companies/companies.tables.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  request,
  signUp,
  signUpBody,
  withRole,
  type TestCompany,
  type TestSession,
} from './helpers/accounts-fixtures.ts';

/**
 * Departments (issue 8): employers for their own company, admins for any. Names unique per company
 * case-insensitively; merge moves the members in one transaction; delete refused while members remain; member counts
 * as group counts (null under 5); another company's departments are NOT_FOUND for an employer.
 */

let t: TestApp;
let origin: string;
let companyA: TestCompany;
let companyB: TestCompany;
let admin: TestSession;
let employerA: TestSession;
let employerB: TestSession;
let employeeA: TestSession;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  companyA = await createCompany(t.database, { name: 'Alpha AG', departments: ['Head office', 'Sales', 'Finance'] });
  companyB = await createCompany(t.database, { name: 'Beta SA', departments: ['Ops', 'Support'] });
  admin = await createAdminWithoutProfile(t.app, origin, t.database, companyA);
  employerA = await withRole(t.app, origin, t.database, await signUp(t.app, origin, companyA), 'employer');
  employerB = await withRole(t.app, origin, t.database, await signUp(t.app, origin, companyB), 'employer');
  employeeA = await signUp(t.app, origin, companyA);
});
afterAll(() => t.cleanup());

type TMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (session: TestSession | null, method: TMethod, url: string, payload?: Record<string, unknown>) =>
  request(t.app, origin, { method, url, session, ...(payload ? { payload } : {}) });

const departmentsUrl = (companyId: string) => `/api/admin/companies/${companyId}/departments`;
const departmentUrl = (companyId: string, departmentId: string) => `${departmentsUrl(companyId)}/${departmentId}`;

/** A company of its own per test, with departments named as given (fixtures insert them directly). */
async function freshCompany(names: string[]): Promise<TestCompany> {
  return createCompany(t.database, { departments: names });
}

/** `count` employees signed up into the department. */
async function members(company: TestCompany, departmentId: string, count: number): Promise<TestSession[]> {
  const sessions: TestSession[] = [];
  for (let i = 0; i < count; i++) sessions.push(await signUp(t.app, origin, company, { departmentId }));
  return sessions;
}

async function departmentRows(companyId: string) {
  return t.database.db.select().from(departments).where(eq(departments.companyId, companyId));
}

async function auditRows(companyId: string, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)));
}

async function adminDetail(companyId: string) {
  const response = await call(admin, 'GET', `/api/admin/companies/${companyId}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZCompanyDetailSchema.parse(response.json());
}

describe('creating and renaming departments', () => {
  it('an employer adds a department to their company: trimmed, audited, no members yet', async () => {
    const response = await call(employerA, 'POST', departmentsUrl(companyA.id), { name: '  Research  ' });
    expect(response.statusCode, response.body).toBe(201);
    const created = ZDepartmentSummarySchema.parse(response.json());
    expect(created).toMatchObject({ name: 'Research', memberCount: null });
    const own = await call(employerA, 'GET', '/api/admin/my-company');
    expect(own.json().departments).toContainEqual({ id: created.id, name: 'Research', memberCount: null });

    const [row] = (await auditRows(companyA.id, 'department_created')).filter(
      (r) => r.metadata.departmentId === created.id,
    );
    expect(row).toMatchObject({ actorUserId: employerA.userId, metadata: { name: 'Research' } });
  });

  it('refuses a name the company already has, in any case and spacing, and creates nothing', async () => {
    const before = await departmentRows(companyA.id);
    for (const name of ['Sales', 'sales', '  SALES ', 'sAlEs']) {
      const response = await call(employerA, 'POST', departmentsUrl(companyA.id), { name });
      expect(response.statusCode, name).toBe(409);
      expect(response.json().error.code).toBe('DEPARTMENT_NAME_TAKEN');
    }
    expect(await departmentRows(companyA.id)).toHaveLength(before.length);
    // Another company may have the same name.
    const elsewhere = await call(admin, 'POST', departmentsUrl(companyB.id), { name: 'sales' });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('refuses empty and overlong names', async () => {
    for (const name of ['', '   ', 'x'.repeat(81)]) {
      const response = await call(employerA, 'POST', departmentsUrl(companyA.id), { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('two creations of the same name at once: one wins, the other is DEPARTMENT_NAME_TAKEN (no 500)', async () => {
    const company = await freshCompany(['Base']);
    for (const [first, second] of [
      ['Logistics', 'logistics'],
      ['Quality', 'QUALITY'],
      ['Legal', 'Legal'],
    ] as const) {
      const results = await Promise.all(
        [first, second].map((name) => call(admin, 'POST', departmentsUrl(company.id), { name })),
      );
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('DEPARTMENT_NAME_TAKEN');
    }
    expect(await departmentRows(company.id)).toHaveLength(4);
  });

  it('renames with the old and the new name in the audit; a change of case is allowed, a taken name is not', async () => {
    const company = await freshCompany(['Marketing', 'Design']);
    const [marketing, design] = company.departments;
    const renamed = await call(admin, 'PATCH', departmentUrl(company.id, marketing!.id), { name: ' Brand ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ id: marketing!.id, name: 'Brand', memberCount: null });
    const [audit] = await auditRows(company.id, 'department_renamed');
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      metadata: { departmentId: marketing!.id, oldName: 'Marketing', newName: 'Brand' },
    });

    const caseOnly = await call(admin, 'PATCH', departmentUrl(company.id, marketing!.id), { name: 'BRAND' });
    expect(caseOnly.json()).toMatchObject({ name: 'BRAND' });

    const taken = await call(admin, 'PATCH', departmentUrl(company.id, marketing!.id), { name: 'design' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('DEPARTMENT_NAME_TAKEN');

    const same = await call(admin, 'PATCH', departmentUrl(company.id, design!.id), { name: 'Design' });
    expect(same.statusCode).toBe(200);
    expect((await departmentRows(company.id)).map((d) => d.name).sort()).toEqual(['BRAND', 'Design']);
    // Two renames audited (Brand, BRAND); neither the refused one nor the unchanged one.
    expect(await auditRows(company.id, 'department_renamed')).toHaveLength(2);
  });
});

describe('merging departments', () => {
  it('moves every member to the target and deletes the source, audited; the members see their new department', async () => {
    const company = await freshCompany(['Frontend', 'Backend', 'Other']);
    const [frontend, backend] = company.departments;
    const moving = await members(company, frontend!.id, 3);
    const staying = await members(company, backend!.id, 2);

    const response = await call(admin, 'POST', `${departmentUrl(company.id, frontend!.id)}/merge`, {
      intoDepartmentId: backend!.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: backend!.id, name: 'Backend', memberCount: 5 });

    const rows = await t.database.db
      .select({ userId: profiles.userId, departmentId: profiles.departmentId })
      .from(profiles)
      .where(
        inArray(
          profiles.userId,
          [...moving, ...staying].map((s) => s.userId),
        ),
      );
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.departmentId))).toEqual(new Set([backend!.id]));
    expect((await departmentRows(company.id)).map((d) => d.id)).not.toContain(frontend!.id);
    const me = await call(moving[0]!, 'GET', '/api/me');
    expect(me.json()).toMatchObject({ profile: { departmentId: backend!.id, departmentName: 'Backend' } });

    const [audit] = await auditRows(company.id, 'department_merged');
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      metadata: { departmentId: frontend!.id, name: 'Frontend', intoDepartmentId: backend!.id, intoName: 'Backend' },
    });
    // The audit row carries no member count (it could be a group under 5).
    expect(Object.keys(audit!.metadata).sort()).toEqual(['departmentId', 'intoDepartmentId', 'intoName', 'name']);
  });

  it('an employer merges within their own company', async () => {
    const merged = await call(employerA, 'POST', departmentsUrl(companyA.id), { name: 'Temp team' });
    const target = companyA.departments.find((d) => d.name === 'Finance')!;
    const response = await call(employerA, 'POST', `${departmentUrl(companyA.id, merged.json().id)}/merge`, {
      intoDepartmentId: target.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, name: 'Finance' });
  });

  it('refuses a merge into itself, into another company’s department or into no department, and changes nothing', async () => {
    const company = await freshCompany(['One', 'Two']);
    const [one] = company.departments;
    const member = (await members(company, one!.id, 1))[0]!;
    const foreign = companyB.departments[0]!;
    for (const [intoDepartmentId, code] of [
      [one!.id, 'INVALID_DEPARTMENT'],
      [foreign.id, 'INVALID_DEPARTMENT'],
      ['00000000-0000-4000-8000-000000000000', 'INVALID_DEPARTMENT'],
    ] as const) {
      const response = await call(admin, 'POST', `${departmentUrl(company.id, one!.id)}/merge`, { intoDepartmentId });
      expect(response.statusCode, intoDepartmentId).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    // The other way round: a department of company B named under this company is not found.
    const across = await call(admin, 'POST', `${departmentUrl(company.id, foreign.id)}/merge`, {
      intoDepartmentId: one!.id,
    });
    expect(across.statusCode).toBe(404);

    expect((await departmentRows(company.id)).map((d) => d.name).sort()).toEqual(['One', 'Two']);
    expect((await departmentRows(companyB.id)).map((d) => d.id)).toContain(foreign.id);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, member.userId));
    expect(row!.departmentId).toBe(one!.id);
    expect(await auditRows(company.id, 'department_merged')).toHaveLength(0);
  });

  it('is one transaction: a failure after the members moved leaves members, source and audit as they were', async () => {
    const company = await freshCompany(['Source', 'Target']);
    const [source, target] = company.departments;
    const moving = await members(company, source!.id, 2);
    const real = createCompanyMembers();
    const failing = createCompaniesService({
      database: t.database,
      members: {
        countByDepartment: real.countByDepartment,
        async moveDepartmentMembers(executor, companyId, from, to) {
          const moved = await real.moveDepartmentMembers(executor, companyId, from, to);
          expect(moved).toBe(2); // they did move, inside the transaction...
          throw new Error('failure after the move');
        },
      },
    });
    const actor: TScopedActor = {
      userId: admin.userId,
      role: 'admin',
      employerCompanyId: null,
      ip: null,
      userAgent: null,
    };
    await expect(failing.mergeDepartment(actor, company.id, source!.id, target!.id)).rejects.toThrow(
      'failure after the move',
    );
    // ...and rolled back.
    const rows = await t.database.db
      .select()
      .from(profiles)
      .where(
        inArray(
          profiles.userId,
          moving.map((s) => s.userId),
        ),
      );
    expect(rows.map((r) => r.departmentId)).toEqual([source!.id, source!.id]);
    expect(await departmentRows(company.id)).toHaveLength(2);
    expect(await auditRows(company.id, 'department_merged')).toHaveLength(0);
  });

  it('two merges of the same pair in opposite directions at once: exactly one succeeds, nobody is lost', async () => {
    for (let round = 0; round < 3; round++) {
      const company = await freshCompany(['Left', 'Right']);
      const [left, right] = company.departments;
      const people = [...(await members(company, left!.id, 1)), ...(await members(company, right!.id, 1))];
      const results = await Promise.all([
        call(admin, 'POST', `${departmentUrl(company.id, left!.id)}/merge`, { intoDepartmentId: right!.id }),
        call(admin, 'POST', `${departmentUrl(company.id, right!.id)}/merge`, { intoDepartmentId: left!.id }),
      ]);
      const statuses = results.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        results.map((r) => r.body).join(),
      ).toHaveLength(1);
      // The loser finds its source gone (404) or its target gone (400).
      expect(
        statuses.every((s) => s === 200 || s === 404 || s === 400),
        statuses.join(),
      ).toBe(true);
      const remaining = await departmentRows(company.id);
      expect(remaining).toHaveLength(1);
      const rows = await t.database.db
        .select()
        .from(profiles)
        .where(
          inArray(
            profiles.userId,
            people.map((p) => p.userId),
          ),
        );
      expect(rows.map((r) => r.departmentId)).toEqual([remaining[0]!.id, remaining[0]!.id]);
    }
  });
});

describe('deleting departments', () => {
  it('refuses while the department has members, deletes it once it is empty (audited)', async () => {
    const company = await freshCompany(['Busy', 'Empty']);
    const [busy, empty] = company.departments;
    await members(company, busy!.id, 1);

    const refused = await call(admin, 'DELETE', departmentUrl(company.id, busy!.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('DEPARTMENT_NOT_EMPTY');
    expect((await departmentRows(company.id)).map((d) => d.id)).toContain(busy!.id);

    const deleted = await call(admin, 'DELETE', departmentUrl(company.id, empty!.id));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.body).toBe('');
    expect((await departmentRows(company.id)).map((d) => d.id)).toEqual([busy!.id]);
    const audit = await auditRows(company.id, 'department_deleted');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.userId, metadata: { departmentId: empty!.id, name: 'Empty' } });

    const again = await call(admin, 'DELETE', departmentUrl(company.id, empty!.id));
    expect(again.statusCode).toBe(404);
  });

  it('an employer deletes an empty department of their company', async () => {
    const created = await call(employerA, 'POST', departmentsUrl(companyA.id), { name: 'Short-lived' });
    const deleted = await call(employerA, 'DELETE', departmentUrl(companyA.id, created.json().id));
    expect(deleted.statusCode, deleted.body).toBe(204);
  });

  it('answers DEPARTMENT_NOT_EMPTY when a member got in past the check (foreign-key violation)', async () => {
    const company = await freshCompany(['Occupied']);
    const [occupied] = company.departments;
    await members(company, occupied!.id, 1);
    // A members port that sees nobody, as if the sign-up had committed after the count: the foreign key refuses.
    const blind = createCompaniesService({
      database: t.database,
      members: { ...createCompanyMembers(), countByDepartment: async () => new Map() },
    });
    const actor: TScopedActor = {
      userId: admin.userId,
      role: 'admin',
      employerCompanyId: null,
      ip: null,
      userAgent: null,
    };
    await expect(blind.deleteDepartment(actor, company.id, occupied!.id)).rejects.toMatchObject({
      code: 'DEPARTMENT_NOT_EMPTY',
    });
    expect(await departmentRows(company.id)).toHaveLength(1);
    expect(await auditRows(company.id, 'department_deleted')).toHaveLength(0);
  });

  it('a sign-up racing a delete either joins (delete refused) or is refused (INVALID_DEPARTMENT), never a 500', async () => {
    for (let round = 0; round < 4; round++) {
      const company = await freshCompany(['Keep', `Doomed ${round}`]);
      const doomed = company.departments[1]!;
      const [deleted, joined] = await Promise.all([
        call(admin, 'DELETE', departmentUrl(company.id, doomed.id)),
        call(null, 'POST', '/api/accounts/sign-up', signUpBody(company, { departmentId: doomed.id })),
      ]);
      const outcome = `${deleted.statusCode}/${joined.statusCode}`;
      expect(['204/400', '409/201'], `${outcome} ${deleted.body} ${joined.body}`).toContain(outcome);
      if (joined.statusCode === 400) expect(joined.json().error.code).toBe('INVALID_DEPARTMENT');
      if (deleted.statusCode === 409) expect(deleted.json().error.code).toBe('DEPARTMENT_NOT_EMPTY');
    }
  });
});

describe('member counts', () => {
  it('are group counts: 0 and 4 members read null ("fewer than 5"), 5 members read 5, for admins and employers', async () => {
    const company = await freshCompany(['Four', 'Five', 'None']);
    const [four, five, none] = company.departments;
    await members(company, four!.id, 4);
    const inFive = await members(company, five!.id, 4);
    const employer = await withRole(
      t.app,
      origin,
      t.database,
      await signUp(t.app, origin, company, { departmentId: five!.id }),
      'employer',
    );
    const expected = [
      { id: five!.id, name: 'Five', memberCount: 5 },
      { id: four!.id, name: 'Four', memberCount: null },
      { id: none!.id, name: 'None', memberCount: null },
    ];
    expect((await adminDetail(company.id)).departments).toEqual(expected);
    const own = await call(employer, 'GET', '/api/admin/my-company');
    expect(own.statusCode, own.body).toBe(200);
    expect(ZCompanyDetailSchema.parse(own.json()).departments).toEqual(expected);
    expect(own.body).not.toContain('"memberCount":4');

    // One leaves Five for Four: Five drops under 5 (null), Four reaches 5.
    const moved = await call(inFive[0]!, 'PATCH', '/api/me/profile', { departmentId: four!.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await adminDetail(company.id)).departments.map((d) => d.memberCount)).toEqual([null, 5, null]);
  });
});

describe('the employer’s company (GET /api/admin/my-company)', () => {
  it('is the company the employer administers, with its code and settings', async () => {
    const response = await call(employerA, 'GET', '/api/admin/my-company');
    expect(response.statusCode, response.body).toBe(200);
    const company = ZCompanyDetailSchema.parse(response.json());
    expect(company).toMatchObject({ id: companyA.id, name: 'Alpha AG', code: companyA.code, status: 'active' });
    expect(company.departments.map((d) => d.name)).toEqual(expect.arrayContaining(['Finance', 'Head office']));
    expect((await call(employerB, 'GET', '/api/admin/my-company')).json()).toMatchObject({ id: companyB.id });
  });

  it('is NOT_FOUND for an employer who administers no company; admins and employees get 403', async () => {
    const orphan = await withRole(
      t.app,
      origin,
      t.database,
      { ...(await signUp(t.app, origin, companyA)), company: null },
      'employer',
    );
    const none = await call(orphan, 'GET', '/api/admin/my-company');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('NOT_FOUND');
    // ...and acts on no company's departments.
    const create = await call(orphan, 'POST', departmentsUrl(companyA.id), { name: 'Orphaned' });
    expect(create.statusCode).toBe(404);
    for (const session of [admin, employeeA]) {
      const refused = await call(session, 'GET', '/api/admin/my-company');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    expect((await call(null, 'GET', '/api/admin/my-company')).statusCode).toBe(401);
  });
});

describe('who may act on departments', () => {
  it('an employer of company A gets NOT_FOUND for company B’s departments, by either path, and changes nothing', async () => {
    const [ops, support] = companyB.departments;
    const before = await departmentRows(companyB.id);
    const attempts: Array<[TMethod, string, Record<string, unknown>?]> = [
      ['POST', departmentsUrl(companyB.id), { name: 'Intruders' }],
      ['PATCH', departmentUrl(companyB.id, ops!.id), { name: 'Owned' }],
      ['POST', `${departmentUrl(companyB.id, ops!.id)}/merge`, { intoDepartmentId: support!.id }],
      ['DELETE', departmentUrl(companyB.id, support!.id)],
      // B's departments named under A's company id.
      ['PATCH', departmentUrl(companyA.id, ops!.id), { name: 'Owned' }],
      ['POST', `${departmentUrl(companyA.id, ops!.id)}/merge`, { intoDepartmentId: companyA.departments[0]!.id }],
      ['DELETE', departmentUrl(companyA.id, support!.id)],
      // A company that does not exist answers the same.
      ['POST', departmentsUrl('00000000-0000-4000-8000-000000000000'), { name: 'Ghost' }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(employerA, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      for (const name of ['Ops', 'Support', 'Beta SA']) expect(response.body).not.toContain(name);
    }
    expect(await departmentRows(companyB.id)).toEqual(before);
    // Nor another company's detail or the audit log: those are for platform admins.
    for (const url of [
      `/api/admin/companies/${companyB.id}`,
      `/api/admin/companies/${companyA.id}`,
      '/api/admin/audit',
    ]) {
      const refused = await call(employerA, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('an admin acts on any company; an unknown company or department is NOT_FOUND', async () => {
    const created = await call(admin, 'POST', departmentsUrl(companyB.id), { name: 'Admin-made' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await call(employerB, 'GET', '/api/admin/my-company')).json().departments).toContainEqual(
      expect.objectContaining({ name: 'Admin-made' }),
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(admin, 'POST', departmentsUrl(unknown), { name: 'X' })).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', departmentUrl(companyB.id, unknown), { name: 'X' })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', departmentUrl(companyB.id, unknown))).statusCode).toBe(404);
  });

  it('employees get 403 and nobody signed out gets in', async () => {
    const [first, second] = companyA.departments;
    const attempts: Array<[TMethod, string, Record<string, unknown>?]> = [
      ['POST', departmentsUrl(companyA.id), { name: 'Sneaky' }],
      ['PATCH', departmentUrl(companyA.id, first!.id), { name: 'Sneaky' }],
      ['POST', `${departmentUrl(companyA.id, first!.id)}/merge`, { intoDepartmentId: second!.id }],
      ['DELETE', departmentUrl(companyA.id, first!.id)],
      ['GET', '/api/admin/my-company'],
    ];
    for (const [method, url, payload] of attempts) {
      const refused = await call(employeeA, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await departmentRows(companyA.id)).map((d) => d.name)).not.toContain('Sneaky');
  });

  it('an employer without a second factor gets TWO_FACTOR_ENROLMENT_REQUIRED', async () => {
    const unenrolled = await withRole(t.app, origin, t.database, await signUp(t.app, origin, companyA), 'employer', {
      secondFactor: false,
    });
    const attempts: Array<[TMethod, string, Record<string, unknown>?]> = [
      ['GET', '/api/admin/my-company'],
      ['POST', departmentsUrl(companyA.id), { name: 'Unsafe' }],
      ['PATCH', departmentUrl(companyA.id, companyA.departments[0]!.id), { name: 'Unsafe' }],
      ['DELETE', departmentUrl(companyA.id, companyA.departments[0]!.id)],
    ];
    for (const [method, url, payload] of attempts) {
      const refused = await call(unenrolled, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().error.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    }
    expect((await departmentRows(companyA.id)).map((d) => d.name)).not.toContain('Unsafe');
  });
});
