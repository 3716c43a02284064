import {
  createDepartment,
  deleteDepartment,
  getCompany,
  getMe,
  getOwnCompany,
  listAuditLog,
  mergeDepartment,
  renameDepartment,
  signUp as signUpEndpoint,
  updateProfile,
  type TEndpoint,
} from '@openwell/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyMembers } from '../src/features/accounts/accounts.members.ts';
import { createAccountsAdminService } from '../src/features/accounts/accounts.admin.service.ts';
import { createAccountsService } from '../src/features/accounts/accounts.service.ts';
import { profiles } from '../src/features/accounts/accounts.tables.ts';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import {
  createCompaniesService,
  type CompaniesService,
  type TScopedActor,
} from '../src/features/companies/companies.service.ts';
import { departments } from '../src/features/companies/companies.tables.ts';
import { createServices } from '../src/features/services.ts';
import { createJobQueue } from '../src/jobs/job-queue.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { callEndpoint, endpointUrl, signedOut, type TLooseInput } from './helpers/api-client.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
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
  const response = await callEndpoint(t.app, admin, getCompany, { params: { companyId } });
  expect(response.status, response.raw).toBe(200);
  return response.body;
}

describe('creating and renaming departments', () => {
  it('an employer adds a department to their company: trimmed, audited, no members yet', async () => {
    const response = await callEndpoint(t.app, employerA, createDepartment, {
      params: { companyId: companyA.id },
      body: { name: '  Research  ' },
    });
    expect(response.status, response.raw).toBe(201);
    const created = response.body;
    expect(created).toMatchObject({ name: 'Research', memberCount: null });
    const own = await callEndpoint(t.app, employerA, getOwnCompany);
    expect(JSON.parse(own.raw).departments).toContainEqual({ id: created.id, name: 'Research', memberCount: null });

    const [row] = (await auditRows(companyA.id, 'department_created')).filter(
      (r) => r.metadata.departmentId === created.id,
    );
    expect(row).toMatchObject({ actorUserId: employerA.userId, metadata: { name: 'Research' } });
  });

  it('refuses a name the company already has, in any case and spacing, and creates nothing', async () => {
    const before = await departmentRows(companyA.id);
    for (const name of ['Sales', 'sales', '  SALES ', 'sAlEs']) {
      const response = await callEndpoint(t.app, employerA, createDepartment, {
        params: { companyId: companyA.id },
        body: { name },
      });
      expect(response.status, name).toBe(409);
      expect(response.error?.code).toBe('DEPARTMENT_NAME_TAKEN');
    }
    expect(await departmentRows(companyA.id)).toHaveLength(before.length);
    // Another company may have the same name.
    const elsewhere = await callEndpoint(t.app, admin, createDepartment, {
      params: { companyId: companyB.id },
      body: { name: 'sales' },
    });
    expect(elsewhere.status, elsewhere.raw).toBe(201);
  });

  it('refuses empty and overlong names', async () => {
    for (const name of ['', '   ', 'x'.repeat(81)]) {
      const response = await callEndpoint(t.app, employerA, createDepartment, {
        params: { companyId: companyA.id },
        body: { name },
      });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(response.error?.code).toBe('VALIDATION_FAILED');
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
        [first, second].map((name) =>
          callEndpoint(t.app, admin, createDepartment, { params: { companyId: company.id }, body: { name } }),
        ),
      );
      expect(results.map((r) => r.status).sort(), results.map((r) => r.raw).join()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.error?.code).toBe('DEPARTMENT_NAME_TAKEN');
    }
    expect(await departmentRows(company.id)).toHaveLength(4);
  });

  it('renames with the old and the new name in the audit; a change of case is allowed, a taken name is not', async () => {
    const company = await freshCompany(['Marketing', 'Design']);
    const [marketing, design] = company.departments;
    const renamed = await callEndpoint(t.app, admin, renameDepartment, {
      params: { companyId: company.id, departmentId: marketing!.id },
      body: { name: ' Brand ' },
    });
    expect(renamed.status, renamed.raw).toBe(200);
    expect(JSON.parse(renamed.raw)).toEqual({ id: marketing!.id, name: 'Brand', memberCount: null });
    const [audit] = await auditRows(company.id, 'department_renamed');
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      metadata: { departmentId: marketing!.id, oldName: 'Marketing', newName: 'Brand' },
    });

    const caseOnly = await callEndpoint(t.app, admin, renameDepartment, {
      params: { companyId: company.id, departmentId: marketing!.id },
      body: { name: 'BRAND' },
    });
    expect(caseOnly.body).toMatchObject({ name: 'BRAND' });

    const taken = await callEndpoint(t.app, admin, renameDepartment, {
      params: { companyId: company.id, departmentId: marketing!.id },
      body: { name: 'design' },
    });
    expect(taken.status).toBe(409);
    expect(taken.error?.code).toBe('DEPARTMENT_NAME_TAKEN');

    const same = await callEndpoint(t.app, admin, renameDepartment, {
      params: { companyId: company.id, departmentId: design!.id },
      body: { name: 'Design' },
    });
    expect(same.status).toBe(200);
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

    const response = await callEndpoint(t.app, admin, mergeDepartment, {
      params: { companyId: company.id, departmentId: frontend!.id },
      body: { intoDepartmentId: backend!.id },
    });
    expect(response.status, response.raw).toBe(200);
    expect(JSON.parse(response.raw)).toEqual({ id: backend!.id, name: 'Backend', memberCount: 5 });

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
    const me = await callEndpoint(t.app, moving[0]!, getMe);
    expect(me.body).toMatchObject({ profile: { departmentId: backend!.id, departmentName: 'Backend' } });

    const [audit] = await auditRows(company.id, 'department_merged');
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      metadata: { departmentId: frontend!.id, name: 'Frontend', intoDepartmentId: backend!.id, intoName: 'Backend' },
    });
    // The audit row carries no member count (it could be a group under 5).
    expect(Object.keys(audit!.metadata).sort()).toEqual(['departmentId', 'intoDepartmentId', 'intoName', 'name']);
  });

  it('an employer merges within their own company', async () => {
    const merged = await callEndpoint(t.app, employerA, createDepartment, {
      params: { companyId: companyA.id },
      body: { name: 'Temp team' },
    });
    const target = companyA.departments.find((d) => d.name === 'Finance')!;
    const response = await callEndpoint(t.app, employerA, mergeDepartment, {
      params: { companyId: companyA.id, departmentId: merged.body.id },
      body: { intoDepartmentId: target.id },
    });
    expect(response.status, response.raw).toBe(200);
    expect(response.body).toMatchObject({ id: target.id, name: 'Finance' });
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
      const response = await callEndpoint(t.app, admin, mergeDepartment, {
        params: { companyId: company.id, departmentId: one!.id },
        body: { intoDepartmentId },
      });
      expect(response.status, intoDepartmentId).toBe(400);
      expect(response.error?.code).toBe(code);
    }
    // The other way round: a department of company B named under this company is not found.
    const across = await callEndpoint(t.app, admin, mergeDepartment, {
      params: { companyId: company.id, departmentId: foreign.id },
      body: { intoDepartmentId: one!.id },
    });
    expect(across.status).toBe(404);

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
        callEndpoint(t.app, admin, mergeDepartment, {
          params: { companyId: company.id, departmentId: left!.id },
          body: { intoDepartmentId: right!.id },
        }),
        callEndpoint(t.app, admin, mergeDepartment, {
          params: { companyId: company.id, departmentId: right!.id },
          body: { intoDepartmentId: left!.id },
        }),
      ]);
      const statuses = results.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 200),
        results.map((r) => r.raw).join(),
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

