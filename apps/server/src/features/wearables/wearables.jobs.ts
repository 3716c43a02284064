import { HEALTH_DATA_RETENTION_YEARS } from '@openwell/contracts';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { deleteDailyMetricsBefore } from './wearables.repo.ts';

const DAY_MS = 86_400_000;

/**
 * The first civil day still kept: health data is kept 2 years (spec section 9). Civil days are the users' own, so a
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
