import type { WEARABLE_RETURN_PATHS } from '@openwell/contracts';
import {
  completeWearableAuthorization,
  disconnectWearable,
  getHealthToday,
  getHealthTrend,
  getWearables,
  logManualActivity,
  METRICS,
  startWearableAuthorization,
  syncDemoData,
  syncWearable,
  type THealthToday,
  type TMetric,
  type TTrendRange,
  addDays,
} from '@openwell/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoSeedOf } from '../src/features/wearables/wearables.service.ts';
import { demoDay } from '../src/integrations/demo/demo-data.ts';
import { civilToday } from '../src/lib/civil-dates.ts';
import {
  dailyMetrics,
  wearableAuthorizations,
  wearableConnections,
} from '../src/features/wearables/wearables.tables.ts';
import {
  FAKE_GOOGLE_CLIENT_ID,
  FAKE_GOOGLE_CLIENT_SECRET,
  startFakeGoogleHealth,
  type FakeGoogleHealth,
} from '../src/integrations/google-health/fake/index.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { callEndpoint, type TCallInput } from './helpers/api-client.ts';

/**
 * Connecting Fitbit (google-health) end to end against the local fake of Google OAuth and the Google Health API:
 * start -> consent at the fake (no browser: it redirects at once) -> complete with code and state -> tokens sealed
 * at rest -> first sync; the state's checks; consent denied and partial consent; disconnect (revocation at the fake,
 * the provider's values deleted, manual ones kept); manual activity's cap; demo data and the trend ranges.
 * The first sync and "sync now" run through the sync engine (wearables.sync.ts; its own tests cover leases, refresh
 * and back-off).
 */

const PUBLIC_URL = 'http://wellness.test';
const REDIRECT_URI = `${PUBLIC_URL}/auth/fitbit/callback`;
/**
 * The afternoon (in UTC, the company's and the Fitbit accounts' zone): the fake serves today as far as it has gone,
 * as Google does, and by 14:00 the day has steps, the night's sleep and the daily summaries.
 */
const clock = createFixedClock(new Date('2026-11-20T14:00:00Z'));
const today = () => civilToday(clock.now(), 'UTC');

let fake: FakeGoogleHealth;
let t: TestApp;
let company: TestCompany;
let fakeUserSeq = 0;

beforeAll(async () => {
  fake = await startFakeGoogleHealth({
    clock,
    clients: [
      { clientId: FAKE_GOOGLE_CLIENT_ID, clientSecret: FAKE_GOOGLE_CLIENT_SECRET, redirectUris: [REDIRECT_URI] },
    ],
  });
  t = await buildTestApp({
    clock,
    env: {
      PUBLIC_URL,
      WEARABLES_DEMO_MODE: 'true',
      GOOGLE_HEALTH_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_HEALTH_CLIENT_SECRET: FAKE_GOOGLE_CLIENT_SECRET,
      GOOGLE_OAUTH_AUTHORIZE_URL: fake.authorizeUrl,
      GOOGLE_OAUTH_TOKEN_URL: fake.tokenUrl,
      GOOGLE_OAUTH_REVOKE_URL: fake.revokeUrl,
      GOOGLE_HEALTH_API_URL: fake.url,
    },
  });
  company = await createCompany(t.database);
});
afterAll(async () => {
  await t.cleanup();
  await fake.stop();
});
beforeEach(() => {
  fake.state.consent = {};
});

/** A new employee, and a Fitbit account at the fake with 40 days of history in UTC (the company's zone). */
async function newPerson(): Promise<{ session: TestSession; fakeUserId: string }> {
  const session = await signUp(t.app, PUBLIC_URL, company);
  fakeUserSeq += 1;
  const fakeUserId = `fitbit-user-${fakeUserSeq}`;
  fake.state.addUser({ healthUserId: fakeUserId, timeZone: 'UTC' });
  fake.state.seedHistory(fakeUserId, { days: 40, endDate: today() });
  return { session, fakeUserId };
}

