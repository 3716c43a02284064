import { CURRENT_ACCEPTANCE, ZCompanyDetailSchema } from '@openwell/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { READ_CACHE_MS } from '../src/features/leaderboard/leaderboard.service.ts';
import { civilToday } from '../src/lib/civil-dates.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { generateEncryptionKey } from '../src/lib/crypto.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { createSeedServices, seedActor } from '../src/seed/scale-seed.ts';
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
import { companyBoard, runLeaderboardRefresh, setMonthlyPoints } from './helpers/leaderboard-fixtures.ts';

/**
 * The companies leaderboard (issue 10): the viewer's own company by name, other companies by name only when they
 * chose to be named (a company setting, default off; admins set it for any company, employers for their own), else
 * "Company {label}"; employee counts in bands; companies with fewer than 5 counted members are not listed.
 */

// Mid-month, whatever the day the suite runs on: no run crosses a month (the cohorts restart with it).
const clock = createFixedClock(new Date('2030-03-14T12:00:00Z'));
const month = `${civilToday(clock.now(), 'UTC').slice(0, 7)}-01`;

let t: TestApp;
let origin: string;
let admin: TestSession;
/** Company -> its members (sessions), by name. */
const people: Record<string, TestSession[]> = {};
const companies: Record<string, TestCompany> = {};

/** A company whose `points.length` members all allow insights and earned these points this month. */
async function companyWith(name: string, points: number[], uncounted = 0): Promise<TestCompany> {
  const company = await createCompany(t.database, { name, departments: ['Team'] });
  companies[name] = company;
  people[name] = [];
  for (const [index, value] of [...points, ...Array<number>(uncounted).fill(0)].entries()) {
    const session = await signUp(t.app, origin, company, {
      consents: { dataProcessing: true, aiTips: false, companyInsights: index < points.length },
    });
    people[name].push(session);
    if (value !== 0) await setMonthlyPoints(t.database, { ...session, companyId: company.id }, month, value);
  }
  return company;
}

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' }, clock });
  origin = t.config.publicUrl;
  await companyWith('Home AG', [400, 400, 400, 400, 400]); // average 400, the viewer's company
  await companyWith('Named Ltd', [900, 900, 900, 900, 900]); // average 900, will choose to be named
  await companyWith('Hidden Name SA', [100, 200, 300, 400, 500, 600]); // average 350, stays anonymous
  await companyWith('Tiny BV', [5_000, 5_000, 5_000, 5_000], 3); // 4 counted (7 members): not listed
  admin = await createAdminWithoutProfile(t.app, origin, t.database, companies['Home AG']!);
  // A larger company: 60 members imported at once (the scale seed's import), 6 of them counted with 200 points each.
  const big = await createCompany(t.database, { name: 'Big Corp', departments: ['Floor'] });
  companies['Big Corp'] = big;
  const services = createSeedServices({
    config: t.config,
    database: t.database,
    logger: createSilentLogger(),
    clock,
    encryptionKey: generateEncryptionKey(),
  });
  const imported = await services.accountsImportService.importEmployees({
    companyId: big.id,
    employees: Array.from({ length: 60 }, (_, i) => ({
      email: `big.${i}@example.com`,
      departmentId: big.departments[0]!.id,
      age: 30,
      gender: 'male' as const,
      language: 'en' as const,
      consents: { dataProcessing: true, aiTips: false, companyInsights: i < 6 },
      acceptedLegalVersions: { ...CURRENT_ACCEPTANCE },
    })),
    password: await services.authService.hashPassword('Big-Corp-Password-1'),
    actor: seedActor({ seed: 0 } as Parameters<typeof seedActor>[0]),
    onExistingEmail: 'fail',
  });
  for (const person of imported.created.slice(0, 6)) {
    await setMonthlyPoints(t.database, { userId: person.userId, companyId: big.id }, month, 200);
  }
});
afterAll(() => t.cleanup());

const viewer = () => people['Home AG']![0]!;
/** A process answers from what it read for READ_CACHE_MS: a change of names shows after that. */
const afterReadCache = () => clock.advance(READ_CACHE_MS);

