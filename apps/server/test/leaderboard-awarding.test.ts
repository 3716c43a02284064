import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { civilToday } from '../src/lib/civil-dates.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { syncDemoData } from '@openwell/contracts';
import { callEndpoint } from './helpers/api-client.ts';
import { createCompany, signUp, type TestSession } from './helpers/accounts-fixtures.ts';
import { ledgerInvariantViolations } from './helpers/gamification-kit.ts';
import { companyBoard, departmentBoard, runLeaderboardRefresh } from './helpers/leaderboard-fixtures.ts';

/**
 * The leaderboards on points the real awarding wrote (issue 10): five employees sync demo data, the award jobs write
 * the ledger and the monthly points, the snapshot is computed; the department's average is this month's earned
 * points of the five, from the ledger, divided by five.
 */

/** The app's and the jobs' clock: one instant in the middle of a month, so that the awarded days and "this month" agree. */
const NOW = new Date('2026-03-16T12:00:00.000Z');

let t: TestApp;
let origin: string;
const people: TestSession[] = [];

/** Waits until every award job sent so far has run. */
async function awardJobsDone(atLeast: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const jobs = await t.jobRunner!.boss.findJobs('gamification.award');
    if (jobs.length >= atLeast && jobs.every((job) => job.state === 'completed')) return;
    if (jobs.some((job) => job.state === 'failed')) throw new Error('an award job failed');
    if (Date.now() > deadline) throw new Error(`award jobs not done: ${jobs.map((job) => job.state).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await buildTestApp({
    clock: createFixedClock(NOW),
    env: { PUBLIC_URL: 'http://wellness.test', WEARABLES_DEMO_MODE: 'true' },
    jobs: true,
  });
  origin = t.config.publicUrl;
  const company = await createCompany(t.database, { name: 'Synced AG', departments: ['Field'] });
  for (let i = 0; i < 5; i += 1) {
    const person = await signUp(t.app, origin, company);
    people.push(person);
    const synced = await callEndpoint(t.app, person, syncDemoData);
    expect(synced.status, synced.raw).toBe(200);
  }
  await awardJobsDone(5);
});
afterAll(() => t.cleanup());

describe('leaderboards on awarded points', () => {
  it("averages this month's earned points of the ledger over the counted members", async () => {
    expect(await ledgerInvariantViolations(t.database)).toEqual([]);
    const month = `${civilToday(NOW, 'UTC').slice(0, 7)}-01`;
    const [{ earned }] = (
      await t.database.db.execute<{ earned: number }>(sql`
        select coalesce(sum(amount), 0)::int as earned from points_ledger
        where reason not in ('redemption', 'redemption_refund', 'expiry') and civil_date >= ${month}::date`)
    ).rows as [{ earned: number }];
    expect(earned).toBeGreaterThan(0);
    await runLeaderboardRefresh(t.app, t.database, NOW);
    const departments = await departmentBoard(t.app, people[0]!);
    expect(departments.body.rows).toEqual([
      expect.objectContaining({ name: 'Field', memberCount: 5, averagePoints: Math.round(earned / 5), own: true }),
    ]);
    const companies = await companyBoard(t.app, people[1]!);
    expect(companies.body.rows).toEqual([
      expect.objectContaining({ name: 'Synced AG', own: true, averagePoints: Math.round(earned / 5) }),
    ]);
  });
});
