import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { rateLimitCounters } from '../src/db/rate-limit.tables.ts';
import { cleanupRateLimitCountersJob } from '../src/plugins/rate-limit.jobs.ts';
import { consumeRateLimit } from '../src/plugins/rate-limit.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const T0 = new Date('2031-05-01T10:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('rate-limit counters in the database', () => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await openTestDatabase());
  });
  afterAll(() => cleanup());

  it('counts 200 concurrent increments atomically: exactly max are allowed', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        consumeRateLimit(database.db, 'concurrent', { max: 50, windowSeconds: 60, now: T0 }),
      ),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(50);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, index) => index + 1),
    );
    const [row] = await database.db.select().from(rateLimitCounters);
    expect(row).toMatchObject({ key: 'concurrent', count: 200 });
  });

  it('keeps a fixed window, reports the time left, and restarts after it ends', async () => {
    const options = { max: 2, windowSeconds: 60 };
    expect(await consumeRateLimit(database.db, 'window', { ...options, now: at(0) })).toMatchObject({
      allowed: true,
      count: 1,
      retryAfterSeconds: 60,
    });
    await consumeRateLimit(database.db, 'window', { ...options, now: at(10) });
    const third = await consumeRateLimit(database.db, 'window', { ...options, now: at(45) });
    expect(third).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 15 });
    expect(third.resetAt.toISOString()).toBe(at(60).toISOString());

    const afterWindow = await consumeRateLimit(database.db, 'window', { ...options, now: at(60) });
    expect(afterWindow).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 60 });
    expect(afterWindow.resetAt.toISOString()).toBe(at(120).toISOString());
  });

  it('keeps keys apart', async () => {
    await consumeRateLimit(database.db, 'key-a', { max: 1, windowSeconds: 60, now: T0 });
    expect(await consumeRateLimit(database.db, 'key-b', { max: 1, windowSeconds: 60, now: T0 })).toMatchObject({
      allowed: true,
    });
    expect(await consumeRateLimit(database.db, 'key-a', { max: 1, windowSeconds: 60, now: T0 })).toMatchObject({
      allowed: false,
    });
  });

  it('rate-limit.counters.cleanup deletes only expired counters, idempotently', async () => {
    await database.db.delete(rateLimitCounters);
    await consumeRateLimit(database.db, 'old', { max: 1, windowSeconds: 60, now: at(-120) });
    await consumeRateLimit(database.db, 'ends-now', { max: 1, windowSeconds: 60, now: at(-60) });
    await consumeRateLimit(database.db, 'live', { max: 1, windowSeconds: 60, now: at(-30) });
    expect(cleanupRateLimitCountersJob.cron).toBe('5 * * * *');
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });

    await cleanupRateLimitCountersJob.handler({}, { database, logger, now: () => T0 });
    const keys = (await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key);
    expect(keys).toEqual(['live']);
    expect(lines.at(-1)).toMatchObject({ deleted: 2, msg: 'Expired rate-limit counters deleted' });

    await cleanupRateLimitCountersJob.handler({}, { database, logger, now: () => T0 });
    expect(lines.at(-1)).toMatchObject({ deleted: 0 });
  });
});
