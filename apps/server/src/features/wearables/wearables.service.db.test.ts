import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { generateEncryptionKey } from '../../lib/crypto.ts';
import type { Logger } from '../../lib/logger.ts';
import { createCompany } from '../../../test/helpers/accounts-fixtures.ts';
import { insertUser } from '../../../test/helpers/auth-test-kit.ts';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import { createDemoProvider } from '../../integrations/demo/demo-provider.ts';
import type { TProviderDailyValue } from './wearable-provider.ts';
import { createWearableRegistry } from './wearable-registry.ts';
import { createWearablesService, type TMetricOwner, type WearablesService } from './wearables.service.ts';
import { healthDataRetentionCutoff, pruneHealthDataJob } from './wearables.jobs.ts';
import { dailyMetrics } from './wearables.tables.ts';

/** Captures log lines, to check what is logged about rejected values (and what is not). */
function capturingLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) }) as Logger;
  return { logger, lines };
}

describe('storing daily metrics (ingest)', () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let service: WearablesService;
  let lines: Array<Record<string, unknown>>;
  let owner: TMetricOwner;
  let other: TMetricOwner;

  beforeAll(async () => {
    ({ database, cleanup } = await openTestDatabase());
    const captured = capturingLogger();
    lines = captured.lines;
    service = createWearablesService({
      database,
      logger: captured.logger,
      clock: systemClock,
      encryptionKey: generateEncryptionKey(),
      registry: createWearableRegistry({
        config: { googleHealth: null, wearablesDemoMode: true, publicUrl: 'http://localhost:3000' },
      }),
      sync: {
        syncConnection: () => {
          throw new Error('ingest needs no sync');
        },
      },
      timeZones: { timeZoneOfPerson: async () => ({ timeZone: 'UTC', notBefore: null }) },
    });
    const company = await createCompany(database);
    owner = { userId: await insertUser(database, { email: 'ann@example.test' }), companyId: company.id };
    other = { userId: await insertUser(database, { email: 'bob@example.test' }), companyId: company.id };
  });
  afterAll(() => cleanup());
  beforeEach(async () => {
    await database.db.delete(dailyMetrics);
    lines.length = 0;
  });

  const rowsOf = (userId: string) =>
    database.db.select().from(dailyMetrics).where(eq(dailyMetrics.userId, userId)).orderBy(dailyMetrics.date);
  const ninetyDays = async () =>
    createDemoProvider().dailyMetrics({
      accessToken: 'ann-demo',
      grantedScopes: ['activity_and_fitness', 'health_metrics_and_measurements', 'sleep'],
      range: { from: '2026-08-25', to: '2026-11-22' },
      timeZone: 'Europe/Zurich',
    });

  it('stores 90 days of every metric once; storing them again (a retried sync) changes nothing', async () => {
    const values = await ninetyDays();
    const days = [...new Set(values.map((v) => v.date))].sort();
    expect(await service.ingest(owner, 'demo', values)).toEqual({
      stored: values.length,
      rejected: 0,
      changedDates: days,
    });
    const first = await rowsOf(owner.userId);
    expect(first).toHaveLength(values.length);
    expect((await service.ingest(owner, 'demo', values)).changedDates).toEqual([]);
    const again = await rowsOf(owner.userId);
    expect(again).toHaveLength(values.length);
    // Unchanged values are not even rewritten.
    expect(again.map((row) => row.updatedAt.getTime())).toEqual(first.map((row) => row.updatedAt.getTime()));
    expect(await rowsOf(other.userId)).toEqual([]);
  });

  it('two syncs at once store each day once', async () => {
    const values = await ninetyDays();
    await Promise.all([service.ingest(owner, 'demo', values), service.ingest(owner, 'demo', values)]);
    expect(await rowsOf(owner.userId)).toHaveLength(values.length);
  });

  it("takes a provider's correction of a day, and keeps sources apart", async () => {
    await service.ingest(owner, 'google-health', [{ date: '2026-11-20', metric: 'steps', value: 8000 }]);
    expect(
      await service.ingest(owner, 'google-health', [{ date: '2026-11-20', metric: 'steps', value: 8450 }]),
    ).toMatchObject({ changedDates: ['2026-11-20'] });
    await service.ingest(owner, 'manual', [{ date: '2026-11-20', metric: 'activeMinutes', value: 30 }]);
    const rows = await rowsOf(owner.userId);
    expect(rows.map(({ metric, source, value }) => ({ metric, source, value }))).toEqual([
      { metric: 'steps', source: 'google-health', value: 8450 },
      { metric: 'activeMinutes', source: 'manual', value: 30 },
    ]);
  });

  it('rejects implausible values and logs them without the value', async () => {
    const values: TProviderDailyValue[] = [
      { date: '2026-11-20', metric: 'steps', value: 150_000 },
      { date: '2026-11-20', metric: 'sleepHours', value: 25 },
      { date: '2026-11-20', metric: 'heartRate', value: Number.NaN },
      { date: '2026-11-20', metric: 'distance', value: 6.4 },
    ];
    expect(await service.ingest(owner, 'google-health', values)).toEqual({
      stored: 1,
      rejected: 3,
      changedDates: ['2026-11-20'],
    });
    const rows = await database.db
      .select()
      .from(dailyMetrics)
      .where(and(eq(dailyMetrics.userId, owner.userId), eq(dailyMetrics.date, '2026-11-20')));
    expect(rows.map((row) => row.metric)).toEqual(['distance']);
    const rejections = lines.filter((line) => line.msg === 'implausible daily value rejected');
    expect(rejections.map((line) => line.metric)).toEqual(['steps', 'sleepHours', 'heartRate']);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('150000');
    expect(logged).not.toMatch(/"value"/);
  });

  it('the daily retention job deletes days older than two years, idempotently, and nothing newer', async () => {
    const now = new Date('2028-11-22T03:30:00Z');
    expect(healthDataRetentionCutoff(now)).toBe('2026-11-21');
    expect(pruneHealthDataJob.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    await service.ingest(owner, 'demo', [
      { date: '2026-11-19', metric: 'steps', value: 5000 },
      { date: '2026-11-20', metric: 'steps', value: 5100 },
      { date: '2026-11-21', metric: 'steps', value: 5200 },
      { date: '2028-11-21', metric: 'steps', value: 5300 },
    ]);
    const ctx = { database, logger: capturingLogger().logger, now: () => now };
    await pruneHealthDataJob.handler({}, ctx);
    await pruneHealthDataJob.handler({}, ctx);
    expect((await rowsOf(owner.userId)).map((row) => row.date)).toEqual(['2026-11-21', '2028-11-21']);
  });
});
