import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  disconnectWearable,
  getHealthToday,
  getHealthTrend,
  getWearables,
  logManualActivity,
  syncDemoData,
  type TEndpointOutput,
} from '@openwell/contracts';
import {
  deleteDailyMetricsBefore,
  upsertDailyMetrics,
  type TDailyMetricRow,
} from '../src/features/wearables/wearables.repo.ts';
import { demoSeedOf } from '../src/features/wearables/wearables.service.ts';
import { demoDay } from '../src/integrations/demo/demo-data.ts';
import { civilToday } from '../src/lib/civil-dates.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { callEndpoint, expectOk } from './helpers/api-client.ts';

/**
 * The dashboard's reads (today, the trend) are remembered per process at the person's health data version, which
 * triggers on daily_metrics and wearable_connections count up (features/wearables/health-data-versions.sql, installed
 * by migration 0018; ADR 014) and each read reads first.
 * Two app instances on one database stand for two server processes: whatever one writes, the other's next answer
 * shows, because the version moved, not because anyone told the other process.
 *
 * Both processes run on one fixed clock, and the demo person (drawn from their user id) is looked at on a day they
 * wore the tracker: the first day from the clock's start that is not one of their demo gaps (3-9 % of days have no
 * values). So every run checks the same thing, whatever the date or the person.
 */

let a: TestApp;
let b: TestApp;
let origin: string;
let company: TestCompany;
let person: TestSession;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Midday UTC, away from day and month boundaries in every zone the test's company could have. */
const clock = createFixedClock(new Date('2026-06-17T12:00:00Z'));
let today: string;
/** The clock's time moved by `ms`, as a timestamp for SQL. */
const at = (ms: number) => sql`${new Date(clock.now().getTime() + ms).toISOString()}::timestamptz`;

type TTrend = TEndpointOutput<typeof getHealthTrend>;

/** A read as the web app makes it, on app `app` (a or b); a failure fails the test. */
const trendIn = async (app: TestApp, days: '7' | '30' | '90' = '7', session: TestSession = person) =>
  expectOk(await callEndpoint(app.app, session, getHealthTrend, { query: { days } }));
const todayIn = async (app: TestApp) => expectOk(await callEndpoint(app.app, person, getHealthToday));
const statusIn = async (app: TestApp) => expectOk(await callEndpoint(app.app, person, getWearables));
const stepsOn = (trend: TTrend, date: string) => trend.days.find((day) => day.date === date)?.steps ?? null;

/** A write as the person, on app `app`. */
async function post(app: TestApp, endpoint: typeof logManualActivity | typeof syncDemoData): Promise<void> {
  const answer = await callEndpoint(app.app, person, endpoint);
  expect(answer.status, answer.raw).toBe(200);
}

async function versionOf(userId: string): Promise<number> {
  const { rows } = await a.database.db.execute<{ version: string | number }>(
    sql`select version from health_data_versions where user_id = ${userId}`,
  );
  return rows[0] === undefined ? 0 : Number(rows[0].version);
}

function stepsRow(date: string, value: number, userId = person.userId): TDailyMetricRow {
  return { userId, companyId: company.id, date, metric: 'steps', source: 'demo', value };
}

beforeAll(async () => {
  const env = {
    PUBLIC_URL: 'http://wellness.test',
    WEARABLES_DEMO_MODE: 'true',
    // One secret: a session of one process is valid in the other, as behind a load balancer.
    AUTH_SECRET: randomBytes(32).toString('hex'),
  };
  a = await buildTestApp({ env, clock });
  b = await buildTestApp({ env, clock, database: a.database, encryptionKey: a.encryptionKey });
  origin = a.config.publicUrl;
  company = await createCompany(a.database, { name: 'Versioned Reads AG' });
  person = await signUp(a.app, origin, company);
  // The first day from the clock's start on which this demo person wore the tracker (a gap day has no values).
  while (demoDay(demoSeedOf(person.userId), civilToday(clock.now(), 'UTC')).length === 0) clock.advance(DAY_MS);
  today = civilToday(clock.now(), 'UTC');
});