describe('GET /api/leaderboard/companies', () => {
  it('ranks companies by average points: the own by name, the others anonymised with labels, in bands', async () => {
    const { status, body } = await companyBoard(t.app, viewer());
    expect(status).toBe(200);
    expect(body.rows).toEqual([
      { rank: 1, name: null, label: 1, employeeBand: '5-49', averagePoints: 900, own: false },
      { rank: 2, name: 'Home AG', label: 2, employeeBand: '5-49', averagePoints: 400, own: true },
      { rank: 3, name: null, label: 3, employeeBand: '5-49', averagePoints: 350, own: false },
      { rank: 4, name: null, label: 4, employeeBand: '50-249', averagePoints: 200, own: false },
    ]);
    expect(body.participants).toBe(5 + 5 + 6 + 6);
    expect(body.period.from).toBe(month);
    expect(body.computedAt).toBe(clock.now().toISOString());
  });

  it('does not list a company with 4 counted members, and says that some are hidden', async () => {
    const { body, raw } = await companyBoard(t.app, viewer());
    expect(raw).not.toContain('Tiny BV');
    expect(body.rows.some((row) => row.averagePoints === 5_000)).toBe(false);
    expect(body.hiddenGroups).toBe(true);
    // Its own members see the others, and no row of their own.
    const tiny = await companyBoard(t.app, people['Tiny BV']![0]!);
    expect(tiny.body.rows.some((row) => row.own)).toBe(false);
    expect(tiny.body.rows).toHaveLength(4);
  });

  it('names no other company that did not choose to be named', async () => {
    const { raw } = await companyBoard(t.app, viewer());
    for (const name of ['Named Ltd', 'Hidden Name SA', 'Big Corp']) expect(raw).not.toContain(name);
    const other = await companyBoard(t.app, people['Hidden Name SA']![0]!);
    expect(other.body.rows.find((row) => row.own)).toMatchObject({ name: 'Hidden Name SA', averagePoints: 350 });
    expect(other.raw).not.toContain('Home AG');
  });

  it("names a company whose admin set it to be named (audited), within seconds, to everyone's view", async () => {
    const named = companies['Named Ltd']!;
    const response = await request(t.app, origin, {
      method: 'PATCH',
      url: `/api/admin/companies/${named.id}`,
      session: admin,
      payload: { leaderboardNamed: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZCompanyDetailSchema.parse(response.json()).leaderboardNamed).toBe(true);
    const audit = await t.database.db
      .select({ metadata: auditLog.metadata, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, named.id), eq(auditLog.action, 'company_updated')));
    expect(audit).toEqual([
      { metadata: { fields: ['leaderboardNamed'], leaderboardNamed: true }, actor: admin.userId },
    ]);

    afterReadCache();
    const { body } = await companyBoard(t.app, viewer());
    expect(body.rows[0]).toMatchObject({ name: 'Named Ltd', label: 1, own: false, averagePoints: 900 });
    expect(body.rows.filter((row) => row.name === null)).toHaveLength(2);
  });

  it("lets an employer name their own company and take it back (audited), and no other company's", async () => {
    const company = companies['Hidden Name SA']!;
    const employer = await withRole(t.app, origin, t.database, people['Hidden Name SA']![5]!, 'employer');
    const set = (session: TestSession, leaderboardNamed: boolean) =>
      request(t.app, origin, {
        method: 'PATCH',
        url: '/api/admin/my-company/settings',
        session,
        payload: { leaderboardNamed },
      });
    const on = await set(employer, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ id: company.id, leaderboardNamed: true });
    afterReadCache();
    expect((await companyBoard(t.app, viewer())).body.rows[2]).toMatchObject({ name: 'Hidden Name SA' });
    // The employer is still counted as a member of its company: the figures do not change.
    expect((await companyBoard(t.app, viewer())).body.rows[2]).toMatchObject({ averagePoints: 350 });

    const off = await set(employer, false);
    expect(off.json()).toMatchObject({ leaderboardNamed: false });
    afterReadCache();
    expect((await companyBoard(t.app, viewer())).body.rows[2]).toMatchObject({ name: null, label: 3 });
    const audit = await t.database.db
      .select({ metadata: auditLog.metadata })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company_updated')));
    expect(audit.map((row) => row.metadata)).toEqual([
      { fields: ['leaderboardNamed'], leaderboardNamed: true },
      { fields: ['leaderboardNamed'], leaderboardNamed: false },
    ]);
    // Setting what is already set changes and audits nothing.
    expect((await set(employer, false)).statusCode).toBe(200);
    const again = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company_updated')));
    expect(again).toHaveLength(2);

    // Employees and admins cannot use the employer's endpoint; an employer without a second factor must enrol first.
    expect((await set(viewer(), true)).statusCode).toBe(403);
    expect((await set(admin, true)).statusCode).toBe(403);
    const unenrolled = await withRole(t.app, origin, t.database, people['Home AG']![4]!, 'employer', {
      secondFactor: false,
    });
    const refused = await set(unenrolled, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
  });

  it('shows new points from the next refresh on', async () => {
    for (const person of people['Home AG']!) {
      await setMonthlyPoints(t.database, { ...person, companyId: companies['Home AG']!.id }, month, 1_000);
    }
    expect((await companyBoard(t.app, viewer())).body.rows[1]).toMatchObject({ own: true, averagePoints: 400 });
    await runLeaderboardRefresh(t.app, t.database);
    const { body } = await companyBoard(t.app, viewer());
    expect(body.rows[0]).toMatchObject({ rank: 1, name: 'Home AG', own: true, averagePoints: 1_000, label: 1 });
  });
});