describe('a sign-up or a move racing a department merge (issue 24)', () => {
  /**
   * The app's services, with a companies service that merges `source` into `target` at the first read of `source`
   * made outside a transaction: between the reads of an answer made after the commit (the profile, then its
   * department), as a racing merge would.
   */
  function mergingAtTheFirstReadAfterCommit(company: TestCompany) {
    const [source, target] = company.departments;
    const logger = createSilentLogger();
    const services = createServices({
      config: t.config,
      database: t.database,
      logger,
      clock: systemClock,
      encryptionKey: t.encryptionKey,
      jobQueue: createJobQueue(logger),
    });
    const actor: TScopedActor = {
      userId: admin.userId,
      role: 'admin',
      employerCompanyId: null,
      ip: null,
      userAgent: null,
    };
    const race = { merged: false };
    const merge = () => services.companiesService.mergeDepartment(actor, company.id, source!.id, target!.id);
    const companiesService: CompaniesService = {
      ...services.companiesService,
      async findRefs(query, executor) {
        const outside = executor === undefined || executor === t.database.db;
        if (outside && !race.merged && query.departmentIds.includes(source!.id)) {
          race.merged = true;
          await merge();
        }
        return services.companiesService.findRefs(query, executor);
      },
    };
    /** Merges now unless the race already did: the person must end up in `target` either way. */
    const mergeIfNotYet = async () => {
      if (!race.merged) await merge();
    };
    return { services, companiesService, source: source!, target: target!, mergeIfNotYet };
  }

  it('answers the account as its transaction created it when the merge lands right after the commit', async () => {
    const company = await freshCompany(['Merged away', 'Kept']);
    const { services, companiesService, source, target, mergeIfNotYet } = mergingAtTheFirstReadAfterCommit(company);
    const accounts = createAccountsService({
      database: t.database,
      authService: services.authService,
      companiesService,
    });
    const body = signUpBody(company, { departmentId: source.id });
    const user = await accounts.signUp(body, { ip: '198.51.100.70', userAgent: null });
    expect(user).toMatchObject({
      email: body.email,
      profile: { companyCode: company.code, departmentId: source.id, departmentName: 'Merged away' },
    });

    // A merge afterwards moves the new member too; the account is there once.
    await mergeIfNotYet();
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.departmentId).toBe(target.id);
  });

  it('an admin moving a person answers as the move committed it, when a merge lands right after the commit', async () => {
    const from = await freshCompany(['Origin']);
    const company = await freshCompany(['Merged away', 'Kept']);
    const [person] = await members(from, from.departments[0]!.id, 1);
    const { services, companiesService, source, target, mergeIfNotYet } = mergingAtTheFirstReadAfterCommit(company);
    const accountsAdmin = createAccountsAdminService({
      database: t.database,
      authService: services.authService,
      companiesService,
      employers: services.employersService,
    });
    const moved = await accountsAdmin.changeCompany(
      { id: admin.userId, role: 'admin' },
      person!.userId,
      { companyCode: company.code, departmentId: source.id },
      { ip: '198.51.100.71', userAgent: null },
    );
    // Before issue 24's fix the answer read the department after the commit: merged away, it had no name.
    expect(moved).toMatchObject({ companyCode: company.code, departmentName: 'Merged away' });
    await mergeIfNotYet();
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, person!.userId));
    expect(profile?.departmentId).toBe(target.id);
  });

  it('never answers 500: each sign-up is created with a session, or refused with INVALID_DEPARTMENT', async () => {
    const SIGN_UPS = 20;
    for (let round = 0; round < 3; round++) {
      const company = await freshCompany([`Doomed ${round}`, 'Survivor']);
      const [doomed, survivor] = company.departments;
      const browsers = Array.from({ length: SIGN_UPS }, (_, i) => signedOut(origin, `203.0.113.${round * 40 + i + 1}`));
      const bodies = browsers.map(() => signUpBody(company, { departmentId: doomed!.id }));
      const signingUp = Promise.all(
        bodies.map((body, i) => callEndpoint(t.app, browsers[i]!, signUpEndpoint, { body })),
      );
      // The merge starts once the first of them committed, while the others are on their way.
      const doomedMembers = () => t.database.db.$count(profiles, eq(profiles.departmentId, doomed!.id));
      while ((await doomedMembers()) === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      const merged = await callEndpoint(t.app, admin, mergeDepartment, {
        params: { companyId: company.id, departmentId: doomed!.id },
        body: { intoDepartmentId: survivor!.id },
      });
      const joined = await signingUp;
      expect(merged.status, merged.raw).toBe(200);
      const statuses = joined.map((r) => r.status);
      expect(
        statuses.every((s) => s === 201 || s === 400),
        `round ${round}: ${statuses.join()} ${joined.find((r) => r.status !== 201 && r.status !== 400)?.raw ?? ''}`,
      ).toBe(true);
      for (const [i, response] of joined.entries()) {
        if (response.status === 400) {
          expect(response.error?.code).toBe('INVALID_DEPARTMENT');
          continue;
        }
        // Created: signed in, and the account's answer is the department it joined (before or after the merge).
        expect(response.body.sessionCreated).toBe(true);
        expect([doomed!.id, survivor!.id]).toContain(response.body.profile?.departmentId);
        const me = await callEndpoint(t.app, browsers[i]!, getMe);
        expect(me.status).toBe(200);
        expect(me.body.profile?.departmentId).toBe(survivor!.id);
      }
      // Exactly the answered accounts exist, every one in the kept department.
      const rows = await t.database.db.select().from(profiles).where(eq(profiles.companyId, company.id));
      expect(rows).toHaveLength(statuses.filter((s) => s === 201).length);
      expect(rows.every((row) => row.departmentId === survivor!.id)).toBe(true);
      expect(await departmentRows(company.id)).toHaveLength(1);
    }
  }, 120_000);
});

