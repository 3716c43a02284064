import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  request,
  signUp,
  withRole,
  type TestCompany,
  type TestSession,
} from './helpers/accounts-fixtures.ts';

/**
 * Privacy of the endpoints issue 7 and issue 8 (part 1) added: another user and an employer get nothing (403), and an
 * admin's answers carry nothing of one person: no e-mail, no user id, no profile data, no consent.
 */

let t: TestApp;
let origin: string;
let company: TestCompany;
let person: TestSession;
let otherUser: TestSession;
let employer: TestSession;
let admin: TestSession;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Privacy GmbH', departments: ['Ops'] });
  person = await signUp(t.app, origin, company, { age: 57, gender: 'male' });
  otherUser = await signUp(t.app, origin, company);
  employer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, company), 'employer');
  admin = await createAdminWithoutProfile(t.app, origin, t.database, company);
});
afterAll(() => t.cleanup());

type TMethod = 'GET' | 'POST' | 'PATCH';

describe('admin endpoints of issues 7 and 8 and one person’s data', () => {
  it('another user and an employer get 403; an admin gets no personal data', async () => {
    const endpoints: Array<[TMethod, string, Record<string, unknown>?]> = [
      ['GET', '/api/admin/system-status'],
      ['GET', '/api/admin/companies'],
      ['GET', `/api/admin/companies/${company.id}`],
      ['PATCH', `/api/admin/companies/${company.id}`, { timeZone: 'Europe/Berlin' }],
      ['POST', `/api/admin/companies/${company.id}/code`],
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
