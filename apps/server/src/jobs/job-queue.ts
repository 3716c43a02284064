import type { Logger } from 'pino';
import type { JobDefinition } from './define-job.ts';
import type { JobRunner } from './job-runner.ts';

/**
 * How features send jobs (e.g. awarding points after a sync). The runner starts after the app is built, so features
 * get this handle when they are composed and the server attaches the runner to it once started. The server listens
 * before its runner has started (server.ts: app -> listen -> jobs, so that a start is healthy sooner): it holds the
 * queue first, and a send made meanwhile waits for the runner instead of being dropped. Without a runner and without a
 * hold (tests that build the app alone, or after the runner stopped) nothing is sent: the send is logged at debug level
 * and answers null, as a deduplicated send does; callers never depend on a job running.
 */
export interface JobQueue {
  /** Validates and enqueues the payload (see JobRunner.send); null when deduplicated or no runner is attached. */
  send<T>(job: JobDefinition<T>, payload: T, options?: { singletonKey?: string }): Promise<string | null>;
}

export type AttachableJobQueue = JobQueue & {
  /** Sends go to this runner from now on (null: detach, and a held send answers null). */
  attach(runner: Pick<JobRunner, 'send'> | null): void;
  /** Until the next attach, a send waits for the runner instead of answering null (the runner is starting). */
  hold(): void;
};

export function createJobQueue(logger: Logger): AttachableJobQueue {
  let runner: Pick<JobRunner, 'send'> | null = null;
  let held: { promise: Promise<void>; release: () => void } | null = null;
  return {
    attach(next) {
      runner = next;
      held?.release();
      held = null;
    },
    hold() {
      if (held || runner) return;
      let release = (): void => undefined;
      const promise = new Promise<void>((resolve) => (release = resolve));
      held = { promise, release };
    },
    async send(job, payload, options) {
      if (!runner && held) await held.promise;
      if (!runner) {
        logger.debug({ job: job.id }, 'Job not sent: no job runner attached');
        return null;
      }
      return runner.send(job, payload, options);
    },
  };
}
