import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  request,
  signUp,
  TEST_PASSWORD,
  withRole,
  type TestCompany,
  type TestSession,
} from './helpers/accounts-fixtures.ts';

/**
 * Privacy of the endpoints issue 7 and issue 8 added: another user and an employer get nothing (403), and an admin's
 * answers carry nothing of one person: no e-mail, no user id, no profile data, no consent. The employer's own company
 * carries nothing of one person either, and departments of fewer than 5 show no count. The audit log (admins only)
 * names accounts by e-mail, which is what it is for, but carries no profile data and no secret.
 */

let t: TestApp;
let origin: string;
let company: TestCompany;
let person: TestSession;
let otherUser: TestSession;
let employer: TestSession;
let admin: TestSession;
let otherCompany: TestCompany;
let otherEmployer: TestSession;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Privacy GmbH', departments: ['Ops'] });
  person = await signUp(t.app, origin, company, { age: 57, gender: 'male' });
  otherUser = await signUp(t.app, origin, company);
  employer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, company), 'employer');
  admin = await createAdminWithoutProfile(t.app, origin, t.database, company);
  otherCompany = await createCompany(t.database, { name: 'Elsewhere Ltd', departments: ['Ops'] });
  otherEmployer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, otherCompany), 'employer');
});
afterAll(() => t.cleanup());

/** What must never appear in an answer about the company or in the admin area beyond the audit's e-mails. */
const profileData = () => ['"age"', '"gender"', 'consent', 'data_processing'];

type TMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('admin endpoints of issues 7 and 8 and one person’s data', () => {
  it('another user and an employer get 403; an admin gets no personal data', async () => {
    const endpoints: Array<[TMethod, string, Record<string, unknown>?]> = [
      ['GET', '/api/admin/system-status'],
      ['GET', '/api/admin/companies'],
      ['GET', `/api/admin/companies/${company.id}`],
      ['PATCH', `/api/admin/companies/${company.id}`, { timeZone: 'Europe/Berlin' }],
      ['POST', '/api/admin/companies', { name: 'New Co', defaultLanguage: 'it', timeZone: 'UTC' }],
    ];
    for (const [method, url, payload] of endpoints) {
      for (const session of [otherUser, employer]) {
        const refused = await request(t.app, origin, { method, url, session, ...(payload ? { payload } : {}) });
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.body).not.toContain(person.email);
      }
      const answer = await request(t.app, origin, { method, url, session: admin, ...(payload ? { payload } : {}) });
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
      for (const secret of [person.email, person.userId, '"age"', '"gender"', 'consent', 'data_processing']) {
        expect(answer.body, `${method} ${url}`).not.toContain(secret);
      }
    }
  });
});

describe('the company views of issue 8 and one person’s data', () => {
  it('rotateCompanyCode: admins and the company’s employer get the company without anyone’s data; others do not', async () => {
    const url = `/api/admin/companies/${company.id}/code`;
    for (const session of [admin, employer]) {
      const answer = await request(t.app, origin, { method: 'POST', url, session });
      expect(answer.statusCode, answer.body).toBe(200);
      for (const secret of [person.email, person.userId, ...profileData()]) expect(answer.body).not.toContain(secret);
    }
    expect((await request(t.app, origin, { method: 'POST', url, session: otherUser })).statusCode).toBe(403);
    const hidden = await request(t.app, origin, { method: 'POST', url, session: otherEmployer });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Privacy GmbH');
  });

  it('getCompany (admins): departments of fewer than 5 show no count; nothing of the person', async () => {
    const answer = await request(t.app, origin, {
      method: 'GET',
      url: `/api/admin/companies/${company.id}`,
      session: admin,
    });
    expect(answer.statusCode).toBe(200);
    // Ops has the person, another user and the employer: 3 members, shown as "fewer than 5".
    expect(answer.json().departments).toEqual([expect.objectContaining({ name: 'Ops', memberCount: null })]);
    for (const secret of [person.email, person.userId, ...profileData()]) expect(answer.body).not.toContain(secret);
    for (const session of [otherUser, employer, otherEmployer]) {
      const url = `/api/admin/companies/${company.id}`;
      const refused = await request(t.app, origin, { method: 'GET', url, session });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Privacy GmbH');
    }
  });

  it('getOwnCompany (employers): the employer’s company without anyone’s data; others get 403', async () => {
    const own = await request(t.app, origin, { method: 'GET', url: '/api/admin/my-company', session: employer });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().departments).toEqual([expect.objectContaining({ name: 'Ops', memberCount: null })]);
    for (const secret of [person.email, person.userId, employer.email, otherUser.email, ...profileData()]) {
      expect(own.body).not.toContain(secret);
    }
    expect(own.body).not.toContain('"memberCount":3');

    // An employer of another company sees only that company.
    const elsewhere = await request(t.app, origin, {
      method: 'GET',
      url: '/api/admin/my-company',
      session: otherEmployer,
    });
    expect(elsewhere.json()).toMatchObject({ id: otherCompany.id, name: 'Elsewhere Ltd' });
    const current = await request(t.app, origin, {
      method: 'GET',
      url: `/api/admin/companies/${company.id}`,
      session: admin,
    });
    for (const secret of [person.email, person.userId, 'Privacy GmbH', current.json().code]) {
      expect(elsewhere.body).not.toContain(secret);
    }
    for (const session of [otherUser, admin]) {
      const refused = await request(t.app, origin, { method: 'GET', url: '/api/admin/my-company', session });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Privacy GmbH');
    }
  });

  it('department endpoints: another company’s employer learns nothing; answers carry nobody’s data', async () => {
    const ops = company.departments[0]!;
    const base = `/api/admin/companies/${company.id}/departments`;
    const attempts: Array<[TMethod, string, Record<string, unknown>?]> = [
      ['POST', base, { name: 'Probe' }],
      ['PATCH', `${base}/${ops.id}`, { name: 'Probe' }],
      ['POST', `${base}/${ops.id}/merge`, { intoDepartmentId: otherCompany.departments[0]!.id }],
      ['DELETE', `${base}/${ops.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const hidden = await request(t.app, origin, {
        method,
        url,
        session: otherEmployer,
        ...(payload ? { payload } : {}),
      });
      expect(hidden.statusCode, `${method} ${url}`).toBe(404);
      for (const secret of [person.email, 'Privacy GmbH', 'Ops']) expect(hidden.body).not.toContain(secret);
      const refused = await request(t.app, origin, {
        method,
        url,
        session: otherUser,
        ...(payload ? { payload } : {}),
      });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    // The employer's own change answers the department only.
    const renamed = await request(t.app, origin, {
      method: 'PATCH',
      url: `${base}/${ops.id}`,
      session: employer,
      payload: { name: 'Operations' },
    });
    expect(renamed.json()).toEqual({ id: ops.id, name: 'Operations', memberCount: null });
  });

  it('listAuditLog (admins): names accounts by e-mail, but no profile data and no secret; others get 403', async () => {
    const answer = await request(t.app, origin, {
      method: 'GET',
      url: `/api/admin/audit?companyId=${company.id}`,
      session: admin,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().total).toBeGreaterThan(0);
    for (const secret of ['"age"', '"gender"', TEST_PASSWORD, 'userAgent', 'lightMyRequest']) {
      expect(answer.body).not.toContain(secret);
    }
    for (const session of [otherUser, employer, otherEmployer]) {
      const refused = await request(t.app, origin, { method: 'GET', url: '/api/admin/audit', session });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain(person.email);
    }
  });
});
