import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { deleteOutboxMailCreatedBefore } from './mail.repo.ts';

/** Communication data is kept one year. */
export const OUTBOX_RETENTION_YEARS = 1;

export function outboxRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - OUTBOX_RETENTION_YEARS);
  return cutoff;
}

/** Hourly: deletes outbox mail older than the retention period. Idempotent. */
export const expireOutboxMailJob = defineJob({
  id: 'mail.outbox.expire',
  payload: z.object({}),
  cron: '0 * * * *',
  async handler(_payload, { database, logger, now }) {
    const cutoff = outboxRetentionCutoff(now());
    const deleted = await deleteOutboxMailCreatedBefore(database.db, cutoff);
    logger.info({ deleted, cutoff: cutoff.toISOString() }, 'Expired outbox mail deleted');
  },
});