const GOOGLE_HEALTH = { provider: 'google-health' } as const;
const start = (session: TestSession, returnTo: (typeof WEARABLE_RETURN_PATHS)[number] = '/dashboard') =>
  callEndpoint(t.app, session, startWearableAuthorization, { params: GOOGLE_HEALTH, body: { returnTo } });
/** The callback's query as the web page passes it on: code and state, or error and state. */
const complete = (session: TestSession, body: Record<string, string>) =>
  callEndpoint(t.app, session, completeWearableAuthorization, {
    params: GOOGLE_HEALTH,
    body: body as TCallInput<typeof completeWearableAuthorization>['body'],
  });

/** The browser at the fake's consent page: where it is sent back to (code and state, or error and state). */
async function consent(authorizationUrl: string, extra: Record<string, string>): Promise<URL> {
  const url = new URL(authorizationUrl);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

/** Start, consent as `fakeUserId` (optionally granting only some scopes), complete. */
async function connect(session: TestSession, fakeUserId: string, extra: Record<string, string> = {}) {
  const started = await start(session);
  expect(started.status).toBe(200);
  const back = await consent(started.body.authorizationUrl, { fake_user: fakeUserId, ...extra });
  return complete(session, { state: back.searchParams.get('state')!, code: back.searchParams.get('code')! });
}

const connectionOf = async (userId: string) =>
  (await t.database.db.select().from(wearableConnections).where(eq(wearableConnections.userId, userId)))[0];
const valuesOf = (userId: string) => t.database.db.select().from(dailyMetrics).where(eq(dailyMetrics.userId, userId));
const metricState = (body: { metrics: Array<{ metric: TMetric; state: string; value: number | null }> }) =>
  Object.fromEntries(body.metrics.map((m) => [m.metric, m.state]));

describe('connecting Fitbit (OAuth with PKCE against the fake)', () => {
  it('round trip: S256 challenge and state, tokens sealed at rest, first sync fills today', async () => {
    const { session, fakeUserId } = await newPerson();
    const started = await start(session, '/onboarding');
    expect(started.status).toBe(200);
    const authorizationUrl = new URL(started.body.authorizationUrl);
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(fake.authorizeUrl);
    const params = authorizationUrl.searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(params.get('client_id')).toBe(FAKE_GOOGLE_CLIENT_ID);
    // Only a hash of the state is stored, and the verifier is sealed.
    const [pending] = await t.database.db
      .select()
      .from(wearableAuthorizations)
      .where(eq(wearableAuthorizations.userId, session.userId));
    expect(pending!.stateHash).not.toBe(params.get('state'));
    expect(pending!.stateHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending!.returnTo).toBe('/onboarding');

    const back = await consent(authorizationUrl.toString(), { fake_user: fakeUserId });
    expect(back.searchParams.get('state')).toBe(params.get('state'));
    const completed = await complete(session, {
      state: back.searchParams.get('state')!,
      code: back.searchParams.get('code')!,
    });
    expect(completed.status).toBe(200);
    const body = completed.body;
    expect(body.returnTo).toBe('/onboarding');
    expect(body.firstSync.outcome).toBe('synced');
    expect(body.firstSync.stored).toBeGreaterThan(100);
    expect(body.firstSync.connection).toMatchObject({
      provider: 'google-health',
      status: 'connected',
      grantedScopes: ['activity_and_fitness', 'health_metrics_and_measurements', 'sleep'],
    });
    expect(body.firstSync.connection.sync).toMatchObject({ status: 'succeeded', lastError: null });
    // The round trip is gone (single use).
    expect(
      await t.database.db
        .select()
        .from(wearableAuthorizations)
        .where(eq(wearableAuthorizations.userId, session.userId)),
    ).toEqual([]);

    // Tokens at rest: sealed, no plain token anywhere in the row.
    const row = await connectionOf(session.userId);
    const issued = [...fake.state.accessTokens.values(), ...fake.state.refreshTokens.values()]
      .filter((token) => token.userId === fakeUserId)
      .map((token) => token.token);
    expect(issued.length).toBeGreaterThanOrEqual(2);
    expect(row!.accessToken).toBeTruthy();
    expect(row!.refreshToken).toBeTruthy();
    const stored = JSON.stringify(row);
    for (const token of issued) expect(stored).not.toContain(token);

    const status = await callEndpoint(t.app, session, getWearables);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      availableProviders: ['google-health', 'demo'],
      demoMode: true,
      connection: { provider: 'google-health', status: 'connected', sync: { status: 'succeeded' } },
    });
    const todayBody = (await callEndpoint(t.app, session, getHealthToday)).body;
    expect(todayBody.date).toBe(today());
    expect(todayBody.source).toBe('google-health');
    expect(todayBody.hasHealthData).toBe(true);
    expect(todayBody.metrics.map((m: { metric: string }) => m.metric)).toEqual([...METRICS]);
    expect(metricState(todayBody).steps).toBe('value');
  });

  it("refuses an unknown, reused, expired or another user's state; two completions race to one", async () => {
    const ann = await newPerson();
    const ben = await newPerson();
    const started = await start(ann.session);
    const back = await consent(started.body.authorizationUrl, { fake_user: ann.fakeUserId });
    const state = back.searchParams.get('state')!;
    const code = back.searchParams.get('code')!;

    const unknown = await complete(ann.session, { state: 'not-a-state-we-issued', code });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('WEARABLE_AUTHORIZATION_INVALID');
    // Ben cannot use Ann's state (and does not burn it).
    const stolen = await complete(ben.session, { state, code });
    expect(stolen.error?.code).toBe('WEARABLE_AUTHORIZATION_INVALID');
    expect(await connectionOf(ben.session.userId)).toBeUndefined();

    const [first, second] = await Promise.all([
      complete(ann.session, { state, code }),
      complete(ann.session, { state, code }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect([first, second].find((r) => r.status === 400)!.error?.code).toBe('WEARABLE_AUTHORIZATION_INVALID');
    const reused = await complete(ann.session, { state, code });
    expect(reused.error?.code).toBe('WEARABLE_AUTHORIZATION_INVALID');

    // Expired: 10 minutes to come back.
    const late = await start(ben.session);
    const lateBack = await consent(late.body.authorizationUrl, { fake_user: ben.fakeUserId });
    clock.advance(10 * 60_000 + 1000);
    const expired = await complete(ben.session, {
      state: lateBack.searchParams.get('state')!,
      code: lateBack.searchParams.get('code')!,
    });
    expect(expired.status).toBe(400);
    expect(expired.error?.code).toBe('WEARABLE_AUTHORIZATION_INVALID');
    expect(await connectionOf(ben.session.userId)).toBeUndefined();
  });

  it('a code the provider refuses (wrong verifier, used code) is an invalid authorization', async () => {
    const { session, fakeUserId } = await newPerson();
    const one = await start(session);
    const two = await start(session);
    const backOne = await consent(one.body.authorizationUrl, { fake_user: fakeUserId });
    const backTwo = await consent(two.body.authorizationUrl, { fake_user: fakeUserId });
    // The code of round trip one with the state (and so the verifier) of round trip two: Google says invalid_grant.
    const mixed = await complete(session, {
      state: backTwo.searchParams.get('state')!,
      code: backOne.searchParams.get('code')!,
    });
    expect(mixed.status).toBe(400);
    expect(mixed.error?.code).toBe('WEARABLE_AUTHORIZATION_INVALID');
    expect(await connectionOf(session.userId)).toBeUndefined();
  });

  it('consent denied at the provider: nothing is connected', async () => {
    const { session, fakeUserId } = await newPerson();
    const started = await start(session);
    const back = await consent(started.body.authorizationUrl, { fake_user: fakeUserId, fake_deny: '1' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    const denied = await complete(session, { state: back.searchParams.get('state')!, error: 'access_denied' });
    expect(denied.status).toBe(400);
    expect(denied.error?.code).toBe('WEARABLE_CONSENT_DENIED');
    expect(await connectionOf(session.userId)).toBeUndefined();
    expect((await callEndpoint(t.app, session, getWearables)).body.connection).toBeNull();
  });

  it('partial consent (activity only): activity arrives, sleep and body metrics are "not shared"', async () => {
    const { session, fakeUserId } = await newPerson();
    const completed = await connect(session, fakeUserId, { fake_grant: 'activity_and_fitness.readonly' });
    expect(completed.status).toBe(200);
    expect(completed.body.firstSync.connection.grantedScopes).toEqual(['activity_and_fitness']);
    const states = metricState((await callEndpoint(t.app, session, getHealthToday)).body);
    expect(states).toMatchObject({
      steps: 'value',
      distance: 'value',
      calories: 'value',
      sleepHours: 'not_shared',
      heartRate: 'not_shared',
      weight: 'not_shared',
      bodyFat: 'not_shared',
      oxygenSaturation: 'not_shared',
      respirationRate: 'not_shared',
      temperature: 'not_shared',
    });
    const stored = new Set((await valuesOf(session.userId)).map((v) => v.metric));
    expect(stored.has('steps')).toBe(true);
    expect(stored.has('sleepHours')).toBe(false);
    expect(stored.has('weight')).toBe(false);
  });

  it('sharing more later (consent again, sleep ticked): the sleep of the whole backfill arrives (issue 24)', async () => {
    const { session, fakeUserId } = await newPerson();
    expect((await connect(session, fakeUserId, { fake_grant: 'activity_and_fitness.readonly' })).status).toBe(200);
    expect((await connectionOf(session.userId))!.syncedThrough).not.toBeNull();
    const sleepDays = async () =>
      new Set((await valuesOf(session.userId)).filter((v) => v.metric === 'sleepHours').map((v) => v.date));
    expect((await sleepDays()).size).toBe(0);

    const more = await connect(session, fakeUserId, {
      fake_grant: 'activity_and_fitness.readonly sleep.readonly',
    });
    expect(more.status).toBe(200);
    expect(more.body.firstSync.connection.grantedScopes).toEqual(['activity_and_fitness', 'sleep']);
    // Not only the days since the last sync: the newly shared sleep of last week is there, for the health score.
    const nights = await sleepDays();
    expect(nights.size).toBeGreaterThan(20);
    for (let ago = 1; ago <= 7; ago++) expect(nights.has(addDays(today(), -ago)), `${ago} days ago`).toBe(true);

    // The same consent again (nothing more shared) starts where the last sync ended, as any sync does.
    const again = await connect(session, fakeUserId, { fake_grant: 'activity_and_fitness.readonly sleep.readonly' });
    expect(again.status).toBe(200);
    expect(again.body.firstSync.stored).toBeLessThan(more.body.firstSync.stored / 3);
  });

  it('one tracker at a time: connecting Fitbit while demo data is connected is refused; reconnecting Fitbit is not', async () => {
    const { session, fakeUserId } = await newPerson();
    expect((await callEndpoint(t.app, session, syncDemoData)).status).toBe(200);
    const refused = await start(session);
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('WEARABLE_ALREADY_CONNECTED');
    expect((await callEndpoint(t.app, session, disconnectWearable)).status).toBe(204);

    expect((await connect(session, fakeUserId)).status).toBe(200);
    const demo = await callEndpoint(t.app, session, syncDemoData);
    expect(demo.status).toBe(409);
    expect(demo.error?.code).toBe('WEARABLE_ALREADY_CONNECTED');
    // Reconnecting the same provider (as after "needs reconnecting") is allowed and keeps one connection.
    expect((await connect(session, fakeUserId)).status).toBe(200);
    expect(
      await t.database.db.select().from(wearableConnections).where(eq(wearableConnections.userId, session.userId)),
    ).toHaveLength(1);
  });
});

describe('syncing now', () => {
  it('needs a connection; a dead grant needs reconnecting', async () => {
    const { session, fakeUserId } = await newPerson();
    const none = await callEndpoint(t.app, session, syncWearable);
    expect(none.status).toBe(409);
    expect(none.error?.code).toBe('WEARABLE_NOT_CONNECTED');

    expect((await connect(session, fakeUserId)).status).toBe(200);
    const synced = await callEndpoint(t.app, session, syncWearable);
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ outcome: 'synced', connection: { status: 'connected' } });

    // The user revokes the app at Google: the next sync finds the grant dead.
    const token = [...fake.state.refreshTokens.values()].find((r) => r.userId === fakeUserId)!.token;
    fake.state.revoke(token);
    const dead = await callEndpoint(t.app, session, syncWearable);
    expect(dead.status).toBe(409);
    expect(dead.error?.code).toBe('WEARABLE_RECONNECT_REQUIRED');
    expect((await callEndpoint(t.app, session, getWearables)).body.connection?.status).toBe('needs_reconnect');
    const again = await callEndpoint(t.app, session, syncWearable);
    expect(again.error?.code).toBe('WEARABLE_RECONNECT_REQUIRED');
    // Connecting again repairs it.
    expect((await connect(session, fakeUserId)).status).toBe(200);
    expect((await callEndpoint(t.app, session, getWearables)).body.connection?.status).toBe('connected');
  });
});

describe('disconnecting', () => {
  it("revokes at the provider, deletes that provider's values and keeps the manual ones", async () => {
    const { session, fakeUserId } = await newPerson();
    expect((await connect(session, fakeUserId)).status).toBe(200);
    expect((await callEndpoint(t.app, session, logManualActivity)).status).toBe(200);
    expect((await valuesOf(session.userId)).filter((v) => v.source === 'google-health').length).toBeGreaterThan(100);
    const revokesBefore = fake.state.requests.filter((r) => r.path.includes('/revoke')).length;

    const response = await callEndpoint(t.app, session, disconnectWearable);
    expect(response.status).toBe(204);
    expect(fake.state.wasCalled('POST', '/revoke')).toBe(true);
    expect(fake.state.requests.filter((r) => r.path.includes('/revoke')).length).toBe(revokesBefore + 1);
    // Google revokes the whole grant: every token of this user at the fake is dead.
    const tokens = [...fake.state.refreshTokens.values(), ...fake.state.accessTokens.values()].filter(
      (token) => token.userId === fakeUserId,
    );
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((token) => token.revoked)).toBe(true);

    const left = await valuesOf(session.userId);
    expect(left.map((v) => [v.source, v.metric, v.value])).toEqual([['manual', 'activeMinutes', 30]]);
    expect(await connectionOf(session.userId)).toBeUndefined();
    expect((await callEndpoint(t.app, session, getWearables)).body.connection).toBeNull();
    const again = await callEndpoint(t.app, session, disconnectWearable);
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('WEARABLE_NOT_CONNECTED');
  });

  it('an unreachable provider leaves everything in place, so the user can try again', async () => {
    const { session, fakeUserId } = await newPerson();
    expect((await connect(session, fakeUserId)).status).toBe(200);
    const before = (await valuesOf(session.userId)).length;
    fake.state.injectFault({ path: '/revoke', status: 503 });
    const failed = await callEndpoint(t.app, session, disconnectWearable);
    expect(failed.status).toBe(502);
    expect(failed.error?.code).toBe('WEARABLE_PROVIDER_FAILED');
    expect(await connectionOf(session.userId)).toBeDefined();
    expect((await valuesOf(session.userId)).length).toBe(before);

    expect((await callEndpoint(t.app, session, disconnectWearable)).status).toBe(204);
    expect(await valuesOf(session.userId)).toEqual([]);
  });

  it('disconnecting demo data deletes only the demo values', async () => {
    const session = await signUp(t.app, PUBLIC_URL, company);
    expect((await callEndpoint(t.app, session, syncDemoData)).status).toBe(200);
    expect((await callEndpoint(t.app, session, logManualActivity)).status).toBe(200);
    expect((await callEndpoint(t.app, session, disconnectWearable)).status).toBe(204);
    const left = await valuesOf(session.userId);
    expect(left.map((v) => v.source)).toEqual(['manual']);
  });
});

describe('"Log activity" (manual active minutes)', () => {
  it('adds 30 minutes a time up to 180 a day, then says the limit is reached', async () => {
    const session = await signUp(t.app, PUBLIC_URL, company);
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const response = await callEndpoint(t.app, session, logManualActivity);
      expect(response.status).toBe(200);
      answers.push(response.body);
    }
    expect(answers.map((a) => [a.manualMinutes, a.remainingMinutes])).toEqual([
      [30, 150],
      [60, 120],
      [90, 90],
      [120, 60],
      [150, 30],
      [180, 0],
    ]);
    expect(answers[0]!.date).toBe(today());
    const over = await callEndpoint(t.app, session, logManualActivity);
    expect(over.status).toBe(409);
    expect(over.error?.code).toBe('MANUAL_ACTIVITY_LIMIT_REACHED');
    const todayBody = JSON.parse((await callEndpoint(t.app, session, getHealthToday)).raw) as THealthToday;
    expect(todayBody.manualActiveMinutes).toBe(180);
    expect(todayBody.metrics.find((m: { metric: string }) => m.metric === 'activeMinutes')).toEqual({
      metric: 'activeMinutes',
      state: 'value',
      value: 180,
    });
    expect(todayBody.source).toBeNull();
  });

  it('never exceeds the cap under concurrent requests', async () => {
    const session = await signUp(t.app, PUBLIC_URL, company);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => callEndpoint(t.app, session, logManualActivity)),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(6);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(4);
    const rows = await t.database.db
      .select()
      .from(dailyMetrics)
      .where(and(eq(dailyMetrics.userId, session.userId), eq(dailyMetrics.source, 'manual')));
    expect(rows.map((r) => r.value)).toEqual([180]);
  });

  it("adds the manual minutes to the tracker's active minutes of the day", async () => {
    const { session, fakeUserId } = await newPerson();
    expect((await connect(session, fakeUserId)).status).toBe(200);
    const [tracked] = await t.database.db
      .select()
      .from(dailyMetrics)
      .where(
        and(
          eq(dailyMetrics.userId, session.userId),
          eq(dailyMetrics.date, today()),
          eq(dailyMetrics.metric, 'activeMinutes'),
          eq(dailyMetrics.source, 'google-health'),
        ),
      );
    expect(tracked).toBeDefined();
    expect((await callEndpoint(t.app, session, logManualActivity)).status).toBe(200);
    const todayBody = (await callEndpoint(t.app, session, getHealthToday)).body;
    expect(todayBody.metrics.find((m: { metric: string }) => m.metric === 'activeMinutes')!.value).toBe(
      tracked!.value + 30,
    );
    const trend = (await callEndpoint(t.app, session, getHealthTrend, { query: { days: '7' } })).body;
    expect(trend.days.at(-1)!.activeMinutes).toBe(tracked!.value + 30);
    expect(trend.sources).toEqual(['google-health', 'manual']);
  });
});

