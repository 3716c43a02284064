import { getCompany, getOwnCompany, listAuditLog, renameDepartment } from '@openwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  signUp,
  TEST_PASSWORD,
  withRole,
  type TestCompany,
  type TestSession,
} from './helpers/accounts-fixtures.ts';
import { callEndpoint, expectOk } from './helpers/api-client.ts';

/**
 * Privacy of the admin area (issues 7 and 8): the company views show departments of fewer than 5 with no count and
 * carry nothing of one person; an employer sees its own company only; the audit log (admins only) names accounts by
 * e-mail, which is what it is for, but carries no profile data and no secret. That another user and an employer are
 * refused the admin-only endpoints, that another company's employer gets 404 for this company's code and departments
 * and learns nothing of it, and that no admin-area answer carries a person's e-mail, id, profile or consents (the
 * audit log's e-mails and the users list aside), is the privacy table's (privacy.test.ts).
 */

let t: TestApp;
let company: TestCompany;
let person: TestSession;
let otherUser: TestSession;
let employer: TestSession;
let admin: TestSession;
let otherCompany: TestCompany;
let otherEmployer: TestSession;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  const origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Privacy GmbH', departments: ['Ops'] });
  person = await signUp(t.app, origin, company, { age: 57, gender: 'male' });
  otherUser = await signUp(t.app, origin, company);
  employer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, company), 'employer');
  admin = await createAdminWithoutProfile(t.app, origin, t.database, company);
  otherCompany = await createCompany(t.database, { name: 'Elsewhere Ltd', departments: ['Ops'] });
  otherEmployer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, otherCompany), 'employer');
});
afterAll(() => t.cleanup());

/** What must never appear in an answer about the company. */
const profileData = () => ['"age"', '"gender"', 'consent', 'data_processing'];

describe('the company views of issue 8 and one person’s data', () => {
  it('getCompany (admins): departments of fewer than 5 show no count; nothing of the person', async () => {
    const answer = await callEndpoint(t.app, admin, getCompany, { params: { companyId: company.id } });
    // Ops has the person, another user and the employer: 3 members, shown as "fewer than 5".
    expect(expectOk(answer).departments).toEqual([expect.objectContaining({ name: 'Ops', memberCount: null })]);
    for (const secret of [person.email, person.userId, ...profileData()]) expect(answer.raw).not.toContain(secret);
  });

  it('getOwnCompany (employers): the employer’s company without anyone’s data', async () => {
    const own = await callEndpoint(t.app, employer, getOwnCompany);
    expect(expectOk(own).departments).toEqual([expect.objectContaining({ name: 'Ops', memberCount: null })]);
    for (const secret of [person.email, person.userId, employer.email, otherUser.email, ...profileData()]) {
      expect(own.raw).not.toContain(secret);
    }
    expect(own.raw).not.toContain('"memberCount":3');

    // An employer of another company sees only that company.
    const elsewhere = await callEndpoint(t.app, otherEmployer, getOwnCompany);
    expect(expectOk(elsewhere)).toMatchObject({ id: otherCompany.id, name: 'Elsewhere Ltd' });
    const current = expectOk(await callEndpoint(t.app, admin, getCompany, { params: { companyId: company.id } }));
    for (const secret of [person.email, person.userId, 'Privacy GmbH', current.code]) {
      expect(elsewhere.raw).not.toContain(secret);
    }
  });

  it('renameDepartment: the employer’s own change answers the department only', async () => {
    const ops = company.departments[0]!;
    const renamed = await callEndpoint(t.app, employer, renameDepartment, {
      params: { companyId: company.id, departmentId: ops.id },
      body: { name: 'Operations' },
    });
    expect(expectOk(renamed)).toEqual({ id: ops.id, name: 'Operations', memberCount: null });
  });

  it('listAuditLog (admins): names accounts by e-mail, but no profile data and no secret', async () => {
    const answer = await callEndpoint(t.app, admin, listAuditLog, { query: { companyId: company.id } });
    expect(expectOk(answer).total).toBeGreaterThan(0);
    for (const secret of ['"age"', '"gender"', TEST_PASSWORD, 'userAgent', 'lightMyRequest']) {
      expect(answer.raw).not.toContain(secret);
    }
  });
});
