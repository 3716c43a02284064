import { getPointsExpiry, type TPointReason, type TPointsExpiry } from '@openwell/contracts';
import { levelFor } from '@openwell/gamification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/features/companies/companies.tables.ts';
import { EARNING_REASONS, monthOf } from '../src/features/gamification/award-plan.ts';
import { reconcileBalancesJob } from '../src/features/gamification/gamification.jobs.ts';
import { lockState, type TPointsOwner } from '../src/features/gamification/gamification.repo.ts';
import { writeAward } from '../src/features/gamification/ledger.writer.ts';
import { gamificationState, pointsLedger, pointsMonthly } from '../src/features/gamification/gamification.tables.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, request, signUp, type TestSession } from './helpers/accounts-fixtures.ts';
import { capturingLogger, entriesOf, ledgerInvariantViolations } from './helpers/gamification-kit.ts';

/**
 * Point expiry end to end (issue 11, ADR 019): the company's policy (companies, through the port wired in
 * features/services.ts), the daily job `gamification.points.expire` as the app registers it, the ledger, the cached
 * state and the employee's notice. Days are the companies' civil days: at 12:00 UTC on 31 March it is already 1 April
 * in Auckland.
 */

const clock = createFixedClock(new Date('2027-03-31T12:00:00Z'));
let t: TestApp;
let origin: string;
type TPerson = TestSession & TPointsOwner;
const people: Record<string, TPerson> = {};

/** Appends entries as the awards and redemptions would (ledger, monthly points, state), under the person's lock. */
async function addEntries(owner: TPointsOwner, entries: Array<{ date: string; amount: number; reason: TPointReason }>) {
  await t.database.db.transaction(async (tx) => {
    const state = await lockState(tx, owner);
    let balance = state.balance;
    let lifetime = state.lifetimePoints;
    const monthly = new Map<string, number>();
    for (const entry of entries) {
      balance += entry.amount;
      if (EARNING_REASONS.includes(entry.reason)) {
        lifetime += entry.amount;
        monthly.set(monthOf(entry.date), (monthly.get(monthOf(entry.date)) ?? 0) + entry.amount);
      }
    }
    await writeAward(tx, owner, {
      entries: entries.map((entry, i) => ({
        amount: entry.amount,
        reason: entry.reason,
        idempotencyKey: `${entry.reason}:${entry.date}:test${i}`,
        civilDate: entry.date,
        sourceRef: null,
      })),
      achievements: [],
      monthly,
      state: { ...state, balance, lifetimePoints: lifetime, level: levelFor(lifetime).level },
      now: clock.now(),
    });
  });
}

const expireJob = () => {
  const job = t.app.featureJobs.find((candidate) => candidate.id === 'gamification.points.expire');
  if (!job) throw new Error('the expiry job is not registered');
  return job;
};
const runExpiry = () =>
  expireJob().handler({}, { database: t.database, logger: createSilentLogger(), now: () => clock.now() });

const stateOf = async (userId: string) =>
  (await t.database.db.select().from(gamificationState).where(eq(gamificationState.userId, userId)))[0]!;
const expiriesOf = async (userId: string) =>
  (await entriesOf(t.database, userId))
    .filter((entry) => entry.reason === 'expiry')
    .map((entry) => ({ amount: entry.amount, key: entry.idempotencyKey, date: entry.civilDate }));
const noticeOf = async (person: TestSession): Promise<TPointsExpiry> => {
  const response = await request(t.app, origin, { method: 'GET', url: getPointsExpiry.path, session: person });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' }, clock });
  origin = t.config.publicUrl;
  const setup = [
    ['plain', 'UTC', 12],
    ['kiwi', 'Pacific/Auckland', 12],
    ['never', 'UTC', null],
  ] as const;
  const byName: Record<
    string,
    { id: string; code: string; name: string; departments: Array<{ id: string; name: string }> }
  > = {};
  for (const [name, timeZone, months] of setup) {
    const company = await createCompany(t.database, { name });
    await t.database.db
      .update(companies)
      .set({ timeZone, pointsExpiryMonths: months })
      .where(eq(companies.id, company.id));
    byName[name] = company;
  }
  for (const [key, company] of [
    ['spender', 'plain'],
    ['saver', 'plain'],
    ['tomorrow', 'plain'],
    ['kiwi', 'kiwi'],
    ['never', 'never'],
  ] as const) {
    const session = await signUp(t.app, origin, byName[company]!);
    people[key] = { ...session, companyId: byName[company]!.id };
  }
  // Earned 13 months ago (100) and 6 months ago (60); 30 spent: the oldest 30 points were spent, 70 of them are left.
  await addEntries(people.spender!, [
    { date: '2026-02-28', amount: 100, reason: 'goal_steps' },
    { date: '2026-09-30', amount: 60, reason: 'achievement' },
    { date: '2026-10-01', amount: -30, reason: 'redemption' },
  ]);
  // Spent all the old points (50), has newer ones: nothing expires.
  await addEntries(people.saver!, [
    { date: '2026-03-01', amount: 50, reason: 'consistency' },
    { date: '2026-05-01', amount: -50, reason: 'redemption' },
    { date: '2027-01-01', amount: 40, reason: 'goal_sleep' },
  ]);
  // Earned exactly 12 months before tomorrow (UTC): expires tomorrow.
  await addEntries(people.tomorrow!, [{ date: '2026-04-01', amount: 20, reason: 'goal_steps' }]);
  // The same day in Auckland, where tomorrow has begun: expires today.
  await addEntries(people.kiwi!, [{ date: '2026-04-01', amount: 25, reason: 'goal_active_minutes' }]);
  // Years old, but the company's points never expire.
  await addEntries(people.never!, [{ date: '2020-01-01', amount: 500, reason: 'goal_steps' }]);
});
afterAll(() => t.cleanup());

