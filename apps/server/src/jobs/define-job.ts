import type { Logger } from 'pino';
import type { ZodType } from 'zod';
import type { Database } from '../db/client.ts';

export interface JobContext {
  database: Database;
  logger: Logger;
  /** The runner's clock: jobs never read `new Date()` themselves, so tests can move time. */
  now(): Date;
}

/** Queue settings a job may override (pg-boss defaults otherwise: 2 retries, 15 min expiry). */
export interface JobQueueOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /**
   * pg-boss queue policy (fixed when the queue is created). `stately`: at most one queued and one active job per
   * singletonKey, so a burst of sends for one key coalesces into one queued job while another may run.
   */
  policy?: 'standard' | 'stately';
}

/**
 * A background job. Handlers must be idempotent: pg-boss runs a job at least once, so a crash or
 * an expiry after the work was done runs it again.
 */
export interface JobDefinition<T = unknown> {
  /** Queue name, e.g. `mail.outbox.expire`: lower case, digits, `.`, `-`, `_`. */
  id: string;
  /** Validated before the handler runs (and before sending); an invalid payload is never handled. */
  payload: ZodType<T>;
  /** Cron expression (UTC) for a scheduled job; its payload is `{}`. */
  cron?: string;
  queue?: JobQueueOptions;
  handler(payload: T, ctx: JobContext): Promise<void>;
}

const JOB_ID_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

export function defineJob<T>(def: {
  id: string;
  payload: ZodType<T>;
  cron?: string;
  queue?: JobQueueOptions;
  handler(payload: T, ctx: JobContext): Promise<void>;
}): JobDefinition<T> {
  if (!JOB_ID_PATTERN.test(def.id)) {
    throw new Error(`Invalid job id "${def.id}": use lower case letters, digits, ".", "-" and "_".`);
  }
  if (def.cron !== undefined) {
    const parsed = def.payload.safeParse({});
    if (!parsed.success) {
      throw new Error(`Scheduled job "${def.id}" must accept the empty payload {} it is sent by cron.`);
    }
  }
  return def;
}
