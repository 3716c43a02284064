import {
  acknowledgeAchievements,
  getGamification,
  getHealthScore,
  getPointsExpiry,
  getPointsHistory,
  syncDemoData,
  updateCompany,
  updateGoals,
} from '@openwell/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, userAchievements, userGoals } from '../src/features/gamification/gamification.tables.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  signUp,
  type TestCompany,
  type TestSession,
} from './helpers/accounts-fixtures.ts';
import { callEndpoint, expectOk } from './helpers/api-client.ts';
import { gamificationServices } from './helpers/gamification-kit.ts';

/**
 * Points are personal data (issue 10): every gamification endpoint answers for the signed-in employee only (no path,
 * query or body names a person). Another employee of the same company gets their own (empty) figures and cannot
 * change the person's goals or badges. That employers (own company or another) and admins are refused (403) and that
 * no endpoint answers a person's points to anyone else is the privacy table's (privacy.test.ts). Groups are not shown
 * here (leaderboards have their own test).
 */

let t: TestApp;
let company: TestCompany;
let person: TestSession;
let colleague: TestSession;

/** One instant for the app and the awarding services, midday mid-month: the synced days are the days awarded. */
const clock = createFixedClock(new Date('2026-03-16T12:00:00.000Z'));

beforeAll(async () => {
  t = await buildTestApp({ clock, env: { PUBLIC_URL: 'http://wellness.test', WEARABLES_DEMO_MODE: 'true' } });
  const origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Points Privacy AG', departments: ['Ops'] });
  person = await signUp(t.app, origin, company);
  colleague = await signUp(t.app, origin, company);
  const admin = await createAdminWithoutProfile(t.app, origin, t.database, company);

  // The person's demo data, awarded (the service directly: this app runs no job runner), and goals of their own.
  expect((await callEndpoint(t.app, person, syncDemoData)).status).toBe(200);
  const { gamification } = gamificationServices({
    database: t.database,
    clock,
    logger: createSilentLogger(),
    timeZone: 'UTC',
  });
  await gamification.awardDays({ userId: person.userId, companyId: company.id }, ['2000-01-01']);
  const goals = await callEndpoint(t.app, person, updateGoals, {
    body: { steps: 11_500, activeMinutes: 55, sleepHours: 8.5 },
  });
  expect(goals.status).toBe(200);
  // Points expire a month after they were earned: the oldest demo days' points expire within the notice period.
  const policy = await callEndpoint(t.app, admin, updateCompany, {
    params: { companyId: company.id },
    body: { pointsExpiryMonths: 1 },
  });
  expect(policy.status).toBe(200);
});
afterAll(() => t.cleanup());

const personRows = async () => ({
  ledger: await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, person.userId)),
  badges: await t.database.db.select().from(userAchievements).where(eq(userAchievements.userId, person.userId)),
  goals: await t.database.db.select().from(userGoals).where(eq(userGoals.userId, person.userId)),
});

describe("one person's points", () => {
  it('the person sees their own points, badges and score', async () => {
    const summary = expectOk(await callEndpoint(t.app, person, getGamification));
    expect(summary.points.balance).toBeGreaterThan(0);
    expect(summary.newAchievements.length).toBeGreaterThan(0);
    expect(summary.goals.pending).toMatchObject({ steps: 11_500 });
    expect(expectOk(await callEndpoint(t.app, person, getHealthScore)).score).not.toBeNull();
    const expiry = expectOk(await callEndpoint(t.app, person, getPointsExpiry));
    expect(expiry.months).toBe(1);
    expect(expiry.expiringSoon).toBeGreaterThan(0);
    expect(expiry.upcoming.length).toBeGreaterThan(0);
  });

  it("another employee gets only their own, empty figures and changes nothing of the person's", async () => {
    const before = await personRows();
    const empty = (body: {
      points: unknown;
      newAchievements: unknown;
      achievements: Array<{ earnedAt: string | null }>;
      streak: unknown;
    }) => {
      expect(body.points).toEqual({ balance: 0, earnedToday: 0, goalsToday: 0, awardsToday: 0, lifetime: 0 });
      expect(body.newAchievements).toEqual([]);
      expect(body.achievements.every((a) => a.earnedAt === null)).toBe(true);
      expect(body.streak).toEqual({ days: 0, best: 0, today: false });
    };
    // The reads first (the colleague has nothing yet), then the writes, which act on the colleague's own.
    empty(expectOk(await callEndpoint(t.app, colleague, getGamification)));
    expect(expectOk(await callEndpoint(t.app, colleague, getHealthScore)).score).toBeNull();
    expect(expectOk(await callEndpoint(t.app, colleague, getPointsHistory)).entries).toEqual([]);
    expect(expectOk(await callEndpoint(t.app, colleague, getPointsExpiry))).toEqual({
      months: 1,
      expiringSoon: 0,
      upcoming: [],
    });
    empty(
      expectOk(
        await callEndpoint(t.app, colleague, updateGoals, { body: { steps: 6000, activeMinutes: 20, sleepHours: 7 } }),
      ),
    );
    const seen = await callEndpoint(t.app, colleague, acknowledgeAchievements, {
      body: { ids: ['first_sync', 'steps_10k', 'streak_7'] },
    });
    expect(seen.status).toBeLessThan(300);
    expect(await personRows()).toEqual(before);
  });
});