describe('deleting departments', () => {
  it('refuses while the department has members, deletes it once it is empty (audited)', async () => {
    const company = await freshCompany(['Busy', 'Empty']);
    const [busy, empty] = company.departments;
    await members(company, busy!.id, 1);

    const refused = await callEndpoint(t.app, admin, deleteDepartment, {
      params: { companyId: company.id, departmentId: busy!.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('DEPARTMENT_NOT_EMPTY');
    expect((await departmentRows(company.id)).map((d) => d.id)).toContain(busy!.id);

    const deleted = await callEndpoint(t.app, admin, deleteDepartment, {
      params: { companyId: company.id, departmentId: empty!.id },
    });
    expect(deleted.status, deleted.raw).toBe(204);
    expect(deleted.raw).toBe('');
    expect((await departmentRows(company.id)).map((d) => d.id)).toEqual([busy!.id]);
    const audit = await auditRows(company.id, 'department_deleted');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.userId, metadata: { departmentId: empty!.id, name: 'Empty' } });

    const again = await callEndpoint(t.app, admin, deleteDepartment, {
      params: { companyId: company.id, departmentId: empty!.id },
    });
    expect(again.status).toBe(404);
  });

  it('an employer deletes an empty department of their company', async () => {
    const created = await callEndpoint(t.app, employerA, createDepartment, {
      params: { companyId: companyA.id },
      body: { name: 'Short-lived' },
    });
    const deleted = await callEndpoint(t.app, employerA, deleteDepartment, {
      params: { companyId: companyA.id, departmentId: created.body.id },
    });
    expect(deleted.status, deleted.raw).toBe(204);
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
        callEndpoint(t.app, admin, deleteDepartment, { params: { companyId: company.id, departmentId: doomed.id } }),
        callEndpoint(t.app, signedOut(origin), signUpEndpoint, {
          body: signUpBody(company, { departmentId: doomed.id }),
        }),
      ]);
      const outcome = `${deleted.status}/${joined.status}`;
      expect(['204/400', '409/201'], `${outcome} ${deleted.raw} ${joined.raw}`).toContain(outcome);
      if (joined.status === 400) expect(joined.error?.code).toBe('INVALID_DEPARTMENT');
      if (deleted.status === 409) expect(deleted.error?.code).toBe('DEPARTMENT_NOT_EMPTY');
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
    const own = await callEndpoint(t.app, employer, getOwnCompany);
    expect(own.status, own.raw).toBe(200);
    expect(own.body.departments).toEqual(expected);
    expect(own.raw).not.toContain('"memberCount":4');

    // One leaves Five for Four: Five drops under 5 (null), Four reaches 5.
    const moved = await callEndpoint(t.app, inFive[0]!, updateProfile, { body: { departmentId: four!.id } });
    expect(moved.status, moved.raw).toBe(200);
    expect((await adminDetail(company.id)).departments.map((d) => d.memberCount)).toEqual([null, 5, null]);
  });
});

