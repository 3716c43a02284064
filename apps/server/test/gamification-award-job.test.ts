import {
  INITIAL_BACKFILL_DAYS,
  addDays,
  getGamification,
  getPointsHistory,
  logManualActivity,
  syncDemoData,
} from '@openwell/contracts';
import { DAILY_REASONS, ONE_OFF_AWARDS, RULES } from '@openwell/gamification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardSingletonKey } from '../src/features/gamification/gamification.jobs.ts';
import { pointsLedger } from '../src/features/gamification/gamification.tables.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, signUp, type TestSession } from './helpers/accounts-fixtures.ts';
import { callEndpoint, expectOk } from './helpers/api-client.ts';
import {
  entriesOf,
  expectedAwards,
  gamificationServices,
  ledgerInvariantViolations,
  sumsByAwardKey,
} from './helpers/gamification-kit.ts';

/**
 * The award path end to end (issue 10): a sync (demo data), a logged activity -> the job `gamification.award` on the
 * job runner -> the ledger. The same sync again, and two at once, leave the ledger as it was.
 */

let t: TestApp;
let origin: string;
let person: TestSession;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test', WEARABLES_DEMO_MODE: 'true' }, jobs: true });
  origin = t.config.publicUrl;
  const company = await createCompany(t.database, { name: 'Points AG', departments: ['Ops'] });
  person = await signUp(t.app, origin, company);
});
afterAll(() => t.cleanup());

/** Waits until every award job sent so far has run (at least `atLeast` of them). */
async function awardJobsDone(atLeast: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const jobs = await t.jobRunner!.boss.findJobs('gamification.award');
    if (jobs.length >= atLeast && jobs.every((job) => job.state === 'completed')) return;
    if (jobs.some((job) => job.state === 'failed')) throw new Error('an award job failed');
    if (Date.now() > deadline) throw new Error(`award jobs not done: ${jobs.map((job) => job.state).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sync = () => callEndpoint(t.app, person, syncDemoData);
const summary = async () => expectOk(await callEndpoint(t.app, person, getGamification));

describe('sync -> job -> ledger', () => {
  it('a first sync awards the backfilled days, the tracker connection once, and new badges', async () => {
    expect((await summary()).points).toEqual({
      balance: 0,
      earnedToday: 0,
      goalsToday: 0,
      awardsToday: 0,
      lifetime: 0,
    });
    expect((await sync()).status).toBe(200);
    await awardJobsDone(1);

    const entries = await entriesOf(t.database, person.userId);
    expect(entries.filter((e) => e.reason === 'tracker_connected')).toHaveLength(1);
    expect(entries.filter((e) => e.reason === 'goal_steps').length).toBeGreaterThan(10);
    const after = await summary();
    expect(after.points.balance).toBe(entries.reduce((sum, e) => sum + e.amount, 0));
    expect(after.level.level).toBeGreaterThan(1);
    expect(after.newAchievements).toContain('first_sync');
    expect(await ledgerInvariantViolations(t.database)).toEqual([]);

    // Today's points apart (issue 24): the day's goals within the day cap, the one-off awards on top of it.
    const sumToday = (reasons: readonly string[]) =>
      entries
        .filter((entry) => entry.civilDate === after.date && reasons.includes(entry.reason))
        .reduce((sum, entry) => sum + entry.amount, 0);
    const goals = sumToday(DAILY_REASONS);
    const awards = sumToday(['achievement', 'tracker_connected']);
    expect(awards).toBeGreaterThanOrEqual(ONE_OFF_AWARDS.tracker_connected!);
    expect(after.points).toMatchObject({ goalsToday: goals, awardsToday: awards, earnedToday: goals + awards });
    expect(after.points.goalsToday).toBeLessThanOrEqual(RULES.dayCap);

    const history = await callEndpoint(t.app, person, getPointsHistory, { query: { limit: 5 } });
    expect(history.status).toBe(200);
    expect(history.body.entries).toHaveLength(5);
  });

  it('the same sync again, and two syncs at once, leave the ledger unchanged', async () => {
    const before = await entriesOf(t.database, person.userId);
    const sent = (await t.jobRunner!.boss.findJobs('gamification.award')).length;
    expect((await sync()).status).toBe(200);
    const [a, b] = await Promise.all([sync(), sync()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // The values did not change: no award was needed.
    expect(await t.jobRunner!.boss.findJobs('gamification.award')).toHaveLength(sent);
    // And the award job itself, run again over every day (a retried or repeated job), appends nothing.
    const awardJob = t.app.featureJobs.find((job) => job.id === 'gamification.award')!;
    const payload = { userId: person.userId, companyId: person.company!.id, dates: ['2000-01-01'] };
    const today = { ...payload, dates: [] };
    await Promise.all([
      t.jobRunner!.send(awardJob, payload, { singletonKey: awardSingletonKey(payload) }),
      t.jobRunner!.send(awardJob, today, { singletonKey: awardSingletonKey(today) }),
    ]);
    await awardJobsDone(sent + 2);
    expect(await entriesOf(t.database, person.userId)).toEqual(before);
    expect(await ledgerInvariantViolations(t.database)).toEqual([]);
  });

  it('a logged activity is awarded through the job too', async () => {
    const sent = (await t.jobRunner!.boss.findJobs('gamification.award')).length;
    const before = await t.database.db.select().from(pointsLedger);
    const logged = await callEndpoint(t.app, person, logManualActivity);
    expect(logged.status).toBe(200);
    await awardJobsDone(sent + 1);
    const jobs = await t.jobRunner!.boss.findJobs<{ dates: string[] }>('gamification.award');
    expect(jobs.some((job) => job.data.dates?.length === 1 && job.data.dates[0] === logged.body.date)).toBe(true);
    expect((await t.database.db.select().from(pointsLedger)).length).toBeGreaterThanOrEqual(before.length);

    // Every award key holds what the rules give for the stored days, the logged minutes included.
    const today = logged.body.date as string;
    const { wearables } = gamificationServices({
      database: t.database,
      clock: systemClock,
      logger: createSilentLogger(),
      timeZone: 'UTC',
    });
    const { days } = await wearables.dailyValues(person.userId, { from: addDays(today, -60), to: today });
    expect(days.find((d) => d.date === today)?.activeMinutes).toBeGreaterThanOrEqual(30);
    const expected = expectedAwards({
      days,
      goalsHistory: [],
      from: addDays(today, -(INITIAL_BACKFILL_DAYS - 1)),
      today,
      oneOffs: ['tracker_connected'],
    });
    const held = new Map([...(await sumsByAwardKey(t.database, person.userId))].filter(([, sum]) => sum !== 0));
    expect(held).toEqual(expected.byKey);
    expect(await ledgerInvariantViolations(t.database)).toEqual([]);
  });
});