afterAll(async () => {
  await b?.cleanup();
  await a?.cleanup();
});

describe('the dashboard’s reads across processes', () => {
  it('what one process writes through the API, the other answers at once', async () => {
    // B computes and remembers the empty dashboard.
    expect((await todayIn(b)).hasHealthData).toBe(false);
    expect((await trendIn(b)).days.every((day) => day.steps === null)).toBe(true);

    await post(a, logManualActivity);
    expect((await todayIn(b)).manualActiveMinutes).toBe(30);
    expect((await trendIn(b)).days.find((day) => day.date === today)?.activeMinutes).toBeGreaterThanOrEqual(30);

    await post(a, syncDemoData);
    const synced = await trendIn(b, '30');
    expect(synced.days.filter((day) => day.steps !== null).length).toBeGreaterThan(10);
    // Today (a day the demo person wore the tracker) shows the synced values in B as A answers them.
    expect(stepsOn(synced, today)).not.toBeNull();
    const todayB = await todayIn(b);
    expect(todayB).toEqual(await todayIn(a));
    expect(todayB.metrics.some((m) => m.metric !== 'activeMinutes' && m.state === 'value')).toBe(true);

    const disconnect = await callEndpoint(a.app, person, disconnectWearable);
    expect(disconnect.status, disconnect.raw).toBe(204);
    expect((await trendIn(b, '30')).days.filter((day) => day.steps !== null)).toEqual([]);
    const after = await todayIn(b);
    expect(after.metrics.filter((m) => m.metric !== 'activeMinutes').every((m) => m.value === null)).toBe(true);
  });

  it('answers from memory while the version stays: a write that skips the triggers is not seen', async () => {
    const date = addDays(today, -2);
    await upsertDailyMetrics(a.database.db, [stepsRow(date, 4321)]);
    expect(stepsOn(await trendIn(b), date)).toBe(4321);
    // Behind the triggers' back (no write path of the product can do this): B still answers what it computed,
    // which shows that the version is what keeps the answers true.
    await a.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table daily_metrics disable trigger daily_metrics_updated_version`);
      await tx.execute(
        sql`update daily_metrics set value = 9999 where user_id = ${person.userId} and date = ${date} and metric = 'steps'`,
      );
      await tx.execute(sql`alter table daily_metrics enable trigger daily_metrics_updated_version`);
    });
    expect(stepsOn(await trendIn(b), date)).toBe(4321);
    // A's first read computes: the stored value.
    expect(stepsOn(await trendIn(a), date)).toBe(9999);
    // The next real write moves the version: B computes again.
    await upsertDailyMetrics(a.database.db, [stepsRow(addDays(today, -3), 1234)]);
    expect(stepsOn(await trendIn(b), date)).toBe(9999);
  });

  it('the tracker status too: a sync in one process shows in the other', async () => {
    await post(a, syncDemoData);
    const before = await statusIn(b);
    expect(before.connection?.sync.status).toBe('succeeded');
    await a.database.db.execute(
      sql`update wearable_connections set sync_status = 'failed', last_sync_error = 'provider_failed'
          where user_id = ${person.userId}`,
    );
    expect((await statusIn(b)).connection?.sync.status).toBe('failed');
    // A running sync whose lease has run out shows as delayed, with no write: a running status is not kept.
    await a.database.db.execute(
      sql`update wearable_connections set sync_status = 'running', sync_lease_until = ${at(60_000)}
          where user_id = ${person.userId}`,
    );
    expect((await statusIn(b)).connection?.sync.status).toBe('running');
    await a.database.db.execute(
      sql`update wearable_connections set sync_lease_until = ${at(-1000)}
          where user_id = ${person.userId}`,
    );
    expect((await statusIn(b)).connection?.sync.status).toBe('delayed');
    const disconnect = await callEndpoint(a.app, person, disconnectWearable);
    expect(disconnect.status, disconnect.raw).toBe(204);
    expect((await statusIn(b)).connection).toBeNull();
  });

  it('the version moves with every change of values or connection, and only then', async () => {
    const date = addDays(today, -4);
    let version = await versionOf(person.userId);
    const moved = async () => {
      const now = await versionOf(person.userId);
      const result = now > version;
      version = now;
      return result;
    };

    await upsertDailyMetrics(a.database.db, [stepsRow(date, 5000)]);
    expect(await moved()).toBe(true);
    // The same value again writes nothing: the version stays.
    await upsertDailyMetrics(a.database.db, [stepsRow(date, 5000)]);
    expect(await moved()).toBe(false);
    await upsertDailyMetrics(a.database.db, [stepsRow(date, 5001)]);
    expect(await moved()).toBe(true);

    // A connection: made; what its status shows (moves) and what it does not (tokens, lease, failures); its scopes;
    // removed.
    await post(a, syncDemoData);
    expect(await moved()).toBe(true);
    await a.database.db.execute(
      sql`update wearable_connections set access_token = 'sealed', access_token_expires_at = ${at(0)},
          sync_lease_until = ${at(0)}, consecutive_failures = 2 where user_id = ${person.userId}`,
    );
    expect(await moved()).toBe(false);
    await a.database.db.execute(
      sql`update wearable_connections set last_sync_at = ${at(-60_000)} where user_id = ${person.userId}`,
    );
    expect(await moved()).toBe(true);
    await a.database.db.execute(
      sql`update wearable_connections set sync_status = 'delayed', last_sync_error = 'rate_limited'
          where user_id = ${person.userId}`,
    );
    expect(await moved()).toBe(true);
    await a.database.db.execute(
      sql`update wearable_connections set granted_scopes = '{}'::text[] where user_id = ${person.userId}`,
    );
    expect(await moved()).toBe(true);
    await a.database.db.execute(sql`delete from wearable_connections where user_id = ${person.userId}`);
    expect(await moved()).toBe(true);

    // Retention: only the people whose values it deletes.
    const colleague = await signUp(a.app, origin, company);
    await upsertDailyMetrics(a.database.db, [stepsRow(addDays(today, -5), 100, colleague.userId)]);
    await upsertDailyMetrics(a.database.db, [stepsRow('2020-01-01', 100)]);
    version = await versionOf(person.userId);
    const colleagueVersion = await versionOf(colleague.userId);
    expect(await deleteDailyMetricsBefore(a.database.db, '2021-01-01')).toBeGreaterThanOrEqual(1);
    expect(await moved()).toBe(true);
    expect(await versionOf(colleague.userId)).toBe(colleagueVersion);
  });

  it('two people at the same version and day each get their own answer', async () => {
    const first = await signUp(a.app, origin, company);
    const second = await signUp(a.app, origin, company);
    const date = addDays(today, -1);
    await upsertDailyMetrics(a.database.db, [stepsRow(date, 1111, first.userId)]);
    await upsertDailyMetrics(a.database.db, [stepsRow(date, 2222, second.userId)]);
    expect(await versionOf(first.userId)).toBe(await versionOf(second.userId));
    const trendOf = (session: TestSession) => trendIn(b, '7', session);
    expect(stepsOn(await trendOf(first), date)).toBe(1111);
    expect(stepsOn(await trendOf(second), date)).toBe(2222);
    expect(stepsOn(await trendOf(first), date)).toBe(1111);
  });

  it('deleting an account with health data deletes its version too', async () => {
    const leaver = await signUp(a.app, origin, company);
    await upsertDailyMetrics(a.database.db, [stepsRow(addDays(today, -1), 800, leaver.userId)]);
    expect(await versionOf(leaver.userId)).toBeGreaterThan(0);
    await a.database.db.execute(sql`delete from users where id = ${leaver.userId}`);
    expect(await versionOf(leaver.userId)).toBe(0);
  });
});