describe('the employer’s company (GET /api/admin/my-company)', () => {
  it('is the company the employer administers, with its code and settings', async () => {
    const response = await callEndpoint(t.app, employerA, getOwnCompany);
    expect(response.status, response.raw).toBe(200);
    const company = response.body;
    expect(company).toMatchObject({ id: companyA.id, name: 'Alpha AG', code: companyA.code, status: 'active' });
    expect(company.departments.map((d) => d.name)).toEqual(expect.arrayContaining(['Finance', 'Head office']));
    expect((await callEndpoint(t.app, employerB, getOwnCompany)).body).toMatchObject({ id: companyB.id });
  });

  it('is NOT_FOUND for an employer who administers no company; admins and employees get 403', async () => {
    const orphan = await withRole(
      t.app,
      origin,
      t.database,
      { ...(await signUp(t.app, origin, companyA)), company: null },
      'employer',
    );
    const none = await callEndpoint(t.app, orphan, getOwnCompany);
    expect(none.status).toBe(404);
    expect(none.error?.code).toBe('NOT_FOUND');
    // ...and acts on no company's departments.
    const create = await callEndpoint(t.app, orphan, createDepartment, {
      params: { companyId: companyA.id },
      body: { name: 'Orphaned' },
    });
    expect(create.status).toBe(404);
    for (const session of [admin, employeeA]) {
      const refused = await callEndpoint(t.app, session, getOwnCompany);
      expect(refused.status).toBe(403);
      expect(refused.error?.code).toBe('FORBIDDEN');
    }
    expect((await callEndpoint(t.app, signedOut(origin), getOwnCompany)).status).toBe(401);
  });
});

