import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles } from '../src/features/accounts/accounts.tables.ts';
import { companies } from '../src/features/companies/companies.tables.ts';
import { pointsLedger, pointsMonthly } from '../src/features/gamification/gamification.tables.ts';
import { demoSeedOf } from '../src/features/wearables/wearables.service.ts';
import { dailyMetrics } from '../src/features/wearables/wearables.tables.ts';
import { demoDay } from '../src/integrations/demo/demo-data.ts';
import {
  addDays,
  getCoachTip,
  getGamification,
  getHealthToday,
  getHealthTrend,
  getMe,
  logManualActivity,
  signUp as signUpEndpoint,
  syncDemoData,
  updateProfile,
} from '@openwell/contracts';
import { createFixedClock } from '../src/lib/clock.ts';
import { createCompany, signUp, signUpBody, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { callEndpoint, signedOut } from './helpers/api-client.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { completeAnswers, questionnaireCalls } from './helpers/questionnaire-kit.ts';

/**
 * The person's own day (issue 22, ADR 022): a company in Europe/Zurich, one person in Pacific/Auckland (UTC+13 in
 * November) and one in Pacific/Honolulu (UTC-10), each active near their midnight, with a fixed clock. What they log
 * and sync lands on their civil date, and today's values, goals, streak, points (day and month), the tip's day and
 * the questionnaire's review date follow it. With the company's zone every date below would be the other day.
 * Changing zone never brings back a day that had begun (no second go at a day), and a day's points stay once.
 */

// 00:30 on 1 December in Auckland (+13); 12:30 on 30 November in Zurich (+1).
const AUCKLAND_NIGHT = new Date('2026-11-30T11:30:00Z');
// 23:30 on 30 November in Honolulu (-10); 10:30 on 1 December in Zurich.
const HONOLULU_NIGHT = new Date('2026-12-01T09:30:00Z');

const clock = createFixedClock(AUCKLAND_NIGHT);
let t: TestApp;
let origin: string;
let company: TestCompany;

beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_URL: 'http://wellness.test', WEARABLES_DEMO_MODE: 'true' },
    clock,
    jobs: true,
  });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Zeitzonen AG', departments: ['Ops'] });
  await t.database.db.update(companies).set({ timeZone: 'Europe/Zurich' }).where(eq(companies.id, company.id));
});
afterAll(() => t.cleanup());

