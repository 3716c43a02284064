import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define-job.ts';
import { createJobQueue } from './job-queue.ts';

const logger = pino({ level: 'silent' });
const job = defineJob({ id: 'test.queue', payload: z.object({ n: z.number() }), handler: async () => undefined });

function recordingRunner() {
  const sent: unknown[] = [];
  return {
    sent,
    send: async (_job: unknown, payload: unknown) => {
      sent.push(payload);
      return `job-${sent.length}`;
    },
  };
}

describe('job queue', () => {
  it('answers null without a runner and without a hold (an app built alone)', async () => {
    const queue = createJobQueue(logger);
    await expect(queue.send(job, { n: 1 })).resolves.toBeNull();
  });

  it('held while the runner starts: a send waits and reaches the runner once attached', async () => {
    const queue = createJobQueue(logger);
    queue.hold();
    const runner = recordingRunner();
    const early = queue.send(job, { n: 1 });
    let settled = false;
    void early.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    queue.attach(runner);
    await expect(early).resolves.toBe('job-1');
    expect(runner.sent).toEqual([{ n: 1 }]);
    await expect(queue.send(job, { n: 2 })).resolves.toBe('job-2');
  });

  it('a held send answers null when the queue is detached instead (the runner failed to start, or shutdown)', async () => {
    const queue = createJobQueue(logger);
    queue.hold();
    const early = queue.send(job, { n: 1 });
    queue.attach(null);
    await expect(early).resolves.toBeNull();
  });
});
