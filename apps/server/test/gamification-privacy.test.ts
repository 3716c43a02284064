import { GAMIFICATION_ENDPOINTS, POINT_REASONS } from '@openwell/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, userAchievements, userGoals } from '../src/features/gamification/gamification.tables.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createPrivacyCast, request, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { gamificationServices } from './helpers/gamification-kit.ts';
import { listRoutes } from './helpers/route-list.ts';

/**
 * Points are personal data (issue 10): every gamification endpoint answers for the signed-in employee only (no path,
 * query or body names a person). Another employee of the same company gets their own (empty) figures and cannot
 * change the person's goals or badges; employers (own company or another) and admins are refused (403); no admin or
 * employer endpoint answers with a person's points. Groups are not shown here (leaderboards have their own test).
 */

let t: TestApp;
let origin: string;
let company: TestCompany;
let person: TestSession;
let colleague: TestSession;
let employer: TestSession;
let otherEmployer: TestSession;
let admin: TestSession;
let adminWithProfile: TestSession;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test', WEARABLES_DEMO_MODE: 'true' } });
  origin = t.config.publicUrl;
  ({ company, person, colleague, employer, otherEmployer, admin, adminWithProfile } = await createPrivacyCast(
    t.app,
    origin,
    t.database,
    { company: 'Points Privacy AG', otherCompany: 'Elsewhere GmbH' },
  ));

  // The person's demo data, awarded (the service directly: this app runs no job runner), and goals of their own.
  expect(
    (await request(t.app, origin, { method: 'POST', url: '/api/wearables/demo/sync', session: person })).statusCode,
  ).toBe(200);
  const { gamification } = gamificationServices({
    database: t.database,
    clock: createFixedClock(new Date()),
    logger: createSilentLogger(),
    timeZone: 'UTC',
  });
  await gamification.awardDays({ userId: person.userId, companyId: company.id }, ['2000-01-01']);
  const goals = await request(t.app, origin, {
    method: 'PUT',
    url: '/api/gamification/goals',
    session: person,
    payload: { steps: 11_500, activeMinutes: 55, sleepHours: 8.5 },
  });
  expect(goals.statusCode).toBe(200);
  // Points expire a month after they were earned: the oldest demo days' points expire within the notice period.
  const policy = await request(t.app, origin, {
    method: 'PATCH',
    url: `/api/admin/companies/${company.id}`,
    session: admin,
    payload: { pointsExpiryMonths: 1 },
  });
  expect(policy.statusCode).toBe(200);
});
afterAll(() => t.cleanup());

const personRows = async () => ({
  ledger: await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, person.userId)),
  badges: await t.database.db.select().from(userAchievements).where(eq(userAchievements.userId, person.userId)),
  goals: await t.database.db.select().from(userGoals).where(eq(userGoals.userId, person.userId)),
});

/** Each gamification endpoint as a request with a valid body. */
const gamificationRequests = GAMIFICATION_ENDPOINTS.map((endpoint) => {
  const payload =
    endpoint.operationId === 'updateGoals'
      ? { steps: 6000, activeMinutes: 20, sleepHours: 7 }
      : endpoint.operationId === 'acknowledgeAchievements'
        ? { ids: ['first_sync', 'steps_10k', 'streak_7'] }
        : undefined;
  return { name: endpoint.operationId, method: endpoint.method, url: endpoint.path, payload };
});

describe("one person's points", () => {
  it('the person sees their own points, badges and score', async () => {
    const summary = await request(t.app, origin, { method: 'GET', url: '/api/gamification', session: person });
    expect(summary.json().points.balance).toBeGreaterThan(0);
    expect(summary.json().newAchievements.length).toBeGreaterThan(0);
    expect(summary.json().goals.pending).toMatchObject({ steps: 11_500 });
    const score = await request(t.app, origin, {
      method: 'GET',
      url: '/api/gamification/health-score',
      session: person,
    });
    expect(score.json().score).not.toBeNull();
    const expiry = await request(t.app, origin, {
      method: 'GET',
      url: '/api/gamification/points-expiry',
      session: person,
    });
    expect(expiry.json().months).toBe(1);
    expect(expiry.json().expiringSoon).toBeGreaterThan(0);
    expect(expiry.json().upcoming.length).toBeGreaterThan(0);
  });

  it("another employee gets only their own, empty figures and changes nothing of the person's", async () => {
    const before = await personRows();
    const ordered = [...gamificationRequests].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const { name, method, url, payload } of ordered) {
      const answer = await request(t.app, origin, {
        method: method as 'GET',
        url,
        session: colleague,
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, name).toBeLessThan(300);
      if (name === 'getGamification' || name === 'updateGoals') {
        const body = answer.json();
        expect(body.points).toEqual({ balance: 0, earnedToday: 0, lifetime: 0 });
        expect(body.newAchievements).toEqual([]);
        expect(body.achievements.every((a: { earnedAt: string | null }) => a.earnedAt === null)).toBe(true);
        expect(body.streak).toEqual({ days: 0, best: 0, today: false });
      }
      if (name === 'getPointsHistory') expect(answer.json().entries).toEqual([]);
      if (name === 'getHealthScore') expect(answer.json().score).toBeNull();
      if (name === 'getPointsExpiry') expect(answer.json()).toEqual({ months: 1, expiringSoon: 0, upcoming: [] });
    }
    expect(await personRows()).toEqual(before);
  });

  it('employers (same company or another) and admins get 403 from every gamification endpoint', async () => {
    const before = await personRows();
    for (const session of [employer, otherEmployer, admin, adminWithProfile]) {
      for (const { name, method, url, payload } of gamificationRequests) {
        const answer = await request(t.app, origin, {
          method: method as 'GET',
          url,
          session,
          ...(payload ? { payload } : {}),
        });
        expect(answer.statusCode, `${name} as ${session.email}`).toBe(403);
        expect(answer.json().error.code).toBe('FORBIDDEN');
      }
    }
    expect(await personRows()).toEqual(before);
  });

  it("no admin or employer endpoint answers with a person's points", async () => {
    const { ledger } = await personRows();
    expect(ledger.length).toBeGreaterThan(10);
    const gets = listRoutes(t.app).filter(
      (route) =>
        route.method === 'GET' && route.path.startsWith('/api/') && !route.path.startsWith('/api/gamification'),
    );
    const checked: string[] = [];
    for (const route of gets) {
      if (route.path.includes('*') || route.path === '/api/openapi.json' || route.path.startsWith('/api/docs'))
        continue;
      const url = route.path
        .replace(':companyId', company.id)
        .replace(':userId', person.userId)
        .replace(':departmentId', '00000000-0000-4000-8000-000000000000');
      for (const session of [admin, adminWithProfile, employer]) {
        const answer = await request(t.app, origin, { method: 'GET', url, session });
        checked.push(`${url} ${answer.statusCode}`);
        // Ledger reasons and entry ids are what a leak of entries would carry; badge ids what a leak of badges would.
        for (const reason of POINT_REASONS) expect(answer.body, `${url}: ${reason}`).not.toContain(reason);
        for (const entry of ledger) expect(answer.body, `${url}: an entry`).not.toContain(entry.id);
        expect(answer.body, `${url}: points`).not.toMatch(/"(lifetime|balance|earnedToday|expiringSoon|upcoming)"/);
      }
    }
    expect(checked.filter((line) => line.startsWith('/api/admin/') && line.endsWith(' 200')).length).toBeGreaterThan(5);
  });
});
