import { PgBoss, fromPglite, type Job, type JobResult } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { JobContext, JobDefinition } from './define-job.ts';

export interface JobRunner {
  /** Validates the payload (throws a ZodError when invalid) and enqueues it; null when deduplicated. */
  send<T>(job: JobDefinition<T>, payload: T, options?: { singletonKey?: string }): Promise<string | null>;
  /** Stops fetching, waits (bounded) for active jobs, shuts pg-boss down. Idempotent. */
  stop(): Promise<void>;
  /** The underlying pg-boss instance, for tests and operations tooling. */
  readonly boss: PgBoss;
}

export interface JobRunnerOptions {
  database: Database;
  logger: Logger;
  jobs: JobDefinition[];
  clock?: { now(): Date };
  /** How often idle workers poll; jobs sent from this process wake them at once anyway. */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for active jobs before giving up on them. */
  stopTimeoutMs?: number;
}

const PG_BOSS_SCHEMA = 'pgboss';
const PG_BOSS_POOL_SIZE = 4;

function createBoss(database: Database): PgBoss {
  const common = { schema: PG_BOSS_SCHEMA, useListenNotify: true } as const;
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('PGlite database without a PGlite handle');
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  }
  if (!database.connectionString) throw new Error('PostgreSQL database without a connection string');
  return new PgBoss({
    ...common,
    connectionString: database.connectionString,
    max: PG_BOSS_POOL_SIZE,
    application_name: 'openwell-jobs',
  });
}

/**
 * Starts pg-boss on the app's database (in-process over PGlite, or its own small pool on
 * PostgreSQL), creates a queue per job, schedules crons and works every handler.
 */
export async function startJobRunner(opts: JobRunnerOptions): Promise<JobRunner> {
  const { database, jobs } = opts;
  const logger = opts.logger.child({ component: 'jobs' });
  const now = (): Date => opts.clock?.now() ?? new Date();
  const byId = new Map<string, JobDefinition>();
  for (const job of jobs) {
    if (byId.has(job.id)) throw new Error(`Duplicate job id "${job.id}"`);
    byId.set(job.id, job);
  }

  const pollSeconds = opts.pollingIntervalSeconds ?? 2;
  const boss = createBoss(database);
  boss.on('error', (error) => logger.error({ err: error }, 'Job system error'));
  boss.on('warning', (warning) => logger.warn({ data: warning.data }, `Job system warning: ${warning.message}`));

  await boss.start();
  try {
    for (const job of jobs) {
      await boss.createQueue(job.id, { ...job.queue, notify: true });
      // The policy is fixed at creation (pg-boss refuses to change it); the other settings follow the definition.
      const { policy: _policy, ...settings } = job.queue ?? {};
      if (Object.keys(settings).length > 0) await boss.updateQueue(job.id, settings);
      if (job.cron) await boss.schedule(job.id, job.cron, {}, { tz: 'UTC' });
      else await boss.unschedule(job.id);
      await boss.work(
        job.id,
        {
          batchSize: 1,
          perJobResults: true,
          pollingIntervalSeconds: pollSeconds,
          // NOTIFY wakes workers for new jobs; retries are not notified, so keep polling at the
          // base rate instead of pg-boss's relaxed 30 s backstop.
          notifyPollingIntervalSeconds: pollSeconds,
        },
        (batch: Job<unknown>[]) => Promise.all(batch.map((item) => runOne(job, item))),
      );
    }
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }
  logger.info({ jobs: jobs.map((job) => job.id) }, 'Job runner started');

  async function runOne(job: JobDefinition, item: Job<unknown>): Promise<JobResult> {
    const jobLogger = logger.child({ job: job.id, jobId: item.id, retryCount: item.retryCount });
    const parsed = job.payload.safeParse(item.data ?? {});
    if (!parsed.success) {
      // Retrying cannot fix a payload: fail it terminally without running the handler.
      jobLogger.error({ issues: parsed.error.issues }, 'Job rejected: invalid payload');
      return { id: item.id, status: 'deadletter', output: { error: 'invalid payload', issues: parsed.error.issues } };
    }
    const ctx: JobContext = { database, logger: jobLogger, now };
    const started = Date.now();
    try {
      await job.handler(parsed.data, ctx);
      jobLogger.debug({ ms: Date.now() - started }, 'Job done');
      return { id: item.id, status: 'completed' };
    } catch (error) {
      jobLogger.error({ err: error }, 'Job failed');
      const message = error instanceof Error ? error.message : String(error);
      return { id: item.id, status: 'failed', output: { error: message } };
    }
  }

  let stopping: Promise<void> | undefined;
  return {
    boss,
    async send<T>(job: JobDefinition<T>, payload: T, options?: { singletonKey?: string }) {
      if (byId.get(job.id) !== (job as JobDefinition)) {
        throw new Error(`Job "${job.id}" is not registered with this runner`);
      }
      const data = job.payload.parse(payload);
      return boss.send(job.id, data as object, options?.singletonKey ? { singletonKey: options.singletonKey } : {});
    },
    stop() {
      stopping ??= (async () => {
        await boss.stop({ graceful: true, timeout: opts.stopTimeoutMs ?? 10_000 });
        logger.info('Job runner stopped');
      })();
      return stopping;
    },
  };
}
