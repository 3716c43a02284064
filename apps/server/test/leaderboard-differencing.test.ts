import type { TDepartmentRanking } from '@openwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_DISTANCE } from '../src/lib/anonymity/anonymity.ts';
import { civilToday } from '../src/lib/civil-dates.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, request, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import {
  companyBoard,
  departmentBoard,
  runLeaderboardRefresh,
  setMonthlyPoints,
} from './helpers/leaderboard-fixtures.ts';

/**
 * Issue 22: the leaderboards can no longer be differenced. A colleague's monthly points were computed exactly as
 * 6 x the department's old average - 5 x the new one after they withdrew consent, and nearly after someone moved in.
 * Through the HTTP API: the withdrawal, move-in and join attacks, the month's days, department against company, and
 * the withdrawal taking the person off every board at once (no job run, the read cache too). The rules themselves are
 * the anonymity module's (src/lib/anonymity), whose property test plays random sequences of all of this.
 */

// Mid-month, whatever the day the suite runs on: no run crosses a month (the cohorts restart with it).
const clock = createFixedClock(new Date('2030-03-14T12:00:00Z'));
const month = `${civilToday(clock.now(), 'UTC').slice(0, 7)}-01`;
/** The colleague of the issue: 1,810 points this month. */
const VICTIM_POINTS = 1_810;

let t: TestApp;
let origin: string;
type TMember = TestSession & { companyId: string };

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' }, clock });
  origin = t.config.publicUrl;
});
afterAll(() => t.cleanup());

/** A company with these departments, each member with these points this month (all allow company insights). */
async function companyWith(name: string, departments: Record<string, number[]>) {
  const company = await createCompany(t.database, { name, departments: Object.keys(departments) });
  const members: Record<string, TMember[]> = {};
  for (const [department, points] of Object.entries(departments)) {
    members[department] = [];
    for (const value of points) members[department].push(await join(company, department, value));
  }
  return { company, members };
}

async function join(company: TestCompany, department: string, points: number): Promise<TMember> {
  const session = await signUp(t.app, origin, company, {
    departmentId: company.departments.find((d) => d.name === department)!.id,
  });
  const member = { ...session, companyId: company.id };
  if (points !== 0) await setMonthlyPoints(t.database, member, month, points);
  return member;
}

const earn = (member: TMember, total: number) => setMonthlyPoints(t.database, member, month, total);
const withdraw = (member: TMember, granted = false) =>
  request(t.app, origin, {
    method: 'PATCH',
    url: '/api/me/consents',
    session: member,
    payload: { companyInsights: granted },
  });

/** The department's row, by name, or undefined when it is not listed. */
async function row(viewer: TMember, name: string): Promise<TDepartmentRanking | undefined> {
  return (await departmentBoard(t.app, viewer)).body.rows.find((r) => r.name === name);
}
/** The viewer's own company on the companies board: its average (its member count is not published there). */
async function ownCompanyAverage(viewer: TMember): Promise<number | undefined> {
  return (await companyBoard(t.app, viewer)).body.rows.find((r) => r.own)?.averagePoints;
}
/** The estimate: old count x old average - new count x new average (or the other way round). */
const differenceOf = (a: TDepartmentRanking, b: TDepartmentRanking) =>
  Math.abs(a.memberCount * a.averagePoints - b.memberCount * b.averagePoints);

