import { MIN_GROUP_SIZE, addDays } from '@openwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { civilToday } from '../src/lib/civil-dates.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, request, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import {
  companyBoard,
  departmentBoard,
  runLeaderboardRefresh,
  setMonthlyPoints,
  snapshotRowCount,
} from './helpers/leaderboard-fixtures.ts';

/**
 * The departments leaderboard (issue 10): departments of the user's company by the average points their counted
 * members earned this calendar month. Counted: members who allow anonymous company insights. Departments with fewer
 * than MIN_GROUP_SIZE counted members are not listed (hiddenGroups says so); the user's own department is flagged;
 * the first request after a start computes the snapshot, the job keeps it fresh. The anonymity rules (issue 22) show
 * here as: a figure that only one member's points would move stays put; a department someone leaves is withheld.
 */

// Mid-month, whatever the day the suite runs on: no run crosses a month (the cohorts restart with it).
const clock = createFixedClock(new Date('2030-03-14T12:00:00Z'));
const month = `${civilToday(clock.now(), 'UTC').slice(0, 7)}-01`;
const lastMonth = `${addDays(month, -1).slice(0, 7)}-01`;

let t: TestApp;
let origin: string;
let company: TestCompany;
const dept = (name: string) => company.departments.find((d) => d.name === name)!.id;
type TMember = TestSession & { companyId: string };
const members: Record<string, TMember[]> = {};

async function join(department: string, points: number, options: { insights?: boolean } = {}): Promise<TMember> {
  const session = await signUp(t.app, origin, company, {
    departmentId: dept(department),
    consents: { dataProcessing: true, aiTips: false, companyInsights: options.insights ?? true },
  });
  const member = { ...session, companyId: company.id };
  if (points !== 0) await setMonthlyPoints(t.database, member, month, points);
  (members[department] ??= []).push(member);
  return member;
}

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' }, clock });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, {
    name: 'Leaders AG',
    departments: ['Ops', 'Sales', 'Small', 'Shy', 'Empty'],
  });
  // Ops: 6 counted (100..600 points: average 350) and one without the insights consent whose points must not count.
  for (const points of [100, 200, 300, 400, 500, 600]) await join('Ops', points);
  await join('Ops', 10_000, { insights: false });
  // Sales: exactly 5 counted; one of them earned every point: listed, but its figure stays at 0 (the anonymity
  // module's spread rule: a figure moves only when at least 5 members earned and not almost all by one or two).
  for (const points of [100, 0, 0, 0, 0]) await join('Sales', points);
  // Small: 4 counted members with many points: not listed.
  for (let i = 0; i < 4; i += 1) await join('Small', 1_000);
  // Shy: 5 members, only 3 of them counted: not listed either.
  for (let i = 0; i < 5; i += 1) await join('Shy', 500, { insights: i < 3 });
  // Points of last month do not count this month.
  await setMonthlyPoints(t.database, members.Sales![1]!, lastMonth, 9_999);
});
afterAll(() => t.cleanup());

