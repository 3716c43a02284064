import { METRICS, WEARABLES_ENDPOINTS, fillPath, addDays } from '@openwell/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { civilToday } from '../src/lib/civil-dates.ts';
import { upsertDailyMetrics } from '../src/features/wearables/wearables.repo.ts';
import { dailyMetrics } from '../src/features/wearables/wearables.tables.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createPrivacyCast, request, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { listRoutes } from './helpers/route-list.ts';

/**
 * One person's health data is theirs alone. The wearables endpoints are for employees and about the signed-in
 * employee only (no path, query or body names a person), so another employee sees their own (empty) data, and
 * employers (of the same company or another) and admins are refused (403). No admin or employer endpoint answers
 * with daily values: every GET route of the admin area is called and its answer searched for them.
 *
 * There are no group figures of health data yet: company insights, which show groups of at least 5 only, arrive
 * with their own issue and bring their own test of small groups.
 */

let t: TestApp;
let origin: string;
let company: TestCompany;
let person: TestSession;
let colleague: TestSession;
let employer: TestSession;
let admin: TestSession;
let adminWithProfile: TestSession;
let otherEmployer: TestSession;
/** A value only the person has (a weigh-in), to search the answers for. */
const MARKER = 71.2345;

beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_URL: 'http://wellness.test', WEARABLES_DEMO_MODE: 'true' },
  });
  origin = t.config.publicUrl;
  ({ company, person, colleague, employer, otherEmployer, admin, adminWithProfile } = await createPrivacyCast(
    t.app,
    origin,
    t.database,
    { company: 'Health Privacy AG', otherCompany: 'Elsewhere Ltd' },
  ));

  // The person's data: demo days, manual minutes, and a weigh-in with a value nobody else has.
  expect(
    (await request(t.app, origin, { method: 'POST', url: '/api/wearables/demo/sync', session: person })).statusCode,
  ).toBe(200);
  expect(
    (await request(t.app, origin, { method: 'POST', url: '/api/wearables/manual-activity', session: person }))
      .statusCode,
  ).toBe(200);
  await upsertDailyMetrics(t.database.db, [
    {
      userId: person.userId,
      companyId: company.id,
      date: addDays(civilToday(new Date(), 'UTC'), -3),
      metric: 'weight',
      source: 'demo',
      value: MARKER,
    },
  ]);
});
afterAll(() => t.cleanup());

const personValues = () =>
  t.database.db
    .select({
      date: dailyMetrics.date,
      metric: dailyMetrics.metric,
      source: dailyMetrics.source,
      value: dailyMetrics.value,
    })
    .from(dailyMetrics)
    .where(eq(dailyMetrics.userId, person.userId));

/** Each wearables endpoint as a request (paths filled, valid bodies). */
const wearablesRequests = WEARABLES_ENDPOINTS.map((endpoint) => {
  const url = fillPath(endpoint.path, { provider: 'google-health' });
  const query = endpoint.operationId === 'getHealthTrend' ? '?days=90' : '';
  const payload =
    endpoint.operationId === 'startWearableAuthorization'
      ? { returnTo: '/dashboard' }
      : endpoint.operationId === 'completeWearableAuthorization'
        ? { state: 'x', code: 'y' }
        : undefined;
  return { name: endpoint.operationId, method: endpoint.method, url: `${url}${query}`, payload };
});

describe("one person's health data", () => {
  it('the person sees their own data', async () => {
    const today = await request(t.app, origin, { method: 'GET', url: '/api/wearables/today', session: person });
    expect(today.json().hasHealthData).toBe(true);
    const trend = await request(t.app, origin, { method: 'GET', url: '/api/wearables/trend?days=30', session: person });
    expect(trend.json().days.some((d: { steps: number | null }) => d.steps !== null)).toBe(true);
  });

  it("another employee of the same company gets only their own, empty data and cannot touch the person's", async () => {
    const before = await personValues();
    // The reads first (the colleague has no data yet), then the writes, which act on the colleague's own.
    const ordered = [...wearablesRequests].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const { name, method, url, payload } of ordered) {
      const answer = await request(t.app, origin, {
        method: method as 'GET',
        url,
        session: colleague,
        ...(payload ? { payload } : {}),
      });
      expect([401, 403], name).not.toContain(answer.statusCode);
      expect(answer.body, name).not.toContain(String(MARKER));
      if (name === 'getWearables') expect(answer.json().connection).toBeNull();
      if (name === 'getHealthToday') {
        expect(answer.json().hasHealthData).toBe(false);
        expect(answer.json().metrics.every((m: { state: string }) => m.state === 'no_data')).toBe(true);
      }
      if (name === 'getHealthTrend') {
        expect(
          answer.json().days.every((d: Record<string, unknown>) => d.steps === null && d.sleepHours === null),
        ).toBe(true);
      }
    }
    // The colleague's "Log activity" went to the colleague; the demo sync and disconnect too (their own demo connection).
    expect(await personValues()).toEqual(before);
  });

  it('employers (same company or another) and admins get 403 from every wearables endpoint', async () => {
    const before = await personValues();
    for (const session of [employer, otherEmployer, admin, adminWithProfile]) {
      for (const { name, method, url, payload } of wearablesRequests) {
        const answer = await request(t.app, origin, {
          method: method as 'GET',
          url,
          session,
          ...(payload ? { payload } : {}),
        });
        expect(answer.statusCode, `${name} as ${session.email}`).toBe(403);
        expect(answer.body).not.toContain(String(MARKER));
      }
    }
    expect(await personValues()).toEqual(before);
  });

  it('no admin or employer endpoint answers with daily values', async () => {
    const values = await personValues();
    // Demo values have at most two decimals, which occur by chance in timestamps and tokens: the marker (four
    // decimals, the person's alone) is what is searched for, with the metric names as JSON keys.
    const specific = values.filter((v) => v.value === MARKER).map((v) => String(v.value));
    expect(specific).toEqual([String(MARKER)]);
    const gets = listRoutes(t.app).filter(
      (route) => route.method === 'GET' && route.path.startsWith('/api/') && !route.path.startsWith('/api/wearables'),
    );
    expect(gets.some((route) => route.path.startsWith('/api/admin/'))).toBe(true);
    const checked: string[] = [];
    for (const route of gets) {
      // Swagger UI files, Better Auth, and the API's description (which names the metrics): no one's data there.
      if (route.path.includes('*') || route.path === '/api/openapi.json' || route.path.startsWith('/api/docs'))
        continue;
      const url = route.path
        .replace(':companyId', company.id)
        .replace(':userId', person.userId)
        .replace(':departmentId', '00000000-0000-4000-8000-000000000000');
      for (const session of [admin, adminWithProfile, employer]) {
        const answer = await request(t.app, origin, { method: 'GET', url, session });
        checked.push(`${url} ${answer.statusCode}`);
        for (const metric of METRICS) expect(answer.body, `${url}: ${metric}`).not.toContain(`"${metric}"`);
        for (const value of specific) expect(answer.body, `${url}: a daily value`).not.toContain(value);
      }
    }
    // The admin area's lists were really answered (not all refused).
    expect(checked.filter((line) => line.startsWith('/api/admin/') && line.endsWith(' 200')).length).toBeGreaterThan(5);
  });
});