describe('who may act on departments', () => {
  it('an employer of company A gets NOT_FOUND for company B’s departments, by either path, and changes nothing', async () => {
    const [ops, support] = companyB.departments;
    const before = await departmentRows(companyB.id);
    const inB = (departmentId: string) => ({ companyId: companyB.id, departmentId });
    const underA = (departmentId: string) => ({ companyId: companyA.id, departmentId });
    const attempts: Array<[TEndpoint, TLooseInput]> = [
      [createDepartment, { params: { companyId: companyB.id }, body: { name: 'Intruders' } }],
      [renameDepartment, { params: inB(ops!.id), body: { name: 'Owned' } }],
      [mergeDepartment, { params: inB(ops!.id), body: { intoDepartmentId: support!.id } }],
      [deleteDepartment, { params: inB(support!.id) }],
      // B's departments named under A's company id.
      [renameDepartment, { params: underA(ops!.id), body: { name: 'Owned' } }],
      [mergeDepartment, { params: underA(ops!.id), body: { intoDepartmentId: companyA.departments[0]!.id } }],
      [deleteDepartment, { params: underA(support!.id) }],
      // A company that does not exist answers the same.
      [createDepartment, { params: { companyId: '00000000-0000-4000-8000-000000000000' }, body: { name: 'Ghost' } }],
    ];
    for (const [endpoint, input] of attempts) {
      const response = await callEndpoint(t.app, employerA, endpoint, input);
      expect(response.status, `${endpoint.operationId}: ${response.raw}`).toBe(404);
      expect(response.error?.code).toBe('NOT_FOUND');
      for (const name of ['Ops', 'Support', 'Beta SA']) expect(response.raw).not.toContain(name);
    }
    expect(await departmentRows(companyB.id)).toEqual(before);
    // Nor another company's detail or the audit log: those are for platform admins.
    const reads: Array<[TEndpoint, TLooseInput]> = [
      [getCompany, { params: { companyId: companyB.id } }],
      [getCompany, { params: { companyId: companyA.id } }],
      [listAuditLog, {}],
    ];
    for (const [endpoint, input] of reads) {
      const refused = await callEndpoint(t.app, employerA, endpoint, input);
      expect(refused.status, endpointUrl(endpoint, input)).toBe(403);
      expect(refused.error?.code).toBe('FORBIDDEN');
    }
  });

  it('an admin acts on any company; an unknown company or department is NOT_FOUND', async () => {
    const created = await callEndpoint(t.app, admin, createDepartment, {
      params: { companyId: companyB.id },
      body: { name: 'Admin-made' },
    });
    expect(created.status, created.raw).toBe(201);
    expect((await callEndpoint(t.app, employerB, getOwnCompany)).body.departments).toContainEqual(
      expect.objectContaining({ name: 'Admin-made' }),
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await callEndpoint(t.app, admin, createDepartment, { params: { companyId: unknown }, body: { name: 'X' } }))
        .status,
    ).toBe(404);
    expect(
      (
        await callEndpoint(t.app, admin, renameDepartment, {
          params: { companyId: companyB.id, departmentId: unknown },
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callEndpoint(t.app, admin, deleteDepartment, {
          params: { companyId: companyB.id, departmentId: unknown },
        })
      ).status,
    ).toBe(404);
  });

  it('employees get 403 and nobody signed out gets in', async () => {
    const [first, second] = companyA.departments;
    const inA = (departmentId: string) => ({ companyId: companyA.id, departmentId });
    const attempts: Array<[TEndpoint, TLooseInput]> = [
      [createDepartment, { params: { companyId: companyA.id }, body: { name: 'Sneaky' } }],
      [renameDepartment, { params: inA(first!.id), body: { name: 'Sneaky' } }],
      [mergeDepartment, { params: inA(first!.id), body: { intoDepartmentId: second!.id } }],
      [deleteDepartment, { params: inA(first!.id) }],
      [getOwnCompany, {}],
    ];
    for (const [endpoint, input] of attempts) {
      const refused = await callEndpoint(t.app, employeeA, endpoint, input);
      expect(refused.status, endpoint.operationId).toBe(403);
      expect(refused.error?.code).toBe('FORBIDDEN');
      expect((await callEndpoint(t.app, signedOut(origin), endpoint, input)).status, endpoint.operationId).toBe(401);
    }
    expect((await departmentRows(companyA.id)).map((d) => d.name)).not.toContain('Sneaky');
  });

  it('an employer without a second factor gets TWO_FACTOR_ENROLMENT_REQUIRED', async () => {
    const unenrolled = await withRole(t.app, origin, t.database, await signUp(t.app, origin, companyA), 'employer', {
      secondFactor: false,
    });
    const first = { companyId: companyA.id, departmentId: companyA.departments[0]!.id };
    const attempts: Array<[TEndpoint, TLooseInput]> = [
      [getOwnCompany, {}],
      [createDepartment, { params: { companyId: companyA.id }, body: { name: 'Unsafe' } }],
      [renameDepartment, { params: first, body: { name: 'Unsafe' } }],
      [deleteDepartment, { params: first }],
    ];
    for (const [endpoint, input] of attempts) {
      const refused = await callEndpoint(t.app, unenrolled, endpoint, input);
      expect(refused.status, endpoint.operationId).toBe(403);
      expect(refused.error?.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    }
    expect((await departmentRows(companyA.id)).map((d) => d.name)).not.toContain('Unsafe');
  });
});