describe('GET /api/leaderboard/departments', () => {
  it('computes the snapshot on the first request when there is none', async () => {
    expect(await snapshotRowCount(t.database)).toBe(0);
    const { status, body } = await departmentBoard(t.app, members.Ops![0]!);
    expect(status).toBe(200);
    expect(body.computedAt).toBe(clock.now().toISOString());
    expect(await snapshotRowCount(t.database)).toBeGreaterThan(0);
  });

  it('ranks departments by the average points of their counted members this month, with counts and ranks', async () => {
    const { body } = await departmentBoard(t.app, members.Ops![0]!);
    expect(body.rows).toEqual([
      { rank: 1, departmentId: dept('Ops'), name: 'Ops', memberCount: 6, averagePoints: 350, own: true },
      { rank: 2, departmentId: dept('Sales'), name: 'Sales', memberCount: 5, averagePoints: 0, own: false },
    ]);
    expect(body.period).toEqual({ from: month, to: civilToday(clock.now(), 'UTC') });
  });

  it('does not list a department with 4 counted members (nor 3 of 5), and says that some are hidden', async () => {
    const { body, raw } = await departmentBoard(t.app, members.Sales![0]!);
    expect(body.rows.map((row) => row.name)).toEqual(['Ops', 'Sales']);
    expect(raw).not.toContain(dept('Small'));
    expect(raw).not.toContain(dept('Shy'));
    expect(body.hiddenGroups).toBe(true);
    expect(MIN_GROUP_SIZE).toBe(5);
  });

  it('flags the own department of whoever asks, none for a member of a hidden department', async () => {
    const sales = await departmentBoard(t.app, members.Sales![2]!);
    expect(sales.body.rows.filter((row) => row.own).map((row) => row.name)).toEqual(['Sales']);
    const small = await departmentBoard(t.app, members.Small![0]!);
    expect(small.body.rows.some((row) => row.own)).toBe(false);
    expect(small.body.rows.map((row) => row.name)).toEqual(['Ops', 'Sales']);
  });

  it('counts as participants only the counted members of listed departments', async () => {
    const { body } = await departmentBoard(t.app, members.Ops![0]!);
    expect(body.participants).toBe(11);
  });

  it('counts members from the next refresh after five allow company insights, and withholds the department when one withdraws', async () => {
    const shy = members.Shy!;
    for (const person of shy.slice(3)) {
      const response = await request(t.app, origin, {
        method: 'PATCH',
        url: '/api/me/consents',
        session: person,
        payload: { companyInsights: true },
      });
      expect(response.statusCode).toBe(200);
    }
    // The snapshot is what the job computed: unchanged until it runs.
    expect((await departmentBoard(t.app, shy[0]!)).body.rows.map((row) => row.name)).toEqual(['Ops', 'Sales']);
    await runLeaderboardRefresh(t.app, t.database);
    const after = await departmentBoard(t.app, shy[0]!);
    expect(after.body.rows[0]).toEqual({
      rank: 1,
      departmentId: dept('Shy'),
      name: 'Shy',
      memberCount: 5,
      averagePoints: 500,
      own: true,
    });
    expect(after.body.participants).toBe(16);

    const response = await request(t.app, origin, {
      method: 'PATCH',
      url: '/api/me/consents',
      session: shy[4]!,
      payload: { companyInsights: false },
    });
    expect(response.statusCode).toBe(200);
    // At once, without the job: the department is withheld for the rest of the month, not shown without them.
    const withdrawn = await departmentBoard(t.app, shy[0]!);
    expect(withdrawn.body.rows.map((row) => row.name)).toEqual(['Ops', 'Sales']);
    expect(withdrawn.body.participants).toBe(11);
    expect(withdrawn.body.withheldGroups).toBe(true);
    // Granting it again does not bring the department back this month.
    await request(t.app, origin, {
      method: 'PATCH',
      url: '/api/me/consents',
      session: shy[4]!,
      payload: { companyInsights: true },
    });
    await runLeaderboardRefresh(t.app, t.database);
    expect((await departmentBoard(t.app, shy[0]!)).body.rows.map((row) => row.name)).toEqual(['Ops', 'Sales']);
  });

  it('gives equal averages the same rank', async () => {
    // Sales gets to an average of 350 like Ops: all five earn, so the figure moves.
    for (const member of members.Sales!) await setMonthlyPoints(t.database, member, month, 350);
    await runLeaderboardRefresh(t.app, t.database);
    const { body } = await departmentBoard(t.app, members.Ops![0]!);
    expect(body.rows.map((row) => [row.name, row.rank, row.averagePoints])).toEqual([
      ['Ops', 1, 350],
      ['Sales', 1, 350],
    ]);
  });

  it("does not let the company's figures reveal a hidden department (complementary suppression)", async () => {
    // Small (4 counted, 1,000 points each) is hidden: the company's own row covers Ops and Sales only.
    const departments = (await departmentBoard(t.app, members.Ops![0]!)).body;
    const companies = (await companyBoard(t.app, members.Ops![0]!)).body;
    const own = companies.rows.find((row) => row.own)!;
    const listedSum = departments.rows.reduce((sum, row) => sum + row.averagePoints * row.memberCount, 0);
    const listedCount = departments.rows.reduce((sum, row) => sum + row.memberCount, 0);
    expect(companies.participants).toBe(listedCount);
    expect(own.averagePoints).toBe(Math.round(listedSum / listedCount));
    expect(own.averagePoints).toBe(Math.round((2_100 + 1_750) / 11));
  });
});

describe('empty states', () => {
  it('answers no rows, no participants and nothing hidden for a company without points or counted members', async () => {
    const quiet = await createCompany(t.database, { name: 'Quiet GmbH', departments: ['Alone'] });
    const person = await signUp(t.app, origin, quiet, {
      consents: { dataProcessing: true, aiTips: false, companyInsights: false },
    });
    const departments = await departmentBoard(t.app, person);
    expect(departments.status).toBe(200);
    expect(departments.body).toMatchObject({
      rows: [],
      participants: null,
      hiddenGroups: false,
      withheldGroups: false,
    });
    expect(departments.body.computedAt).not.toBeNull();
    const companies = await companyBoard(t.app, person);
    expect(companies.body.rows.some((row) => row.own)).toBe(false);
  });

  it('lists a department whose counted members earned nothing yet, at an average of 0', async () => {
    const fresh = await createCompany(t.database, { name: 'Fresh Start SA', departments: ['New'] });
    const people: TestSession[] = [];
    for (let i = 0; i < 5; i += 1) people.push(await signUp(t.app, origin, fresh));
    const { body } = await departmentBoard(t.app, people[0]!);
    expect(body.rows).toEqual([
      { rank: 1, departmentId: fresh.departments[0]!.id, name: 'New', memberCount: 5, averagePoints: 0, own: true },
    ]);
    expect(body.participants).toBe(5);
  });
});
