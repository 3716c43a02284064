import { HEALTH_DATA_RETENTION_YEARS } from '@openwell/contracts';
import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/define-job.ts';
import { deleteDailyMetricsBefore } from './wearables.repo.ts';
import type { WearablesSyncEngine } from './wearables.sync.ts';

const DAY_MS = 86_400_000;

/**
 * The first civil day still kept: health data is kept 2 years. Civil days are the users' own, so a
 * day is dropped once it is older than the retention period in every time zone: the UTC date two years ago, minus one
 * day of margin.
 */
export function healthDataRetentionCutoff(now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - HEALTH_DATA_RETENTION_YEARS);
  return new Date(cutoff.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/** Daily at 03:30 UTC: deletes daily health values older than two years. Idempotent. */
export const pruneHealthDataJob = defineJob({
  id: 'wearables.metrics.prune',
  payload: z.object({}),
  cron: '30 3 * * *',
  async handler(_payload, { database, logger, now }) {
    const cutoff = healthDataRetentionCutoff(now());
    const deleted = await deleteDailyMetricsBefore(database.db, cutoff);
    logger.info({ deleted, cutoff }, 'Expired daily health values deleted');
  },
});

/**
 * Every minute: syncs the wearable connections that are due (wearables.sync.ts runDueSyncs). Each connection is due
 * once per 5-minute interval, in its own slot, so a round syncs about a fifth of them. A round stops claiming after
 * 4 minutes; the rest are still due in the next one. No retries: the next minute's round is the retry. Built with the
 * sync engine (the descriptor's `serviceJobs`, wearables.feature.ts), since the job context holds no services.
 */
export function createSyncDueWearablesJob(sync: Pick<WearablesSyncEngine, 'runDueSyncs'>): JobDefinition<object> {
  return defineJob({
    id: 'wearables.sync.due',
    payload: z.object({}),
    cron: '* * * * *',
    queue: { retryLimit: 0, expireInSeconds: 10 * 60 },
    async handler(_payload, { logger }) {
      const started = Date.now();
      const round = await sync.runDueSyncs();
      if (round.total > 0) logger.info({ ...round, ms: Date.now() - started }, 'Wearable syncs of this round done');
    },
  });
}