/** Waits until every award job sent so far has run. */
async function awardJobsDone(): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const jobs = await t.jobRunner!.boss.findJobs('gamification.award');
    if (jobs.length > 0 && jobs.every((job) => job.state === 'completed')) return;
    if (jobs.some((job) => job.state === 'failed')) throw new Error('an award job failed');
    if (Date.now() > deadline) throw new Error(`award jobs not done: ${jobs.map((job) => job.state).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ledgerOf = (userId: string) =>
  t.database.db
    .select({ reason: pointsLedger.reason, civilDate: pointsLedger.civilDate, amount: pointsLedger.amount })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
const monthsOf = async (userId: string) =>
  (await t.database.db.select().from(pointsMonthly).where(eq(pointsMonthly.userId, userId))).map((row) => row.month);
const manualDays = async (userId: string) =>
  (
    await t.database.db
      .select({ date: dailyMetrics.date, value: dailyMetrics.value })
      .from(dailyMetrics)
      .where(and(eq(dailyMetrics.userId, userId), eq(dailyMetrics.source, 'manual')))
  ).map((row) => [row.date, Number(row.value)]);

/** Logs activity and checks today's values, goals, streak and points on the person's day. */
async function logActivityOn(person: TestSession, day: string, otherDay: string): Promise<void> {
  const logged = await callEndpoint(t.app, person, logManualActivity);
  expect(logged.status).toBe(200);
  expect(logged.body.date).toBe(day);

  const today = (await callEndpoint(t.app, person, getHealthToday)).body;
  expect(today.date).toBe(day);
  expect(today.manualActiveMinutes).toBe(30);
  expect(today.metrics.find((m: { metric: string }) => m.metric === 'activeMinutes')).toMatchObject({ value: 30 });
  expect(await manualDays(person.userId)).toEqual([[day, 30]]);

  await awardJobsDone();
  const summary = (await callEndpoint(t.app, person, getGamification)).body;
  expect(summary.date).toBe(day);
  // 30 minutes meet the default goal of 30: the streak counts today, and today's points are there.
  expect(summary.goals.today.find((g: { goal: string }) => g.goal === 'activeMinutes')).toMatchObject({ met: true });
  expect(summary.streak).toMatchObject({ days: 1, today: true });
  expect(summary.points.earnedToday).toBeGreaterThan(0);
  const entries = await ledgerOf(person.userId);
  expect(entries.filter((e) => e.reason === 'goal_active_minutes').map((e) => e.civilDate)).toEqual([day]);
  expect(entries.some((e) => e.civilDate === otherDay)).toBe(false);
}

describe('a person in UTC+13 (Pacific/Auckland), in a company in Europe/Zurich', () => {
  let person: TestSession;
  beforeAll(async () => {
    clock.set(AUCKLAND_NIGHT);
    person = await signUp(t.app, origin, company, {
      timeZone: 'Pacific/Auckland',
      consents: { dataProcessing: true, aiTips: true, companyInsights: false },
    });
  });

  it('the zone detected at sign-up is the profile setting; the company zone is shown as what null means', async () => {
    const me = (await callEndpoint(t.app, person, getMe)).body;
    expect(me.profile).toMatchObject({
      timeZone: 'Pacific/Auckland',
      companyTimeZone: 'Europe/Zurich',
      effectiveTimeZone: 'Pacific/Auckland',
    });
  });

  it('logged activity at 00:30 lands on 1 December: today, goals, streak and points (in December) follow', async () => {
    await logActivityOn(person, '2026-12-01', '2026-11-30');
    expect(await monthsOf(person.userId)).toEqual(['2026-12-01']);
  });

  it('a sync reads the tracker through the person’s today', async () => {
    const synced = await callEndpoint(t.app, person, syncDemoData);
    expect(synced.status).toBe(200);
    const days = await t.database.db
      .select({ date: dailyMetrics.date })
      .from(dailyMetrics)
      .where(and(eq(dailyMetrics.userId, person.userId), eq(dailyMetrics.source, 'demo')));
    // The demo person is drawn from the user id, and 3-9 % of their days are gaps without values: the newest day
    // synced is the newest one up to their today (1 December) on which they wore the tracker.
    let lastWorn = '2026-12-01';
    while (demoDay(demoSeedOf(person.userId), lastWorn).length === 0) lastWorn = addDays(lastWorn, -1);
    expect(
      days
        .map((d) => d.date)
        .sort()
        .at(-1),
    ).toBe(lastWorn);
    // The trend lists every day, with values or not: it ends on the person's today, not the company's (30 November).
    const trend = (await callEndpoint(t.app, person, getHealthTrend, { query: { days: '7' } })).body;
    expect(trend.days.at(-1)!.date).toBe('2026-12-01');
  });

  it('the tip is the tip of 1 December', async () => {
    const tip = await callEndpoint(t.app, person, getCoachTip);
    expect(tip.status).toBe(200);
    expect(tip.body.date).toBe('2026-12-01');
  });

  it('the questionnaire is completed on 1 December and due for review on 1 December 2027', async () => {
    const q = questionnaireCalls(t.app);
    expect((await q.submit(person, completeAnswers())).status).toBe(201);
    const card = (await q.profile(person)).body;
    expect(card).toMatchObject({ completedOn: '2026-12-01', reviewDueOn: '2027-12-01', reviewDue: false });
  });
});

describe('a person in UTC-10 (Pacific/Honolulu), in a company in Europe/Zurich', () => {
  let person: TestSession;
  beforeAll(async () => {
    clock.set(HONOLULU_NIGHT);
    person = await signUp(t.app, origin, company, { timeZone: 'Pacific/Honolulu' });
  });

  it('logged activity at 23:30 lands on 30 November: today, goals, streak and points (in November) follow', async () => {
    await logActivityOn(person, '2026-11-30', '2026-12-01');
    expect(await monthsOf(person.userId)).toEqual(['2026-11-01']);
  });
});

describe('changing zone', () => {
  it('keeps the stored days, and never brings back a day that had begun (no second day of points)', async () => {
    clock.set(AUCKLAND_NIGHT);
    const person = await signUp(t.app, origin, company, { timeZone: 'Pacific/Auckland' });
    await logActivityOn(person, '2026-12-01', '2026-11-30');

    // To Honolulu, where it is 01:30 on 30 November: their today stays 1 December until Honolulu reaches it.
    const changed = await callEndpoint(t.app, person, updateProfile, { body: { timeZone: 'Pacific/Honolulu' } });
    expect(changed.status).toBe(200);
    expect(changed.body.profile).toMatchObject({
      timeZone: 'Pacific/Honolulu',
      effectiveTimeZone: 'Pacific/Honolulu',
    });
    const again = await callEndpoint(t.app, person, logManualActivity);
    expect(again.body).toMatchObject({ date: '2026-12-01', manualMinutes: 60 });
    expect((await callEndpoint(t.app, person, getHealthToday)).body.date).toBe('2026-12-01');
    await awardJobsDone();
    const entries = await ledgerOf(person.userId);
    expect(entries.some((e) => e.civilDate === '2026-11-30')).toBe(false);
    // The day's award key holds its points once, whatever zone the runs counted in.
    const daily = entries.filter((e) => e.reason === 'goal_active_minutes');
    expect(new Set(daily.map((e) => e.civilDate))).toEqual(new Set(['2026-12-01']));
    expect((await callEndpoint(t.app, person, getGamification)).body.streak.days).toBe(1);

    // Once Honolulu reaches 2 December, days are counted there.
    clock.set(new Date('2026-12-02T10:30:00Z')); // 00:30 on 2 December in Honolulu
    expect((await callEndpoint(t.app, person, logManualActivity)).body.date).toBe('2026-12-02');

    // Back to the company's zone (null).
    const reset = await callEndpoint(t.app, person, updateProfile, { body: { timeZone: null } });
    expect(reset.body.profile).toMatchObject({ timeZone: null, effectiveTimeZone: 'Europe/Zurich' });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, person.userId));
    expect(row).toMatchObject({ timeZone: null, timeZoneNotBefore: '2026-12-02' });
  });

  it("answers once the company's zone has left the cache (on the embedded database it once hung the server)", async () => {
    clock.set(AUCKLAND_NIGHT);
    const person = await signUp(t.app, origin, company, { timeZone: 'Pacific/Auckland' });
    // The company's zone is cached for a minute (wall time): two minutes later the change reads it again, inside
    // the profile's transaction. Through the database instead of the transaction, PGlite waited for ever.
    const later = Date.now() + 120_000;
    vi.spyOn(Date, 'now').mockImplementation(() => later);
    let reset: Awaited<ReturnType<typeof callEndpoint<typeof updateProfile>>>;
    try {
      reset = await callEndpoint(t.app, person, updateProfile, { body: { timeZone: null } });
    } finally {
      // Restored whatever happens: the worker's next files share this process (isolate: false).
      vi.restoreAllMocks();
    }
    expect(reset.status).toBe(200);
    expect(reset.body.profile).toMatchObject({ timeZone: null, effectiveTimeZone: 'Europe/Zurich' });
    // And the server still answers the next request.
    expect((await callEndpoint(t.app, person, getMe)).status).toBe(200);
  });
});

describe('validation', () => {
  it('an unknown zone is refused with INVALID_TIME_ZONE at sign-up and on the profile', async () => {
    clock.set(AUCKLAND_NIGHT);
    const refused = await callEndpoint(t.app, signedOut(origin), signUpEndpoint, {
      body: { ...signUpBody(company), timeZone: 'Mars/Olympus' },
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('INVALID_TIME_ZONE');

    const person = await signUp(t.app, origin, company);
    const patched = await callEndpoint(t.app, person, updateProfile, { body: { timeZone: 'Europe/Atlantis' } });
    expect(patched.status).toBe(400);
    expect(patched.error?.code).toBe('INVALID_TIME_ZONE');
  });

  it("a detected zone equal to the company's is stored as null (the person follows the company)", async () => {
    const person = await signUp(t.app, origin, company, { timeZone: 'Europe/Zurich' });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, person.userId));
    expect(row!.timeZone).toBeNull();
    expect((await callEndpoint(t.app, person, getMe)).body.profile!.effectiveTimeZone).toBe('Europe/Zurich');
  });
});