describe('the daily expiry job', () => {
  it('is registered to run daily', () => {
    expect(expireJob().cron).toBe('30 3 * * *');
  });

  it('tells each employee what expires in the next 30 days, from their own points only', async () => {
    expect(await noticeOf(people.spender!)).toEqual({
      months: 12,
      expiringSoon: 70,
      upcoming: [{ date: '2027-03-31', points: 70 }],
    });
    expect(await noticeOf(people.tomorrow!)).toEqual({
      months: 12,
      expiringSoon: 20,
      upcoming: [{ date: '2027-04-01', points: 20 }],
    });
    expect(await noticeOf(people.saver!)).toEqual({ months: 12, expiringSoon: 0, upcoming: [] });
    expect(await noticeOf(people.never!)).toEqual({ months: null, expiringSoon: 0, upcoming: [] });
  });

  it('expires only the unspent part of old points, on each company’s civil day, lifetime points unchanged', async () => {
    const monthlyBefore = await t.database.db.select().from(pointsMonthly);
    const before = await stateOf(people.spender!.userId);
    await runExpiry();

    expect(await expiriesOf(people.spender!.userId)).toEqual([
      { amount: -70, key: 'expiry:2027-03-31', date: '2027-03-31' },
    ]);
    expect(await stateOf(people.spender!.userId)).toMatchObject({
      balance: 60,
      lifetimePoints: before.lifetimePoints,
      level: before.level,
    });
    expect(await expiriesOf(people.kiwi!.userId)).toEqual([
      { amount: -25, key: 'expiry:2027-04-01', date: '2027-04-01' },
    ]);
    expect((await stateOf(people.kiwi!.userId)).balance).toBe(0);
    for (const key of ['saver', 'tomorrow', 'never']) expect(await expiriesOf(people[key]!.userId)).toEqual([]);
    expect((await stateOf(people.never!.userId)).balance).toBe(500);
    // Leaderboards count points earned: expiry does not lower them.
    expect(await t.database.db.select().from(pointsMonthly)).toEqual(monthlyBefore);
    expect(await ledgerInvariantViolations(t.database)).toEqual([]);
    expect(await noticeOf(people.spender!)).toEqual({ months: 12, expiringSoon: 0, upcoming: [] });
  });

  it('writes once however often it runs, also when runs overlap', async () => {
    const count = async () => (await t.database.db.select().from(pointsLedger)).length;
    const before = await count();
    await runExpiry();
    await Promise.all(Array.from({ length: 6 }, () => runExpiry()));
    expect(await count()).toBe(before);
    expect(await ledgerInvariantViolations(t.database)).toEqual([]);
  });

  it('catches the next day’s points on the next day, and the nightly check finds ledger = cache', async () => {
    clock.set(new Date('2027-04-01T12:00:00Z'));
    await Promise.all([runExpiry(), runExpiry(), runExpiry()]);
    expect(await expiriesOf(people.tomorrow!.userId)).toEqual([
      { amount: -20, key: 'expiry:2027-04-01', date: '2027-04-01' },
    ]);
    expect((await stateOf(people.tomorrow!.userId)).balance).toBe(0);
    expect(await expiriesOf(people.spender!.userId)).toHaveLength(1);
    expect(await expiriesOf(people.kiwi!.userId)).toHaveLength(1);

    const captured = capturingLogger();
    await reconcileBalancesJob.handler({}, { database: t.database, logger: captured.logger, now: () => clock.now() });
    expect(captured.lines.filter((line) => line.level >= 50)).toEqual([]);
    for (const person of Object.values(people)) {
      const state = await stateOf(person.userId);
      expect(state.balance).toBeGreaterThanOrEqual(0);
    }
  });

  it('a company without a policy: nothing expires, whatever the age of the points', async () => {
    clock.set(new Date('2031-01-01T12:00:00Z'));
    await runExpiry();
    expect(await expiriesOf(people.never!.userId)).toEqual([]);
    expect((await stateOf(people.never!.userId)).balance).toBe(500);
  });
});
