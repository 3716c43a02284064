import { randomUUID } from 'node:crypto';
import { AUDIT_LOG_PAGE_SIZE, createDepartment, listAuditLog, type TAuditLogResponse } from '@openwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type NewAuditLogRow } from '../src/features/audit/audit.tables.ts';
import { authSessions } from '../src/features/auth/auth.tables.ts';
import { callEndpoint, expectOk, signedOut, type ApiSession, type TCallInput } from './helpers/api-client.ts';
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

/** The audit log reader (GET /api/admin/audit, issue 8): platform admins only; filters, paging, names, no secrets. */

let t: TestApp;
let origin: string;
let company: TestCompany;
let admin: TestSession;
let employer: TestSession;
let employee: TestSession;
/**
 * The UTC day before anything was written: the rows the app writes carry the database's time, so "this run's rows"
 * are those from this day to the day of the read (a run across midnight spans two days).
 */
let firstDay: string;
const utcDay = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  firstDay = utcDay();
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Audited GmbH', departments: ['Ops'] });
  admin = await createAdminWithoutProfile(t.app, origin, t.database, company);
  employer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, company), 'employer');
  employee = await signUp(t.app, origin, company);
});
afterAll(() => t.cleanup());

/** GET /api/admin/audit with any query (a test of validation sends filters the contract refuses). */
function read(query: Record<string, string | number>, session: ApiSession = admin) {
  return callEndpoint(t.app, session, listAuditLog, { query } as TCallInput<typeof listAuditLog>);
}

async function readOk(query: Record<string, string | number>): Promise<TAuditLogResponse> {
  return expectOk(await read(query));
}

/** Rows written straight into the table (times and ids chosen by the test; recordAudit is bypassed on purpose). */
async function insertRows(rows: Array<Partial<NewAuditLogRow> & Pick<NewAuditLogRow, 'action'>>): Promise<void> {
  await t.database.db.insert(auditLog).values(rows);
}

