import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../../test/helpers/test-database.ts';
import { defineJob, type JobContext } from './define-job.ts';
import { allJobs } from './index.ts';
import { startJobRunner, type JobRunner } from './job-runner.ts';

type LogLine = { level: number; msg: string } & Record<string, unknown>;

async function waitFor<T>(fn: () => T | Promise<T>, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('job runner on pg-boss', () => {
  const FIXED_NOW = new Date('2030-01-01T00:00:00.000Z');
  const handled: Array<{ payload: { to: string; count: number }; now: Date }> = [];
  const echo = defineJob({
    id: 'test.echo',
    payload: z.object({ to: z.string().email(), count: z.number().int().min(1) }),
    async handler(payload, ctx: JobContext) {
      await ctx.database.db.execute('select 1');
      handled.push({ payload, now: ctx.now() });
    },
  });
  let attempts = 0;
  const flaky = defineJob({
    id: 'test.flaky',
    payload: z.object({}),
    queue: { retryLimit: 1, retryDelay: 0 },
    async handler() {
      attempts += 1;
      if (attempts === 1) throw new Error('transient');
    },
  });

  // A stately queue: one queued and one running job per singletonKey; the handler waits until released.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const coalescedRuns: string[] = [];
  const coalesced = defineJob({
    id: 'test.coalesced',
    payload: z.object({ n: z.number() }),
    queue: { policy: 'stately' },
    async handler(payload) {
      coalescedRuns.push(String(payload.n));
      await released;
    },
  });

  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  let database: Database;
  let cleanup: () => Promise<void>;
  let runner: JobRunner;

  beforeAll(async () => {
    ({ database, cleanup } = await openTestDatabase());
    runner = await startJobRunner({
      database,
      logger,
      jobs: [...allJobs, echo, flaky, coalesced],
      clock: { now: () => FIXED_NOW },
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await runner?.stop();
    await cleanup?.();
  });

  it('runs a sent job with the validated payload and the runner clock', async () => {
    const id = await runner.send(echo, { to: 'a@example.com', count: 2 });
    expect(id).toEqual(expect.any(String));
    const done = await waitFor(() => handled.find((h) => h.payload.to === 'a@example.com'));
    expect(done).toEqual({ payload: { to: 'a@example.com', count: 2 }, now: FIXED_NOW });
    await waitFor(async () => (await runner.boss.findJobs('test.echo', { id: id! }))[0]?.state === 'completed');
  });

  it('refuses to send an invalid payload', async () => {
    await expect(runner.send(echo, { to: 'not-an-email', count: 0 })).rejects.toThrow();
  });

  it('rejects and logs an invalid payload that reached the queue, without handling it or retrying', async () => {
    const before = handled.length;
    const id = await runner.boss.send('test.echo', { to: 'nope' });
    const job = await waitFor(async () => {
      const [found] = await runner.boss.findJobs('test.echo', { id: id! });
      return found?.state === 'failed' ? found : null;
    });
    expect(job.retryCount).toBe(0);
    expect(handled.length).toBe(before);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, job: 'test.echo', jobId: id, msg: 'Job rejected: invalid payload' }),
    );
  });

  it('retries a failed handler (at-least-once) and logs the failure', async () => {
    const id = await runner.send(flaky, {});
    await waitFor(async () => (await runner.boss.findJobs('test.flaky', { id: id! }))[0]?.state === 'completed');
    expect(attempts).toBe(2);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, job: 'test.flaky', msg: 'Job failed' }));
  });

  it('deduplicates by singletonKey while a job is queued', async () => {
    const slow = await runner.boss.getQueue('test.echo');
    expect(slow?.name).toBe('test.echo');
    const ids = await Promise.all([
      runner.send(echo, { to: 'b@example.com', count: 1 }, { singletonKey: 'same' }),
      runner.send(echo, { to: 'b@example.com', count: 1 }, { singletonKey: 'same' }),
    ]);
    expect(ids.filter(Boolean).length).toBeGreaterThanOrEqual(1);
  });

  it('a stately queue keeps one queued job per key beside the running one: a burst coalesces', async () => {
    expect(await runner.send(coalesced, { n: 1 }, { singletonKey: 'user-a' })).toEqual(expect.any(String));
    await waitFor(() => coalescedRuns.includes('1'));
    // 1 runs; 2 is queued behind it; 3 and 4 are the same key while 2 waits: dropped. Another key is not.
    expect(await runner.send(coalesced, { n: 2 }, { singletonKey: 'user-a' })).toEqual(expect.any(String));
    expect(await runner.send(coalesced, { n: 3 }, { singletonKey: 'user-a' })).toBeNull();
    expect(await runner.send(coalesced, { n: 4 }, { singletonKey: 'user-a' })).toBeNull();
    expect(await runner.send(coalesced, { n: 5 }, { singletonKey: 'user-b' })).toEqual(expect.any(String));
    release();
    await waitFor(() => coalescedRuns.length === 3);
    expect(coalescedRuns.sort()).toEqual(['1', '2', '5']);
  });

  it('schedules the cron jobs', async () => {
    const schedule = await runner.boss.getSchedule('mail.outbox.expire');
    expect(schedule).toMatchObject({ cron: '0 * * * *', timezone: 'UTC' });
  });

  it('refuses a job the runner does not know', async () => {
    const other = defineJob({ id: 'test.other', payload: z.object({}), handler: async () => undefined });
    await expect(runner.send(other, {})).rejects.toThrow('not registered');
  });

  it('stops cleanly and idempotently, leaving the database usable', async () => {
    await Promise.all([runner.stop(), runner.stop()]);
    await runner.stop();
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'Job runner stopped' }));
    expect(await database.ping()).toBe(true);
    expect(lines.filter((line) => line.msg === 'Job system error')).toEqual([]);
  });
});

describe('defineJob', () => {
  it('rejects bad ids and cron jobs that cannot take {}', () => {
    expect(() => defineJob({ id: 'Bad Id', payload: z.object({}), handler: async () => undefined })).toThrow();
    expect(() =>
      defineJob({
        id: 'x.cron',
        payload: z.object({ a: z.string() }),
        cron: '* * * * *',
        handler: async () => undefined,
      }),
    ).toThrow('empty payload');
  });
});