describe('demo data', () => {
  it('fills 30 days of all 13 metrics; the trend shows 7, 30 and 90 days ending today', async () => {
    const session = await signUp(t.app, PUBLIC_URL, company);
    const empty = (await callEndpoint(t.app, session, getHealthToday)).body;
    expect(empty.hasHealthData).toBe(false);
    expect(empty.metrics.every((m: { state: string }) => m.state === 'no_data')).toBe(true);

    const synced = await callEndpoint(t.app, session, syncDemoData);
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({
      outcome: 'synced',
      connection: {
        provider: 'demo',
        status: 'connected',
        grantedScopes: ['activity_and_fitness', 'health_metrics_and_measurements', 'sleep'],
      },
    });
    const values = await valuesOf(session.userId);
    const days = [...new Set(values.map((v) => v.date))].sort();
    // Every metric the demo person has on those days: all 13, except the fitness estimate (cardioScore), which is
    // updated about once a week and, for a person drawn from the user id, may be missing from a month.
    const seed = demoSeedOf(session.userId);
    const expected = new Set(days.flatMap((date) => demoDay(seed, date).map((value) => value.metric)));
    expect(new Set(values.map((v) => v.metric))).toEqual(expected);
    expect(METRICS.filter((metric) => metric !== 'cardioScore' && !expected.has(metric))).toEqual([]);
    expect(days.length).toBeGreaterThan(20);
    expect(days.length).toBeLessThanOrEqual(30);
    expect(days.at(-1)! <= today()).toBe(true);

    const todayBody = (await callEndpoint(t.app, session, getHealthToday)).body;
    expect(todayBody.hasHealthData).toBe(true);
    expect(todayBody.source).toBe('demo');

    // The trend shows exactly the stored days (demo data leaves some days out, at random per person).
    const stepsByDate = new Map(values.filter((v) => v.metric === 'steps').map((v) => [v.date, v.value]));
    for (const range of ['7', '30', '90'] as const) {
      const response = await callEndpoint(t.app, session, getHealthTrend, { query: { days: range } });
      expect(response.status).toBe(200);
      const trend = response.body;
      expect(trend.days).toHaveLength(Number(range));
      expect(trend.to).toBe(today());
      expect(trend.days[0]!.date).toBe(trend.from);
      expect(trend.days.at(-1)!.date).toBe(today());
      expect(trend.sources).toEqual(['demo']);
      const days = trend.days as Array<{ date: string; steps: number | null }>;
      expect(days.map((d) => d.steps)).toEqual(days.map((d) => stepsByDate.get(d.date) ?? null));
      expect(days.some((d) => d.steps !== null)).toBe(true);
    }
    // The 90-day range: the days before the 30-day backfill are empty, not invented.
    const ninety = (await callEndpoint(t.app, session, getHealthTrend, { query: { days: '90' } })).body;
    expect(ninety.days.slice(0, 60).every((d: { steps: number | null }) => d.steps === null)).toBe(true);
    const bad = await callEndpoint(t.app, session, getHealthTrend, { query: { days: '14' as TTrendRange } });
    expect(bad.status).toBe(400);
  });

  it('syncing again changes nothing (the same person always gets the same days)', async () => {
    const session = await signUp(t.app, PUBLIC_URL, company);
    await callEndpoint(t.app, session, syncDemoData);
    const first = (await valuesOf(session.userId)).map((v) => `${v.date}|${v.metric}|${v.value}`).sort();
    expect((await callEndpoint(t.app, session, syncDemoData)).status).toBe(200);
    const second = (await valuesOf(session.userId)).map((v) => `${v.date}|${v.metric}|${v.value}`).sort();
    expect(second).toEqual(first);
  });
});

describe('a server without demo mode and without Fitbit', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp({
      env: { PUBLIC_URL, WEARABLES_DEMO_MODE: 'false' },
    });
  });
  afterAll(() => plain.cleanup());

  it('offers no provider: demo sync and connecting Fitbit are refused', async () => {
    const session = await signUp(plain.app, PUBLIC_URL, await createCompany(plain.database));
    expect(JSON.parse((await callEndpoint(plain.app, session, getWearables)).raw)).toEqual({
      availableProviders: [],
      demoMode: false,
      connection: null,
    });
    const demo = await callEndpoint(plain.app, session, syncDemoData);
    expect(demo.status).toBe(404);
    expect(demo.error?.code).toBe('DEMO_MODE_DISABLED');
    const fitbit = await callEndpoint(plain.app, session, startWearableAuthorization, {
      params: GOOGLE_HEALTH,
      body: { returnTo: '/dashboard' },
    });
    expect(fitbit.status).toBe(404);
    expect(fitbit.error?.code).toBe('WEARABLE_PROVIDER_UNAVAILABLE');
  });
});