describe('the audit log reader', () => {
  it('names actor, subject and company; lists the real rows of a department change', async () => {
    const created = await callEndpoint(t.app, employer, createDepartment, {
      params: { companyId: company.id },
      body: { name: 'Audit trail' },
    });
    expect(created.status, created.raw).toBe(201);

    const log = await readOk({ companyId: company.id, action: 'department_created' });
    expect(log).toMatchObject({ total: 1, page: 1, pageSize: AUDIT_LOG_PAGE_SIZE });
    expect(log.entries[0]).toMatchObject({
      action: 'department_created',
      actor: { id: employer.userId, email: employer.email },
      subject: null,
      company: { id: company.id, name: 'Audited GmbH' },
      metadata: { departmentId: created.body.id, name: 'Audit trail' },
    });

    const signUps = await readOk({ companyId: company.id, action: 'account_created' });
    expect(signUps.entries.map((e) => e.subject?.email)).toEqual(expect.arrayContaining([employee.email]));
  });

  it('shows a deleted account or company as an id without a name, and ids that are no account ids unresolved', async () => {
    const gone = randomUUID();
    const goneCompany = randomUUID();
    await insertRows([
      { action: 'role_changed', actorUserId: gone, subjectUserId: 'not-a-uuid', companyId: goneCompany },
    ]);
    const log = await readOk({ companyId: goneCompany });
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      actor: { id: gone, email: null },
      subject: { id: 'not-a-uuid', email: null },
      company: { id: goneCompany, name: null },
    });
  });

  it('filters by action, company and inclusive UTC days', async () => {
    const target = randomUUID();
    const other = randomUUID();
    await insertRows([
      { action: 'company_updated', companyId: target, createdAt: new Date('2030-12-31T23:59:59.999Z') },
      { action: 'company_updated', companyId: target, createdAt: new Date('2031-01-01T00:00:00.000Z') },
      { action: 'company_suspended', companyId: target, createdAt: new Date('2031-01-01T12:00:00.000Z') },
      { action: 'company_updated', companyId: target, createdAt: new Date('2031-01-02T23:59:59.999Z') },
      { action: 'company_updated', companyId: target, createdAt: new Date('2031-01-03T00:00:00.000Z') },
      { action: 'company_updated', companyId: other, createdAt: new Date('2031-01-01T08:00:00.000Z') },
    ]);
    const times = (log: TAuditLogResponse) => log.entries.map((e) => e.createdAt);

    const oneDay = await readOk({ companyId: target, from: '2031-01-01', to: '2031-01-01' });
    expect(times(oneDay)).toEqual(['2031-01-01T12:00:00.000Z', '2031-01-01T00:00:00.000Z']);
    expect(oneDay.total).toBe(2);

    const twoDays = await readOk({ companyId: target, from: '2031-01-01', to: '2031-01-02' });
    expect(times(twoDays)).toEqual([
      '2031-01-02T23:59:59.999Z',
      '2031-01-01T12:00:00.000Z',
      '2031-01-01T00:00:00.000Z',
    ]);
    expect(times(await readOk({ companyId: target, to: '2030-12-31' }))).toEqual(['2030-12-31T23:59:59.999Z']);
    expect(times(await readOk({ companyId: target, from: '2031-01-03' }))).toEqual(['2031-01-03T00:00:00.000Z']);

    const updates = await readOk({ companyId: target, action: 'company_updated' });
    expect(updates.total).toBe(4);
    expect(updates.entries.every((e) => e.action === 'company_updated' && e.company?.id === target)).toBe(true);
    const suspensions = await readOk({ action: 'company_suspended', from: '2031-01-01', to: '2031-01-01' });
    expect(suspensions.entries.map((e) => e.company?.id)).toEqual([target]);
    // Both companies on 1 January, nothing else that day (every other row of this file is from the test's own time).
    expect((await readOk({ from: '2031-01-01', to: '2031-01-01' })).total).toBe(3);
    // An empty range is no error.
    expect((await readOk({ from: '2031-01-02', to: '2031-01-01' })).total).toBe(0);
  });

  it('pages newest first, AUDIT_LOG_PAGE_SIZE a page, with the total; ties in time never repeat or skip a row', async () => {
    const paged = randomUUID();
    const base = Date.parse('2032-06-01T10:00:00.000Z');
    // 120 rows, three at each instant: the order within an instant comes from the id.
    await insertRows(
      Array.from({ length: 120 }, (_, i) => ({
        action: 'sign_in_succeeded' as const,
        companyId: paged,
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
        metadata: { n: i },
      })),
    );
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await readOk({ companyId: paged, page }));
    expect(pages.map((p) => p.entries.length)).toEqual([50, 50, 20, 0]);
    expect(pages.map((p) => p.total)).toEqual([120, 120, 120, 120]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    const all = pages.flatMap((p) => p.entries);
    expect(new Set(all.map((e) => e.id)).size).toBe(120);
    const instants = all.map((e) => Date.parse(e.createdAt));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    expect(all[0]!.metadata).toMatchObject({ n: expect.any(Number) });
    expect([117, 118, 119]).toContain(all[0]!.metadata.n);
  });

  it('never returns secrets: metadata is sanitised on the way out too, and user agents are not returned', async () => {
    const marked = randomUUID();
    await insertRows([
      {
        action: 'password_reset_completed',
        companyId: marked,
        userAgent: 'SecretAgent/7.0',
        metadata: {
          password: 'hunter22-plain',
          resetToken: 'reset-token-value',
          nested: { code: '918273', kept: 'yes', sessionToken: 'session-token-value' },
          method: 'email',
        },
      },
    ]);
    const response = await read({ companyId: marked });
    expect(response.status).toBe(200);
    const [entry] = response.body.entries;
    expect(entry!.metadata).toEqual({ nested: { kept: 'yes' }, method: 'email' });
    for (const secret of ['hunter22', 'reset-token-value', '918273', 'session-token-value', 'SecretAgent']) {
      expect(response.raw).not.toContain(secret);
    }
    expect(Object.keys(entry!).sort()).toEqual([
      'action',
      'actor',
      'company',
      'createdAt',
      'id',
      'ip',
      'metadata',
      'subject',
    ]);

    // The whole log after real sign-ups and sign-ins: no password and no session token anywhere.
    // (This run's days only: the rows other tests insert carry dates years ahead and would fill the first page.)
    const everything = await read({ from: firstDay, to: utcDay() });
    // The tokens as the clients hold them (the table stores only their hashes, issue 22), and the stored hashes.
    const sessionTokens = [admin, employer, employee].flatMap((session) =>
      session.jar
        .header()
        .split('; ')
        .filter((pair) => pair.startsWith('better-auth.session_token='))
        .map((pair) => decodeURIComponent(pair.slice(pair.indexOf('=') + 1)).split('.')[0]!),
    );
    expect(sessionTokens).toHaveLength(3);
    const storedHashes = (await t.database.db.select({ token: authSessions.token }).from(authSessions)).map(
      (row) => row.token,
    );
    expect(everything.body.total).toBeGreaterThan(5);
    expect(everything.body.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['account_created', 'sign_in_succeeded']),
    );
    for (const secret of [TEST_PASSWORD, ...sessionTokens, ...storedHashes]) {
      expect(everything.raw).not.toContain(secret);
    }
  });

  it('refuses bad filters with VALIDATION_FAILED', async () => {
    const queries: Array<Record<string, string | number>> = [
      { action: 'not_an_action' },
      { companyId: 'nope' },
      { from: '2031-13-01' },
      { to: 'yesterday' },
      { page: 0 },
    ];
    for (const query of queries) {
      const response = await read(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.error?.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for platform admins with a second factor only', async () => {
    for (const session of [employer, employee]) {
      const refused = await read({}, session);
      expect(refused.status).toBe(403);
      expect(refused.error?.code).toBe('FORBIDDEN');
      expect(refused.raw).not.toContain(employee.email);
    }
    const anonymous = await callEndpoint(t.app, signedOut(origin), listAuditLog);
    expect(anonymous.status).toBe(401);

    const unenrolled = await withRole(t.app, origin, t.database, await signUp(t.app, origin, company), 'admin', {
      secondFactor: false,
    });
    const refused = await read({}, unenrolled);
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
  });
});