describe('differencing the leaderboards (issue 22)', () => {
  it('withdrawal: the department is withheld at once on every board, so 6 x old - 5 x new cannot be formed', async () => {
    const { members } = await companyWith('Withdraw AG', {
      Six: [VICTIM_POINTS, 202, 202, 202, 202, 202],
      Other: [300, 300, 300, 300, 300],
    });
    const [victim, ...colleagues] = members.Six!;
    const viewer = colleagues[0]!;
    const outsider = (await companyWith('Outside Ltd', { Team: [400, 400, 400, 400, 400] })).members.Team![0]!;
    // The boards as the colleague saw them (and as this process now remembers them: the read cache).
    const before = (await row(viewer, 'Six'))!;
    expect(before).toMatchObject({ memberCount: 6, averagePoints: 470 });
    expect(6 * 470 - 5 * 202).toBe(VICTIM_POINTS); // the attack of the issue, had the board shown 5 x 202 after
    expect(await ownCompanyAverage(viewer)).toBe(Math.round((2_820 + 1_500) / 11));
    const outsiderBefore = (await companyBoard(t.app, outsider)).body;

    expect((await withdraw(victim!)).statusCode).toBe(200);
    // At once: no job run, same instant (the read cache of this process is forgotten too).
    const after = (await departmentBoard(t.app, viewer)).body;
    expect(after.rows.map((r) => r.name)).toEqual(['Other']);
    expect(after.withheldGroups).toBe(true);
    expect(after.participants).toBe(5);
    // The company now covers Other only: the drop is Six's published total, never the victim's points.
    expect(await ownCompanyAverage(viewer)).toBe(300);
    expect(Math.abs(11 * 393 - 5 * 300 - VICTIM_POINTS)).toBeGreaterThanOrEqual(MIN_DISTANCE);
    // Another company's employees get the new companies board at once as well.
    const outsiderAfter = (await companyBoard(t.app, outsider)).body;
    expect(outsiderBefore.rows.map((r) => r.averagePoints)).toContain(393);
    expect(outsiderAfter.rows.map((r) => r.averagePoints)).not.toContain(393);
    expect(outsiderAfter.rows.map((r) => r.averagePoints)).toContain(300);

    // Nor later in the month: the others earn, the victim grants consent again, the job runs.
    for (const colleague of colleagues) await earn(colleague, 600);
    expect((await withdraw(victim!, true)).statusCode).toBe(200);
    await runLeaderboardRefresh(t.app, t.database, clock.now());
    expect(await row(viewer, 'Six')).toBeUndefined();
  });

  it('move-in: the department keeps its figure and count, so 6 x new - 5 x old cannot be formed', async () => {
    const { company, members } = await companyWith('Move AG', {
      Target: [300, 300, 300, 300, 300],
      Source: [VICTIM_POINTS, 202, 202, 202, 202, 202],
    });
    const mover = members.Source![0]!;
    const viewer = members.Target![0]!;
    const before = (await row(viewer, 'Target'))!;
    expect(before).toMatchObject({ memberCount: 5, averagePoints: 300 });
    const moved = await request(t.app, origin, {
      method: 'PATCH',
      url: '/api/me/profile',
      session: mover,
      payload: { departmentId: company.departments.find((d) => d.name === 'Target')!.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // At once: the department they left is withheld; the one they joined is unchanged (they wait for a batch of 5).
    const board = (await departmentBoard(t.app, viewer)).body;
    expect(board.rows.map((r) => [r.name, r.memberCount, r.averagePoints])).toEqual([['Target', 5, 300]]);
    expect(board.withheldGroups).toBe(true);
    // After the job, and after everyone earned more: the figure moves with the five, not with the newcomer.
    for (const member of members.Target!) await earn(member, 600);
    await earn(mover, VICTIM_POINTS + 500);
    await runLeaderboardRefresh(t.app, t.database, clock.now());
    const after = (await row(viewer, 'Target'))!;
    expect(after).toMatchObject({ memberCount: 5, averagePoints: 600 });
    expect(Math.abs(differenceOf(after, before) - VICTIM_POINTS)).toBeGreaterThanOrEqual(MIN_DISTANCE);
  });

  it('join: one newcomer is not counted until five have joined, and then adds nothing of their own alone', async () => {
    const { company, members } = await companyWith('Join AG', { Team: [300, 300, 300, 300, 300] });
    const viewer = members.Team![0]!;
    const before = (await row(viewer, 'Team'))!;
    const newcomer = await join(company, 'Team', VICTIM_POINTS);
    await runLeaderboardRefresh(t.app, t.database, clock.now());
    expect(await row(viewer, 'Team')).toEqual(before);
    // Four more join: a batch of five is admitted at once, their points held until at least five of them move.
    for (let i = 0; i < 4; i += 1) await join(company, 'Team', 0);
    await runLeaderboardRefresh(t.app, t.database, clock.now());
    const after = (await row(newcomer, 'Team'))!;
    expect(after).toMatchObject({ memberCount: 10, averagePoints: 150, own: true });
    expect(Math.abs(differenceOf(after, before) - VICTIM_POINTS)).toBeGreaterThanOrEqual(MIN_DISTANCE);
  });

  it("the month's days: points one member earns alone do not move the figure; a day when all earn does", async () => {
    const { members } = await companyWith('Days AG', { Team: [300, 300, 300, 300, 300] });
    const [alone, ...others] = members.Team!;
    const first = (await row(alone!, 'Team'))!;
    expect(first).toMatchObject({ memberCount: 5, averagePoints: 300 });
    await earn(alone!, 300 + VICTIM_POINTS);
    await runLeaderboardRefresh(t.app, t.database, clock.now());
    expect(await row(alone!, 'Team')).toEqual(first);
    for (const other of others) await earn(other!, 600);
    await runLeaderboardRefresh(t.app, t.database, clock.now());
    const second = (await row(alone!, 'Team'))!;
    expect(second.averagePoints).toBe(Math.round((300 + VICTIM_POINTS + 4 * 600) / 5));
    // The difference is spread over five: not the lone earner's points, even for a colleague who subtracts their own.
    expect(Math.abs(differenceOf(second, first) - VICTIM_POINTS)).toBeGreaterThanOrEqual(MIN_DISTANCE);
    expect(Math.abs(differenceOf(second, first) - 300 - VICTIM_POINTS)).toBeGreaterThanOrEqual(MIN_DISTANCE);
  });

  it('department against company: the company is the sum of its listed departments at every computation', async () => {
    const { members } = await companyWith('Sum AG', {
      Alpha: [400, 400, 400, 400, 400],
      Beta: [500, 500, 500, 500, 500],
      // Four counted members: hidden, and never inside the company's figure.
      Small: [VICTIM_POINTS, VICTIM_POINTS, VICTIM_POINTS, VICTIM_POINTS],
    });
    const viewer = members.Alpha![0]!;
    const check = async () => {
      const departments = (await departmentBoard(t.app, viewer)).body;
      const companies = (await companyBoard(t.app, viewer)).body;
      const count = departments.rows.reduce((sum, r) => sum + r.memberCount, 0);
      const total = departments.rows.reduce((sum, r) => sum + r.memberCount * r.averagePoints, 0);
      expect(companies.rows.find((r) => r.own)?.averagePoints).toBe(Math.round(total / count));
      expect(departments.rows.map((r) => r.name)).not.toContain('Small');
      return { count, total };
    };
    expect(await check()).toEqual({ count: 10, total: 4_500 });
    // One of Small leaves and one of Beta withdraws: the company drops Beta's published total, nothing of Small.
    expect((await withdraw(members.Beta![0]!)).statusCode).toBe(200);
    expect((await withdraw(members.Small![0]!)).statusCode).toBe(200);
    expect(await check()).toEqual({ count: 5, total: 2_000 });
  });
});
