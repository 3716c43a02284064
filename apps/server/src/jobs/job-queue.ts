import type { Logger } from 'pino';
import type { JobDefinition } from './define-job.ts';
import type { JobRunner } from './job-runner.ts';

/**
 * How features send jobs (e.g. awarding points after a sync). The runner starts after the app is built (server.ts:
 * app -> jobs -> listen), so features get this handle when they are composed and the server attaches the runner to it
 * once started. Without a runner (tests that build the app alone, or after the runner stopped) nothing is sent: the
 * send is logged at debug level and answers null, as a deduplicated send does; callers never depend on a job running.
 */
export interface JobQueue {
  /** Validates and enqueues the payload (see JobRunner.send); null when deduplicated or no runner is attached. */
  send<T>(job: JobDefinition<T>, payload: T, options?: { singletonKey?: string }): Promise<string | null>;
}

export type AttachableJobQueue = JobQueue & {
  /** Sends go to this runner from now on (null: detach). */
  attach(runner: Pick<JobRunner, 'send'> | null): void;
};

export function createJobQueue(logger: Logger): AttachableJobQueue {
  let runner: Pick<JobRunner, 'send'> | null = null;
  return {
    attach(next) {
      runner = next;
    },
    async send(job, payload, options) {
      if (!runner) {
        logger.debug({ job: job.id }, 'Job not sent: no job runner attached');
        return null;
      }
      return runner.send(job, payload, options);
    },
  };
}
